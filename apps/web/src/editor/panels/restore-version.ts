import { photoIdsOf, transaction, type BookDocument, type Command } from '@eb/book-model';

/**
 * Bringing back an earlier version as one undo step: its content, and every photo it shows that the
 * editor no longer knows (deleted since, or never the book's) taken out of its frames at once —
 * otherwise the frames would stay grey and the next save would be refused (PHOTO_NOT_OWNED).
 */
export function restoreCommand(version: BookDocument, knownPhotos: ReadonlyMap<string, unknown>): { command: Command; missingPhotos: number } {
  const missing = [...photoIdsOf(version)].filter((photoId) => !knownPhotos.has(photoId));
  const replace: Command = { type: 'replaceContent', cover: version.cover, spreads: version.spreads };
  if (missing.length === 0) return { command: replace, missingPhotos: 0 };
  return { command: transaction([replace, ...missing.map((photoId): Command => ({ type: 'forgetPhoto', photoId }))]), missingPhotos: missing.length };
}
