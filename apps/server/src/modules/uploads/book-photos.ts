import type { BookPhoto } from '@eb/api-contract';
import type { SignedInCaller } from '../auth/authentication';
import type { PhotosOfBooks } from './photo-access';
import { bookPhotoOf } from './photo-view';
import type { PhotosRepository } from './photos-repository';

// Photo ids are UUIDs; anything else a book document names is no photo (and must not reach a uuid column).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/books/{id}/photos: the kept photos (processing or ready) the book's current document
 * shows, whoever uploaded them, for whoever may open the book (404 for anyone else, the book's own
 * answer). Refused photos are left out: their files are gone, and the editor treats a missing
 * photo as missing. Never a content hash (bookPhotoOf).
 */
export async function photosOfBook(deps: { photos: PhotosRepository; books: PhotosOfBooks }, caller: SignedInCaller, bookId: number): Promise<BookPhoto[]> {
  const ids = await deps.books.photoIdsOfBook(caller.userId, bookId, caller.account);
  const rows = await deps.photos.findKeptAmong(ids.filter((id) => UUID.test(id)));
  // Shown by this book, so in use by definition.
  return rows.map((row) => bookPhotoOf(row, true));
}
