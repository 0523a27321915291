import type { Database, Executor } from '../../db/client';
import { photosUsedByBooks } from '../books';
import { createPhotosRepository, type PhotosRepository } from './photos-repository';

/**
 * Whether a book uses the photo: such a photo cannot be removed. A photo is in use while the
 * current document of any book shows it — its owner's books, and a colleague's copy of one of them
 * (the books module keeps which photos each document shows, written with the document).
 *
 * In the removal's transaction: the photo is locked first, so a document save that is adding it
 * (which holds it with a share lock, photosOwnedBy) ends before the question is asked, and one that
 * comes later finds the photo gone. Either the removal sees the use or the save sees no photo.
 */
export async function photoInUse(photos: PhotosRepository, tx: Executor, photoId: string): Promise<boolean> {
  await photos.lockForRemoval(photoId, tx);
  return (await photosInUse(tx, [photoId])).has(photoId);
}

/** The photos among these that a book uses (one question for a whole list). */
export function photosInUse(db: Executor, photoIds: readonly string[]): Promise<Set<string>> {
  return photosUsedByBooks(db, photoIds);
}

// Photo ids are UUIDs; any other text names no photo (and must not reach a uuid column as a query error).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For the books module (injected there): which of these ids are photos of the person that a book
 * may show. Anything else — someone else's photo, a refused one, an unknown id — is not. Given the
 * saving transaction, the photos found stay locked against removal until it ends.
 */
export const photosOwnedBy =
  (db: Database) =>
  (ownerUserId: string, photoIds: readonly string[], tx?: Executor): Promise<Set<string>> =>
    createPhotosRepository(db).ownUsableIdsAmong(ownerUserId, [...new Set(photoIds)].filter((id) => UUID.test(id)), tx);
