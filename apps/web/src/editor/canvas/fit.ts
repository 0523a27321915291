/**
 * The view's geometry: how many screen pixels a millimetre of the spread takes. Zoom 1 fits the whole
 * spread (with its bleed) into the stage; the store's zoom multiplies that, and the stage scrolls.
 */
export interface StageSize {
  width: number;
  height: number;
}

/** Pixels per millimetre that fit a view of this size into the stage, leaving `paddingPx` all round. */
export function fitScale(stage: StageSize, view: { widthMm: number; heightMm: number }, paddingPx: number): number {
  const width = Math.max(1, stage.width - 2 * paddingPx);
  const height = Math.max(1, stage.height - 2 * paddingPx);
  if (!(view.widthMm > 0 && view.heightMm > 0)) return 1;
  return Math.min(width / view.widthMm, height / view.heightMm);
}

/** Room around the spread at zoom 1: calm on a large stage, every pixel on a phone or a short tablet stage. */
export function stagePadding(stage: StageSize): number {
  return Math.round(Math.min(28, Math.max(8, Math.min(stage.width, stage.height) * 0.05)));
}

/** The zoom steps the buttons and +/− go through; 1 is 'fit'. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

/** The next step up (direction 1) or down (−1) from a zoom that may lie between steps; the end stays. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const epsilon = 1e-6;
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + epsilon) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - epsilon) ?? ZOOM_STEPS[0]!;
}

export const canZoom = (zoom: number, direction: 1 | -1): boolean => nextZoom(zoom, direction) !== zoom;

/** Zoom as the toolbar shows it: '100 %'. */
export const zoomPercent = (zoom: number): number => Math.round(zoom * 100);
