import type { Book } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** The caller's books (own or, in a funeral director's company view, the company's): one list for /buecher. */
export const getBooks = (signal?: AbortSignal) => apiGet<Book[]>('/api/books', signal);

export const booksQuery = () =>
  queryOptions({
    queryKey: ['books'],
    queryFn: ({ signal }) => getBooks(signal),
    // The list changes in other tabs and by retention: always fresh when /buecher opens.
    staleTime: 0,
  });

export const useBooks = () => useSuspenseQuery(booksQuery()).data;
