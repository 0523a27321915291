/**
 * The print resolution: photos are resampled to this many original pixels per inch at their placed
 * size, and a photo placed with fewer is listed in the display list's lowResolution. book-render's PDF
 * uses this constant too, so the warning and the print agree.
 */
export const PRINT_DPI = 300;

export const MM_PER_INCH = 25.4;
