import type { BookDocument, Crop, Frame } from '../document/schema';
import { allPages } from './access';
import { photoAspectOf } from './crop';
import { CommandError } from './types';

/**
 * A crop must have its frame's shape in photo pixels: no pixel size is stored on a frame, so the
 * photo's aspect is read back from frame and crop (photoAspectOf), and swap, resize and applyLayout
 * work from it. A crop of another shape gives them a wrong photo aspect, and the layout narrows it
 * silently, so the print would differ from the stored crop. The reference is the aspect the photo
 * already has in the book (its current crop, or another frame holding it).
 */

/** Relative slack (0.5 %): previews are resized originals, and an editor rounds its numbers. */
export const CROP_ASPECT_TOLERANCE = 0.005;
/** Below this the crop is kept exactly as given (undo must give back the very same numbers). */
const EXACT = 1e-9;

interface FrameSize {
  widthMm: number;
  heightMm: number;
}

const mismatch = (aspect: number, reference: number): number => Math.abs(aspect / reference - 1);

export const cropShapeError = () => new CommandError('Der Ausschnitt hat nicht die Form des Rahmens.', 'CROP_SHAPE');

/**
 * The crop with the shape this photo (width / height = photoAspect) needs in the frame: refused when it
 * is off by more than the tolerance, else narrowed about its centre to the exact shape (narrowing
 * keeps it inside the photo).
 */
export function fitCropShape(crop: Crop, photoAspect: number, frame: FrameSize): Crop {
  const off = mismatch(photoAspectOf(frame, crop), photoAspect);
  if (off > CROP_ASPECT_TOLERANCE) throw cropShapeError();
  if (off <= EXACT) return crop;
  // Normalised height / width of a crop that shows the frame's aspect of this photo.
  const ratio = photoAspect / (frame.widthMm / frame.heightMm);
  const width = crop.height / crop.width > ratio ? crop.width : crop.height / ratio;
  const height = crop.height / crop.width > ratio ? crop.width * ratio : crop.height;
  return { x: crop.x + (crop.width - width) / 2, y: crop.y + (crop.height - height) / 2, width, height };
}

/** The photo aspect each placed photo has in the document (from the first frame holding it), frames in `except` left out. */
export function photoAspects(document: BookDocument, except: ReadonlySet<string> = new Set()): Map<string, number> {
  const aspects = new Map<string, number>();
  for (const page of allPages(document)) {
    for (const frame of page.frames) {
      if (frame.kind !== 'photo' || !frame.photoId || !frame.crop || except.has(frame.id) || aspects.has(frame.photoId)) continue;
      aspects.set(frame.photoId, photoAspectOf(frame, frame.crop));
    }
  }
  return aspects;
}

/**
 * Frames coming in from outside (addFrame, restoreFrames, restorePage) must crop a photo the book
 * already holds with the same photo aspect as its other frames, and agree with each other. `replaced`:
 * frames about to go (a restored page's current ones), no reference.
 */
export function checkCropShapes(document: BookDocument, frames: readonly Frame[], replaced: readonly Frame[] = []): void {
  const aspects = photoAspects(document, new Set([...frames, ...replaced].map((frame) => frame.id)));
  for (const frame of frames) {
    if (frame.kind !== 'photo' || !frame.photoId || !frame.crop) continue;
    const aspect = photoAspectOf(frame, frame.crop);
    const reference = aspects.get(frame.photoId);
    if (reference === undefined) aspects.set(frame.photoId, aspect);
    else if (mismatch(aspect, reference) > CROP_ASPECT_TOLERANCE) throw cropShapeError();
  }
}
