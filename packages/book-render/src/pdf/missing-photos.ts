import type { DisplayList, LayoutResources } from '@eb/book-layout';
import { spreadAt, type BookDocument } from '@eb/book-model';

export interface MissingPhotoFrame {
  pageId: string;
  frameId: string;
}

/**
 * Print mode refuses a book whose photo frames show photos the resources do not know (deleted, or not
 * the owner's): the printer would get an empty frame. A proof draws on (it may show the gap).
 */
export class MissingPhotosError extends Error {
  override readonly name = 'MissingPhotosError';

  constructor(readonly frames: MissingPhotoFrame[]) {
    super(`${frames.length} ${frames.length === 1 ? 'Foto fehlt' : 'Fotos fehlen'} im Buch`);
  }
}

/**
 * The photo frames of spreads first … end − 1 whose photo is unknown — the rule layoutSpread applies
 * when it fills DisplayList.missingPhotos, read straight from the document, so print mode can refuse
 * before it writes a byte (no text is laid out for it).
 */
export function missingPhotoFrames(document: BookDocument, first: number, end: number, resources: Pick<LayoutResources, 'photoSize'>): MissingPhotoFrame[] {
  const missing: MissingPhotoFrame[] = [];
  for (let spreadIndex = first; spreadIndex < end; spreadIndex++) {
    for (const page of spreadAt(document, spreadIndex).pages) {
      for (const frame of page.frames) {
        if (frame.kind === 'photo' && frame.photoId && !resources.photoSize(frame.photoId)) missing.push({ pageId: page.id, frameId: frame.id });
      }
    }
  }
  return missing;
}

/** The display list's own missing photos as the error's frames (a layout handed in may differ from the document scan). */
export function missingInList(list: DisplayList): MissingPhotoFrame[] {
  return list.missingPhotos.map(({ pageId, frameId }) => ({ pageId, frameId }));
}
