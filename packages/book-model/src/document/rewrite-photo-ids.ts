import type { BookDocument, Page } from './schema';

/**
 * The document with its photo ids replaced (a shared book's copy shows the recipient's own photo
 * rows, never the sharer's): a frame whose photo is in `idFor` shows the mapped id with the same
 * crop; a frame whose photo is not (gone, still processing, refused) is left empty, so the copy never
 * names a photo that is not the recipient's. Pure: the given document is not changed.
 */
export function rewritePhotoIds(document: BookDocument, idFor: ReadonlyMap<string, string>): BookDocument {
  const page = <P extends Page>(source: P): P => ({
    ...source,
    frames: source.frames.map((frame) => {
      if (frame.kind !== 'photo' || frame.photoId === null) return frame;
      const mapped = idFor.get(frame.photoId);
      return mapped ? { ...frame, photoId: mapped } : { ...frame, photoId: null, crop: null };
    }),
  });
  return {
    ...document,
    cover: { ...document.cover, back: page(document.cover.back), spine: page(document.cover.spine), front: page(document.cover.front) },
    spreads: document.spreads.map((spread) => ({ ...spread, pages: spread.pages.map(page) })),
  };
}
