import type { FontLibrary, GlyphRun, TextDraw } from '@eb/book-layout';
import { PT_PER_MM } from '@eb/book-model';
import type { PdfDoc } from './print-document';
import { withFrame } from './frame';

/** Millimetres per typographic point: the display list gives sizes in pt, the page draws in mm. */
const MM_PER_PT = 1 / PT_PER_MM;

/** What pdfkit's EmbeddedFont keeps and we fill ourselves (pdfkit 0.20.2, js/pdfkit.js: EmbeddedFont). */
interface EmbeddedFont {
  id: string;
  font: { unitsPerEm: number; getGlyph(id: number): { advanceWidth: number; codePoints: number[] } };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  ref(): unknown;
}

interface DocInternals {
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown> };
}

/**
 * Text exactly as the layout set it: every glyph id at its position from the display list, written
 * as TJ arrays of the subset font, so pdfkit never shapes, measures or wraps anything itself. The
 * ToUnicode map gets each glyph's characters, so the text stays extractable (pdftotext, search).
 */
export function drawText(doc: PdfDoc, fonts: FontLibrary, draw: TextDraw): void {
  if (draw.lines.length === 0) return;
  withFrame(doc, draw.clip, draw.rotationDeg, () => {
    doc.fillColor(draw.color);
    for (const line of draw.lines) {
      for (const run of line.runs) drawGlyphRun(doc, fonts, run, line.baselineYMm);
    }
  });
}

export function drawGlyphRun(doc: PdfDoc, fonts: FontLibrary, run: GlyphRun, baselineYMm: number): void {
  if (run.glyphs.length === 0) return;
  const font = useFont(doc, fonts, run.fontId);
  const internals = doc as unknown as DocInternals;
  internals.page.fonts[font.id] ??= font.ref();
  const size = run.fontSizePt * MM_PER_PT;
  /** mm in text space → TJ adjustment units (thousandths of the font size, positive moves left). */
  const toAdjust = (mm: number): number => (-mm / size) * 1000;

  doc.addContent('BT');
  doc.addContent(`/${font.id} ${num(size)} Tf`);
  let index = 0;
  // A glyph with its own vertical offset (marks) starts a new text matrix; otherwise one TJ per run.
  while (index < run.glyphs.length) {
    const first = run.glyphs[index]!;
    const yOffset = first.yOffsetMm;
    // The page draws with y pointing down; flipping the text matrix keeps glyphs upright.
    doc.addContent(`1 0 0 -1 ${num(run.xMm + first.xMm)} ${num(baselineYMm + yOffset)} Tm`);
    const parts: string[] = [];
    let hex = '';
    let pen = first.xMm;
    for (; index < run.glyphs.length && run.glyphs[index]!.yOffsetMm === yOffset; index++) {
      const glyph = run.glyphs[index]!;
      const gap = glyph.xMm - pen;
      if (Math.abs(gap) > 1e-5) {
        if (hex) parts.push(`<${hex}>`);
        hex = '';
        parts.push(num(toAdjust(gap)));
      }
      const code = encodeGlyph(font, glyph.glyphId, glyph.text);
      hex += code.hex;
      pen = glyph.xMm + (code.width / 1000) * size;
    }
    if (hex) parts.push(`<${hex}>`);
    doc.addContent(`[${parts.join(' ')}] TJ`);
  }
  doc.addContent('ET');
}

/** The subset's code for a glyph, with the width and characters the PDF's font dictionary must list. */
function encodeGlyph(font: EmbeddedFont, glyphId: number, text: string): { hex: string; width: number } {
  const code = font.subset.includeGlyph(glyphId);
  if (font.widths[code] == null) {
    const glyph = font.font.getGlyph(glyphId);
    font.widths[code] = glyph.advanceWidth * font.scale;
    const fromText = [...text].map((char) => char.codePointAt(0)!);
    font.unicode[code] = fromText.length > 0 ? fromText : glyph.codePoints;
  }
  return { hex: code.toString(16).padStart(4, '0'), width: font.widths[code] };
}

const registered = new WeakMap<PdfDoc, Set<string>>();

/** pdfkit takes the fontkit font itself (the one the layout measured with) and subsets it on end(). */
function useFont(doc: PdfDoc, fonts: FontLibrary, fontId: string): EmbeddedFont {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(fontId)) {
    doc.registerFont(fontId, fonts.get(fontId) as never);
    names.add(fontId);
  }
  doc.font(fontId);
  return (doc as unknown as DocInternals)._font;
}

/** Numbers as pdfkit writes them: at most six decimals, never exponent notation. */
export function num(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
