import type { DesignRecord } from '@eb/catalogue/data';
import { PT_PER_MM, type TextFrame, type TextStyle } from '@eb/book-model';

/** What the text inspector offers: the design's own styles, sizes in points, its ink colours. */

/** The sizes the size list offers (pt); a frame's own size joins them when it is not one of these. */
export const FONT_SIZES_PT = [6, 7, 8, 9, 10, 10.5, 11, 12, 13, 14, 16, 18, 20, 22, 24, 28, 32, 36, 40, 48, 60, 72] as const;
const MIN_PT = 4;
const MAX_PT = 200;

export function sizeChoices(current: number): number[] {
  return [...new Set([...FONT_SIZES_PT, current])].sort((a, b) => a - b);
}

/** The next size of the list up (+1) or down (−1) from the current one, within the document's limits. */
export function stepSize(current: number, direction: 1 | -1): number {
  const sizes = FONT_SIZES_PT as readonly number[];
  const next = direction > 0 ? sizes.find((size) => size > current + 1e-9) : [...sizes].reverse().find((size) => size < current - 1e-9);
  return Math.min(MAX_PT, Math.max(MIN_PT, next ?? current));
}

export interface PaletteColour {
  color: string;
  /** i18n key under editor.inspector.colours */
  nameKey: 'text' | 'muted' | 'accent' | 'white' | 'black';
}

/** The design's inks (main text, the quieter ink of dates, the accent of names), then white and black. */
export function paletteOf(design: DesignRecord): PaletteColour[] {
  const { textColor, styles } = design.typography;
  const candidates: PaletteColour[] = [
    { color: textColor, nameKey: 'text' },
    { color: styles.dates.color ?? textColor, nameKey: 'muted' },
    { color: styles.title.color ?? textColor, nameKey: 'accent' },
    { color: '#ffffff', nameKey: 'white' },
    { color: '#000000', nameKey: 'black' },
  ];
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const key = candidate.color.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Another kind of text takes that style's size and ink from the design (as a fresh layout would set
 * it), never taller than one line of the frame.
 */
export function formatForStyle(design: DesignRecord, frame: Pick<TextFrame, 'heightMm'>, style: TextStyle) {
  const record = design.typography.styles[style];
  const fits = (frame.heightMm * PT_PER_MM) / record.lineHeight;
  const fontSizePt = Math.max(MIN_PT, Math.floor(Math.min(record.sizePt, fits) * 2) / 2);
  return { style, fontSizePt, color: record.color ?? design.typography.textColor };
}
