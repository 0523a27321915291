import type { Font } from 'fontkit';
import { TextCache } from './text-cache';

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

/**
 * One budget for all fonts: at about 100 bytes of glyphs per character, 1 million characters of keys
 * hold some 100 MB at most, while a 96-page book needs a tenth of that.
 */
export const CACHE_CHARACTER_LIMIT = 1_000_000;
/** Longer runs are shaped but not kept. */
export const MAX_CACHED_RUN = 1_000;

// Keys are the font's number, NUL and the text.
const cache = new TextCache<Shaped>(CACHE_CHARACTER_LIMIT, MAX_CACHED_RUN + 16);
const fontKeys = new WeakMap<Font, string>();
let nextFontKey = 0;
const fontKey = (font: Font): string => {
  let key = fontKeys.get(font);
  if (key === undefined) fontKeys.set(font, (key = `${nextFontKey++}\u0000`));
  return key;
};

/** What the shaping cache holds (tests check its bound). */
export const shapeCacheSize = (): { entries: number; characters: number } => cache.size;

/**
 * Shapes a piece of text with fontkit's default features (kerning, ligatures, marks) and caches it
 * per font: a book repeats its words, and a 96-page layout shapes each distinct word once.
 */
export function shape(font: Font, text: string): Shaped {
  const key = text.length > MAX_CACHED_RUN ? undefined : fontKey(font) + text;
  const hit = key === undefined ? undefined : cache.get(key);
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
  if (key !== undefined) cache.set(key, shaped);
  return shaped;
}
