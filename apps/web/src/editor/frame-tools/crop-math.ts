import { MM_PER_INCH } from '@eb/book-layout';
import { clampCrop, photoAspectOf, type Crop } from '@eb/book-model';
import { BAD_BELOW_DPI } from '../canvas/quality';

/**
 * The arithmetic of crop mode: pan, zoom and pinch turned into crops that are always valid. A crop is
 * normalised to the upright photo and keeps the frame's shape (the stored crop's photo aspect is the
 * reference, crop-shape.ts), so only its width is free: the height follows from it. Every step is
 * computed from the crop at the start of the gesture, so a long drag does not drift.
 */

export interface CropFrame {
  widthMm: number;
  heightMm: number;
}

export interface CropLimits {
  /** Width / height of the upright photo (read from the frame and its stored crop). */
  photoAspect: number;
  /** The widest crop with the frame's shape (the whole photo one way: zoom 1). */
  maxWidth: number;
  /** The narrowest crop allowed (the strongest zoom). */
  minWidth: number;
}

/** Zooming in further would print the photo below this resolution: blurry (the 'bad' quality mark). */
export const MIN_CROP_DPI = BAD_BELOW_DPI;
/** Without the photo's pixel size (still processing), at most this much zoom. */
const FALLBACK_MAX_ZOOM = 8;

/**
 * How far a crop may zoom in this frame: out to the whole photo (one side), in until the photo would
 * print below MIN_CROP_DPI — never into single pixels; a photo already below it keeps zoom 1.
 */
export function cropLimits(frame: CropFrame, crop: Crop, photoWidthPx: number | null): CropLimits {
  const photoAspect = photoAspectOf(frame, crop);
  const frameAspect = frame.widthMm / frame.heightMm;
  // height = width * photoAspect / frameAspect must stay ≤ 1, as must the width.
  const maxWidth = Math.min(1, frameAspect / photoAspect);
  const byDpi = photoWidthPx && photoWidthPx > 0 ? (MIN_CROP_DPI * frame.widthMm) / MM_PER_INCH / photoWidthPx : maxWidth / FALLBACK_MAX_ZOOM;
  const onePixel = photoWidthPx && photoWidthPx > 0 ? 1 / photoWidthPx : 0;
  const minWidth = Math.min(maxWidth, Math.max(byDpi, onePixel));
  return { photoAspect, maxWidth, minWidth };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const heightOf = (width: number, frame: CropFrame, limits: CropLimits) => (width * limits.photoAspect * frame.heightMm) / frame.widthMm;

/** A crop of this width with its top left at (x, y), pushed inside the photo and given the frame's exact shape. */
function settle(x: number, y: number, width: number, frame: CropFrame, limits: CropLimits): Crop {
  const w = clamp(width, limits.minWidth, limits.maxWidth);
  const h = Math.min(1, heightOf(w, frame, limits));
  return clampCrop({ x: clamp(x, 0, 1 - w), y: clamp(y, 0, 1 - h), width: w, height: h });
}

/** Zoom as the person sees it: 1 shows as much of the photo as fits, larger shows less. */
export const zoomOf = (crop: Crop, limits: CropLimits): number => limits.maxWidth / crop.width;
export const maxZoomOf = (limits: CropLimits): number => limits.maxWidth / limits.minWidth;

/**
 * Moves the photo inside the frame by (dx, dy), given as fractions of the frame's width and height
 * (a drag to the right by half the frame: dx = 0.5): the photo follows the finger, so the crop moves
 * the other way.
 */
export function panCrop(start: Crop, dx: number, dy: number, frame: CropFrame, limits: CropLimits): Crop {
  return settle(start.x - dx * start.width, start.y - dy * start.height, start.width, frame, limits);
}

/**
 * Zooms to `zoom` (zoomOf's scale) keeping the photo's point under the anchor where it is; the
 * anchor is a fraction of the frame (0.5, 0.5 is its centre).
 */
export function zoomCropTo(start: Crop, zoom: number, anchor: { x: number; y: number }, frame: CropFrame, limits: CropLimits): Crop {
  const width = clamp(limits.maxWidth / zoom, limits.minWidth, limits.maxWidth);
  const height = heightOf(width, frame, limits);
  const pointX = start.x + anchor.x * start.width;
  const pointY = start.y + anchor.y * start.height;
  return settle(pointX - anchor.x * width, pointY - anchor.y * height, width, frame, limits);
}

/** Zooms by a factor (> 1 closer) about the anchor. */
export function zoomCropBy(start: Crop, factor: number, anchor: { x: number; y: number }, frame: CropFrame, limits: CropLimits): Crop {
  return zoomCropTo(start, zoomOf(start, limits) * factor, anchor, frame, limits);
}

export interface PinchPoint {
  /** Midpoint of the two fingers, as fractions of the frame. */
  x: number;
  y: number;
  /** Distance between the fingers in screen pixels. */
  distance: number;
}

/**
 * Two fingers: the photo point under their midpoint at the start stays under their midpoint now,
 * scaled by how far they spread apart.
 */
export function pinchCrop(start: Crop, from: PinchPoint, to: PinchPoint, frame: CropFrame, limits: CropLimits): Crop {
  const factor = from.distance > 0 ? to.distance / from.distance : 1;
  const width = clamp(start.width / factor, limits.minWidth, limits.maxWidth);
  const height = heightOf(width, frame, limits);
  const pointX = start.x + from.x * start.width;
  const pointY = start.y + from.y * start.height;
  return settle(pointX - to.x * width, pointY - to.y * height, width, frame, limits);
}

/** Where the whole photo lies relative to the frame (fractions of the frame), so that the crop fills it. */
export function photoPlacement(crop: Crop): { x: number; y: number; width: number; height: number } {
  return { x: -crop.x / crop.width, y: -crop.y / crop.height, width: 1 / crop.width, height: 1 / crop.height };
}
