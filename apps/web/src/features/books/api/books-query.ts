import type { Book } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** The caller's books (own or, in a funeral director's company view, the company's): one list for /buecher. */
export const booksQuery = () =>
  queryOptions({
    queryKey: ['books'],
    queryFn: ({ signal }) => apiGet<Book[]>('/api/books', signal),
    // The list changes in other tabs and by retention: always fresh when /buecher opens.
    staleTime: 0,
  });

export const useBooks = () => useSuspenseQuery(booksQuery()).data;

export const bookQuery = (bookId: number) =>
  queryOptions({
    queryKey: ['books', bookId],
    queryFn: ({ signal }) => apiGet<Book>(`/api/books/${bookId}`, signal),
    staleTime: 0,
  });

export const useBook = (bookId: number) => useSuspenseQuery(bookQuery(bookId)).data;
