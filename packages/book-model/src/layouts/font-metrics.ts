import type { DesignFontFamily } from '@eb/catalogue/data';

/**
 * How tall one line of a family is, in ems: from the font's ascent to its descent (hhea), which is
 * what book-layout's layoutText needs before it draws a single line. The layouts choose sizes with
 * it so that a frame made for one line holds that line; book-layout cannot be imported here (it is
 * the other way round), so book-layout's spine-title.test.ts checks these against the font files.
 * Rounded up, so a size chosen from them never needs more than the frame.
 */
export const LINE_EXTENT_EM: Readonly<Record<DesignFontFamily, number>> = {
  'Cormorant Garamond': 1.212,
  Lora: 1.281,
  'Source Sans 3': 1.425,
};

/**
 * The average advance of a character in ordinary mixed-case German text (titles, names, dates), in
 * ems, of the family's widest weight, rounded up: what a title of n characters needs along its
 * lines. An estimate, not a layout (book-layout breaks the lines); all-capital text is wider.
 */
export const AVERAGE_ADVANCE_EM: Readonly<Record<DesignFontFamily, number>> = {
  'Cormorant Garamond': 0.47,
  Lora: 0.56,
  'Source Sans 3': 0.5,
};

/**
 * How full a wrapped line is on average: a line breaks before the word that does not fit, so some
 * of its width stays empty (a whole line of one text is full).
 */
export const WRAPPED_LINE_FILL = 0.85;
