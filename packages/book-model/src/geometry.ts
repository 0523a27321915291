/**
 * Page geometry in millimetres, shared by the editor's screen and the print PDF so both agree on
 * where the paper is cut. Bleed is the printer's 3 mm; the safe zone keeps text away from the cut.
 */
export const BLEED_MM = 3;
export const SAFE_MARGIN_MM = 10;

export interface Size {
  widthMm: number;
  heightMm: number;
}

export interface Box {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

export interface PageGeometry {
  trim: Size;
  /** The whole printed sheet: trim plus bleed on every side. */
  bleedBox: Box;
  /** Trim box inside the bleed box. */
  trimBox: Box;
  /** Where text and faces are safe from the cut. */
  safeBox: Box;
}

export function pageGeometry(trim: Size): PageGeometry {
  return {
    trim,
    bleedBox: { xMm: 0, yMm: 0, widthMm: trim.widthMm + 2 * BLEED_MM, heightMm: trim.heightMm + 2 * BLEED_MM },
    trimBox: { xMm: BLEED_MM, yMm: BLEED_MM, widthMm: trim.widthMm, heightMm: trim.heightMm },
    safeBox: {
      xMm: BLEED_MM + SAFE_MARGIN_MM,
      yMm: BLEED_MM + SAFE_MARGIN_MM,
      widthMm: trim.widthMm - 2 * SAFE_MARGIN_MM,
      heightMm: trim.heightMm - 2 * SAFE_MARGIN_MM,
    },
  };
}

/** Paper thickness per printed page, by binding; a first estimate until the printer's table is in. */
const PAGE_THICKNESS_MM = { softcover: 0.12, hardcover: 0.2 } as const;
const COVER_BOARD_MM = { softcover: 0.3, hardcover: 2.5 } as const;

export type Binding = keyof typeof PAGE_THICKNESS_MM;

export function spineWidthMm(pages: number, binding: Binding): number {
  const width = pages * PAGE_THICKNESS_MM[binding] + 2 * COVER_BOARD_MM[binding];
  return Math.round(width * 10) / 10;
}
