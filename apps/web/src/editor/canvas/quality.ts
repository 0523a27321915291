import { BLOCK_DPI, WARN_DPI } from '@eb/book-layout';

/**
 * The print quality of a placed photo from its effective resolution at the printed size (the display
 * list's ImageDraw.effectiveDpi): sharp from 200 dpi, a warning below, bad below 100 dpi — the
 * preflight's limits (book-layout), so the frame's mark and 'Buch fertigstellen' never disagree.
 */
export type PhotoQuality = 'good' | 'warning' | 'bad';

export const GOOD_DPI = WARN_DPI;
export const BAD_BELOW_DPI = BLOCK_DPI;

export function photoQuality(effectiveDpi: number): PhotoQuality {
  if (effectiveDpi >= GOOD_DPI) return 'good';
  if (effectiveDpi >= BAD_BELOW_DPI) return 'warning';
  return 'bad';
}

/** Whole dpi as a person reads them, rounded down like the preflight's (99.6 reads 99: below the limit it missed). */
export const shownDpi = (effectiveDpi: number): number => Math.max(0, Math.floor(effectiveDpi));
