import type { Book } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** One of the caller's books, for the pages of one book (/upload, /bearbeiten, /teilen). */
export const getBook = (bookId: number, signal?: AbortSignal) => apiGet<Book>(`/api/books/${bookId}`, signal);

export const bookQuery = (bookId: number) =>
  queryOptions({
    queryKey: ['books', bookId],
    queryFn: ({ signal }) => getBook(bookId, signal),
    staleTime: 0,
  });

export const useBook = (bookId: number) => useSuspenseQuery(bookQuery(bookId)).data;
