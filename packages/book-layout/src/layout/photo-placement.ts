import { clampCrop, type Box, type Crop } from '@eb/book-model';
import { MM_PER_INCH } from './print-resolution';

export interface PhotoPlacement {
  /** Where the whole upright original lands. */
  placement: Box;
  /** The part of the original visible in the frame. */
  crop: Crop;
  /** Original pixels per inch at the placed size. */
  effectiveDpi: number;
}

/**
 * Places a photo so that its crop fills the frame. The photo is scaled uniformly (never distorted):
 * when the crop's shape differs from the frame's (a frame resized without a new crop), the crop is
 * narrowed about its centre to the frame's shape, and the visible crop is answered. A null crop
 * shows the middle of the whole photo.
 */
export function placePhoto(frame: Box, crop: Crop | null, photo: { widthPx: number; heightPx: number }): PhotoPlacement {
  const wanted = crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const cropWidthPx = wanted.width * photo.widthPx;
  const cropHeightPx = wanted.height * photo.heightPx;
  // Millimetres per original pixel: the larger of the two, so the frame is covered both ways.
  const mmPerPx = Math.max(frame.widthMm / cropWidthPx, frame.heightMm / cropHeightPx);
  const visibleWidth = frame.widthMm / mmPerPx / photo.widthPx;
  const visibleHeight = frame.heightMm / mmPerPx / photo.heightPx;
  // Clamped: the division above lands a hair outside the photo (x = -1e-16, width = 1 + 2e-16) when
  // the crop already has the frame's shape; renderers cut whole pixels from these numbers.
  const visible: Crop = clampCrop({
    x: wanted.x + (wanted.width - visibleWidth) / 2,
    y: wanted.y + (wanted.height - visibleHeight) / 2,
    width: visibleWidth,
    height: visibleHeight,
  });
  const placement: Box = {
    xMm: frame.xMm - visible.x * photo.widthPx * mmPerPx,
    yMm: frame.yMm - visible.y * photo.heightPx * mmPerPx,
    widthMm: photo.widthPx * mmPerPx,
    heightMm: photo.heightPx * mmPerPx,
  };
  return { placement, crop: visible, effectiveDpi: Math.round((MM_PER_INCH / mmPerPx) * 10) / 10 };
}
