import { bookDocumentSchema, type BookDocument } from '@eb/book-model';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/api-client';

/**
 * GET /api/books/{id}/document/versions/{version}: the document of one kept version, in the current
 * schema (404 'Diese Fassung gibt es nicht (mehr).' once thinned away). Parsed before the editor
 * hands its cover and spreads to the replaceContent command.
 */
export async function getDocumentVersion(bookId: number, version: number, signal?: AbortSignal): Promise<BookDocument> {
  return bookDocumentSchema.parse(await apiGet<unknown>(`/api/books/${bookId}/document/versions/${version}`, signal));
}

/** A kept version never changes while it exists, so a fetched one may be reused for a while. */
export const documentVersionQuery = (bookId: number, version: number) =>
  queryOptions({
    queryKey: ['books', bookId, 'document-versions', version],
    queryFn: ({ signal }) => getDocumentVersion(bookId, version, signal),
    staleTime: 5 * 60 * 1000,
  });
