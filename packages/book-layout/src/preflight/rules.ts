import type { PreflightCode, PreflightSeverity } from './types';

/** Below this many original pixels per inch a photo blocks finishing: it prints visibly blurred. */
export const BLOCK_DPI = 100;
/** Below this a photo is soft in print: a warning the person may accept (the print resamples to 300). */
export const WARN_DPI = 200;

/**
 * Only what makes the print wrong blocks: a photo that is gone, a photo far too small, a page count
 * the binding cannot make. Everything else may be a choice (an empty frame left on purpose).
 */
export const SEVERITY: Record<PreflightCode, PreflightSeverity> = {
  MISSING_PHOTO: 'block',
  PHOTO_RESOLUTION_BLOCK: 'block',
  PAGE_COUNT: 'block',
  EMPTY_PHOTO_FRAME: 'warn',
  EMPTY_TEXT_FRAME: 'warn',
  PHOTO_RESOLUTION_WARN: 'warn',
  TEXT_OVERFLOW: 'warn',
  TEXT_OUTSIDE_SAFE_ZONE: 'warn',
};

/** Order of problems of one frame (a text may overflow and stick out at once). */
export const CODE_ORDER: PreflightCode[] = [
  'MISSING_PHOTO',
  'PHOTO_RESOLUTION_BLOCK',
  'PHOTO_RESOLUTION_WARN',
  'EMPTY_PHOTO_FRAME',
  'EMPTY_TEXT_FRAME',
  'TEXT_OVERFLOW',
  'TEXT_OUTSIDE_SAFE_ZONE',
  'PAGE_COUNT',
];
