/**
 * The print quality of a placed photo from its effective resolution at the printed size (the display
 * list's ImageDraw.effectiveDpi): sharp from 200 dpi, a warning below, bad below 100 dpi.
 */
export type PhotoQuality = 'good' | 'warning' | 'bad';

export const GOOD_DPI = 200;
export const BAD_BELOW_DPI = 100;

export function photoQuality(effectiveDpi: number): PhotoQuality {
  if (effectiveDpi >= GOOD_DPI) return 'good';
  if (effectiveDpi >= BAD_BELOW_DPI) return 'warning';
  return 'bad';
}

/** Whole dpi as a person reads them (never '149.7 dpi'). */
export const shownDpi = (effectiveDpi: number): number => Math.max(0, Math.round(effectiveDpi));
