import type { Font } from 'fontkit';

/** A glyph as shaped, in font units (independent of the size, so one cache serves every size). */
export interface ShapedGlyph {
  glyphId: number;
  /** Advance after GPOS kerning. */
  advance: number;
  xOffset: number;
  /** Up is positive, as in the font. */
  yOffset: number;
  text: string;
  /** A breaking space (U+0020): justification widens these, a line's end drops them. */
  isSpace: boolean;
}

export interface Shaped {
  text: string;
  glyphs: ShapedGlyph[];
  /** Sum of the advances. */
  advance: number;
  /** The advance without trailing spaces: what must fit when the piece ends a line. */
  visibleAdvance: number;
  /** How many glyphs at the end are spaces. */
  trailingSpaces: number;
}

const CACHE_LIMIT = 50_000;
const caches = new WeakMap<Font, Map<string, Shaped>>();

/**
 * Shapes a piece of text with fontkit's default features (kerning, ligatures, marks) and caches it
 * per font: a book repeats its words, and a 96-page layout shapes each distinct word once.
 */
export function shape(font: Font, text: string): Shaped {
  let cache = caches.get(font);
  if (!cache) caches.set(font, (cache = new Map()));
  const hit = cache.get(text);
  if (hit) return hit;
  const run = font.layout(text);
  const glyphs: ShapedGlyph[] = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const glyphText = String.fromCodePoint(...glyph.codePoints);
    return {
      glyphId: glyph.id,
      advance: position?.xAdvance ?? glyph.advanceWidth,
      xOffset: position?.xOffset ?? 0,
      yOffset: position?.yOffset ?? 0,
      text: glyphText,
      isSpace: glyphText === ' ',
    };
  });
  let advance = 0;
  for (const glyph of glyphs) advance += glyph.advance;
  let trailingSpaces = 0;
  let visibleAdvance = advance;
  for (let index = glyphs.length - 1; index >= 0 && glyphs[index]!.isSpace; index--) {
    trailingSpaces++;
    visibleAdvance -= glyphs[index]!.advance;
  }
  const shaped = { text, glyphs, advance, visibleAdvance, trailingSpaces };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, shaped);
  return shaped;
}
