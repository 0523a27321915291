import type { BookDocumentVersions } from '@eb/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/api-client';

/** GET /api/books/{id}/document/versions: the kept earlier versions, newest first ('Frühere Fassungen'). */
export const getDocumentVersions = (bookId: number, signal?: AbortSignal) => apiGet<BookDocumentVersions>(`/api/books/${bookId}/document/versions`, signal);

/** Asked anew whenever the dialog opens: every autosave adds a version and thinning drops old ones. */
export const documentVersionsQuery = (bookId: number) =>
  queryOptions({
    queryKey: ['books', bookId, 'document-versions'],
    queryFn: ({ signal }) => getDocumentVersions(bookId, signal),
    staleTime: 0,
  });
