import { cropSchema, type BookDocument, type PhotoFrame } from '../document/schema';
import { allPages, findFrameOfKind, replaceFrame, requireId } from './access';
import { clampCrop, fillCrop, photoAspectOf, refitCrop } from './crop';
import { fitCropShape } from './crop-shape';
import { CommandError, type CommandOf, type CommandResult } from './types';

const restore = (...frames: PhotoFrame[]) => ({ type: 'restoreFrames' as const, frames });

export function placePhoto(document: BookDocument, command: CommandOf<'placePhoto'>): CommandResult {
  const { frame } = findFrameOfKind(document, command.frameId, 'photo');
  const { photo } = command;
  requireId(photo?.id, 'Die Foto-Id');
  if (!isPixelSize(photo.widthPx) || !isPixelSize(photo.heightPx)) throw new CommandError('Die Größe des Fotos ist ungültig.', 'INVALID_PHOTO');
  const placed: PhotoFrame = { ...frame, photoId: photo.id, crop: fillCrop(photo.widthPx / photo.heightPx, frame) };
  return { document: replaceFrame(document, placed), inverse: restore(frame) };
}

const isPixelSize = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 100_000;

export function removePhoto(document: BookDocument, command: CommandOf<'removePhoto'>): CommandResult {
  const { frame } = findFrameOfKind(document, command.frameId, 'photo');
  return { document: replaceFrame(document, { ...frame, photoId: null, crop: null }), inverse: restore(frame) };
}

/** Each photo moves into the other frame with the same centre and zoom, cropped to that frame's shape. */
export function swapPhotos(document: BookDocument, command: CommandOf<'swapPhotos'>): CommandResult {
  if (command.frameIdA === command.frameIdB) throw new CommandError('Bitte zwei verschiedene Fotorahmen wählen.', 'SAME_FRAME');
  const a = findFrameOfKind(document, command.frameIdA, 'photo').frame;
  const b = findFrameOfKind(document, command.frameIdB, 'photo').frame;
  const moved = (from: PhotoFrame, to: PhotoFrame): PhotoFrame => ({
    ...to,
    photoId: from.photoId,
    crop: from.photoId && from.crop ? refitCrop(from.crop, from, to) : null,
  });
  const swapped = replaceFrame(replaceFrame(document, moved(b, a)), moved(a, b));
  return { document: swapped, inverse: restore(a, b) };
}

export function setCrop(document: BookDocument, command: CommandOf<'setCrop'>): CommandResult {
  const { frame } = findFrameOfKind(document, command.frameId, 'photo');
  if (!frame.photoId) throw new CommandError('Dieser Rahmen hat noch kein Foto.', 'NO_PHOTO');
  const parsed = cropSchema.safeParse(command.crop);
  if (!parsed.success) throw new CommandError('Der Ausschnitt liegt außerhalb des Fotos.', 'INVALID_CROP');
  const inverse = frame.crop ? { type: 'setCrop' as const, frameId: frame.id, crop: frame.crop } : restore(frame);
  // The schema lets a crop reach past the edge by 1e-9 (rounding in the editor): stored inside.
  let crop = clampCrop(parsed.data);
  // The crop keeps the frame's shape in photo pixels (crop-shape.ts); the photo's aspect is the one
  // its current crop shows. A frame holding a photo without a crop is invalid already: nothing to compare.
  if (frame.crop) crop = fitCropShape(crop, photoAspectOf(frame, frame.crop), frame);
  return { document: replaceFrame(document, { ...frame, crop }), inverse };
}

/**
 * Takes a photo out of every frame (the photo was deleted from the uploads). Housekeeping, not the
 * person's edit: it never enters undo history, or undo would bring back a photo that no longer exists.
 */
export function forgetPhoto(document: BookDocument, command: CommandOf<'forgetPhoto'>): CommandResult {
  const changed: PhotoFrame[] = [];
  let next = document;
  for (const page of allPages(document)) {
    for (const frame of page.frames) {
      if (frame.kind === 'photo' && frame.photoId === command.photoId) {
        changed.push(frame);
        next = replaceFrame(next, { ...frame, photoId: null, crop: null });
      }
    }
  }
  return { document: next, inverse: restore(...changed) };
}
