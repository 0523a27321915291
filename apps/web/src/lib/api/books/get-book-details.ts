import type { BookDetails } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** A book's format, design, paper and finishes: what the selection takes over from a template, and what /bearbeiten shows. */
export const getBookDetails = (bookId: number, signal?: AbortSignal) => apiGet<BookDetails>(`/api/books/details/${bookId}`, signal);

export const bookDetailsQuery = (bookId: number) =>
  queryOptions({ queryKey: ['books', bookId, 'details'], queryFn: ({ signal }) => getBookDetails(bookId, signal), staleTime: 0 });

export const useBookDetails = (bookId: number) => useSuspenseQuery(bookDetailsQuery(bookId)).data;
