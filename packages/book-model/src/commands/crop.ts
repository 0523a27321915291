import type { Crop } from '../document/schema';

/**
 * Crop arithmetic. A crop is normalised to the upright original (0..1 both ways) and shows exactly the
 * frame's aspect, so the photo's own aspect can be read back from a frame and its crop: no pixel size
 * needs to be stored on the frame.
 */

interface FrameSize {
  widthMm: number;
  heightMm: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The crop inside the unit square: arithmetic on fractions can land a hair outside (x = -1e-17,
 * x + width = 1 + 2e-16), and renderers cut whole pixels from these numbers. Size first (at most the
 * whole photo), then the position so that the crop ends at the photo's edge at the latest.
 */
export function clampCrop(crop: Crop): Crop {
  const width = clamp(crop.width, Number.MIN_VALUE, 1);
  const height = clamp(crop.height, Number.MIN_VALUE, 1);
  return { x: clamp(crop.x, 0, 1 - width), y: clamp(crop.y, 0, 1 - height), width, height };
}

/** The largest centred crop of a photo (width / height = photoAspect) that fills a frame. */
export function fillCrop(photoAspect: number, frame: FrameSize): Crop {
  const frameAspect = frame.widthMm / frame.heightMm;
  if (photoAspect > frameAspect) {
    const width = frameAspect / photoAspect;
    return clampCrop({ x: (1 - width) / 2, y: 0, width, height: 1 });
  }
  const height = photoAspect / frameAspect;
  return clampCrop({ x: 0, y: (1 - height) / 2, width: 1, height });
}

export const photoAspectOf = (frame: FrameSize, crop: Crop): number => (frame.widthMm / frame.heightMm) * (crop.height / crop.width);

/**
 * The crop for the same photo in a frame of another shape: the same centre and about the same zoom
 * (same share of the photo), shrunk where the new shape would reach past the photo's edge.
 */
export function refitCrop(crop: Crop, from: FrameSize, to: FrameSize): Crop {
  const photoAspect = photoAspectOf(from, crop);
  const toAspect = to.widthMm / to.heightMm;
  // In units where the photo is photoAspect wide and 1 high, a crop keeps its area.
  const area = crop.width * photoAspect * crop.height;
  let height = Math.sqrt(area / toAspect);
  let width = height * toAspect;
  const shrink = Math.max(width / photoAspect, height, 1);
  height /= shrink;
  width /= shrink;
  const normalisedWidth = Math.min(1, width / photoAspect);
  const normalisedHeight = Math.min(1, height);
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return clampCrop({ x: centreX - normalisedWidth / 2, y: centreY - normalisedHeight / 2, width: normalisedWidth, height: normalisedHeight });
}
