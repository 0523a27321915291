import type { BookPhoto, BookPhotos, Photo } from '@eb/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/api-client';

/**
 * GET /api/books/{id}/photos: the photos the book's document shows, whoever uploaded them (a colleague's
 * in a company book), with sizes, status and placeholder — the tray and the layout need them beside
 * the caller's own uploads. Without content hashes (BookPhoto): the editor never needs them.
 */
export const getBookPhotos = (bookId: number, signal?: AbortSignal) => apiGet<BookPhotos>(`/api/books/${bookId}/photos`, signal);

export const bookPhotosQuery = (bookId: number) =>
  queryOptions({
    queryKey: ['books', bookId, 'photos'],
    queryFn: ({ signal }) => getBookPhotos(bookId, signal),
    staleTime: 0,
  });

/**
 * The photos the editor opens with: the book's photos someone else uploaded (a colleague's in a
 * company book) first, then the caller's own uploads as listed; a photo in both only once.
 */
export function withBookPhotos(uploads: readonly Photo[], bookPhotos: readonly BookPhoto[]): BookPhoto[] {
  const own = new Set(uploads.map((photo) => photo.id));
  return [...bookPhotos.filter((photo) => !own.has(photo.id)), ...uploads];
}
