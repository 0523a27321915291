import { PT_PER_MM, type TextAlign } from '@eb/book-model';
import type { GlyphRun, PositionedGlyph, TextLine } from '../display-list';
import type { FontLibrary } from '../fonts/font-library';
import { breakParagraph, type BrokenLine } from './break-lines';

/** Millimetres per typographic point: book-model's PT_PER_MM turned round, so both agree to the bit. */
export const MM_PER_PT = 1 / PT_PER_MM;

export interface TextLayoutInput {
  text: string;
  fontId: string;
  fontSizePt: number;
  /** Distance of baselines as a multiple of the font size (the design's style). */
  lineHeight: number;
  align: TextAlign;
  verticalAlign: 'top' | 'middle' | 'bottom';
  /** German hyphenation; off for names, dates and titles. Soft hyphens (U+00AD) are used either way. */
  hyphenate: boolean;
  /** The frame, unrotated. */
  widthMm: number;
  heightMm: number;
  /** Where the frame's top left lies in the coordinates the lines are wanted in (default 0, 0). */
  originXMm?: number;
  originYMm?: number;
}

export interface TextLayoutResult {
  /** The lines that fit, top to bottom; an empty line (blank paragraph) has no runs. */
  lines: TextLine[];
  /** Some text did not fit: lines below the frame's bottom (not drawn), or a word cut for width. */
  overflow: boolean;
  /**
   * The lines broken, drawn or not: all the text needs when it fits; when it overflows, breaking stops
   * one line below the frame (the rest is never drawn), so this is then the drawn lines plus one.
   */
  lineCount: number;
  /** Height of the drawn block: from the first line's ascent to the last line's descent. */
  heightMm: number;
}

/** Float slack in mm so a frame made exactly for n lines holds n lines. */
const FIT_EPSILON_MM = 1e-6;

/** Tabs become spaces; other control characters would draw as missing glyphs and are dropped. */
function normalise(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}/gu, (char) => (char === '\n' ? char : ''))
    .split('\n');
}

/**
 * Shapes and breaks a text frame's text from the font file's own metrics: the first baseline lies
 * one ascent below the frame's top, the next ones lineHeight × size apart, and a line fits when its
 * descent stays inside the frame. Everything the editor and the PDF draw of a text comes from here.
 */
export function layoutText(input: TextLayoutInput, fonts: FontLibrary): TextLayoutResult {
  const font = fonts.get(input.fontId);
  const sizeMm = input.fontSizePt * MM_PER_PT;
  const scale = sizeMm / font.unitsPerEm;
  const maxWidth = input.widthMm / scale;
  const ascentMm = font.ascent * scale;
  const descentMm = -font.descent * scale;
  const lineHeightMm = input.lineHeight * sizeMm;
  const room = input.heightMm - ascentMm - descentMm + FIT_EPSILON_MM;
  const capacity = room < 0 ? 0 : Math.floor(room / lineHeightMm) + 1;

  // Breaking stops one line past the frame's capacity: that line proves the overflow, and the text
  // after it would only be shaped to be thrown away (thousands of characters in a hostile frame).
  const broken: BrokenLine[] = [];
  for (const paragraph of normalise(input.text)) {
    if (broken.length > capacity) break;
    broken.push(...breakParagraph(font, paragraph, maxWidth, input.hyphenate, capacity + 1 - broken.length));
  }
  const fitting = Math.min(broken.length, capacity);
  const drawn = broken.slice(0, fitting);
  const overflow = fitting < broken.length || drawn.some((line) => line.forced);
  const heightMm = fitting === 0 ? 0 : ascentMm + (fitting - 1) * lineHeightMm + descentMm;
  const free = input.heightMm - heightMm;
  const offsetY = overflow ? 0 : input.verticalAlign === 'middle' ? free / 2 : input.verticalAlign === 'bottom' ? free : 0;
  const originX = input.originXMm ?? 0;
  const originY = (input.originYMm ?? 0) + offsetY;

  const lines = drawn.map((line, index): TextLine => {
    const baselineYMm = originY + ascentMm + index * lineHeightMm;
    const run = positionLine(line, input, scale, originX);
    return { baselineYMm, runs: run ? [run] : [], hyphenated: line.hyphenated };
  });
  return { lines, overflow, lineCount: broken.length, heightMm };
}

/** One run per line (a frame has one font): glyphs placed left to right, aligned and justified. */
function positionLine(line: BrokenLine, input: TextLayoutInput, scale: number, originX: number): GlyphRun | null {
  const glyphs = line.pieces.flatMap((piece, index) =>
    index === line.pieces.length - 1 ? piece.glyphs.slice(0, piece.glyphs.length - piece.trailingSpaces) : piece.glyphs,
  );
  if (glyphs.length === 0) return null;
  let natural = 0;
  for (const glyph of glyphs) natural += glyph.advance;
  const naturalMm = natural * scale;
  const spaces = glyphs.filter((glyph) => glyph.isSpace).length;
  const justify = input.align === 'justify' && !line.lastOfParagraph && spaces > 0 && naturalMm < input.widthMm;
  const extraPerSpaceMm = justify ? (input.widthMm - naturalMm) / spaces : 0;
  const widthMm = justify ? input.widthMm : naturalMm;
  const startMm = input.align === 'center' ? (input.widthMm - widthMm) / 2 : input.align === 'right' ? input.widthMm - widthMm : 0;

  let penMm = 0;
  const positioned: PositionedGlyph[] = glyphs.map((glyph) => {
    const advanceMm = glyph.advance * scale + (glyph.isSpace ? extraPerSpaceMm : 0);
    const placed = { glyphId: glyph.glyphId, xMm: penMm + glyph.xOffset * scale, yOffsetMm: -glyph.yOffset * scale, advanceMm, text: glyph.text };
    penMm += advanceMm;
    return placed;
  });
  return {
    fontId: input.fontId,
    fontSizePt: input.fontSizePt,
    xMm: originX + startMm,
    text: positioned.map((glyph) => glyph.text).join(''),
    glyphs: positioned,
    widthMm: penMm,
  };
}
