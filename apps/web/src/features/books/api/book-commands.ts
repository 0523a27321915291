import type { BookCreation, BookEditInfo, Book } from '@eb/api-contract';
import type { Finish } from '@eb/catalogue';
import { apiGet, apiPost, apiRequest } from '../../../lib/api/api-client';

/** SPEC.md section 7 'Books': every call that makes, changes or reads one book. */
type Created = { pk: number };

export const createBook = (creation: BookCreation) => apiPost<Created>('/api/books', creation);

export function createBookFromTemplate(templateId: number, options: { bookDescription?: string | undefined; memorialpageId?: string | null | undefined }) {
  const query = new URLSearchParams({ bookId: String(templateId) });
  if (options.bookDescription) query.set('bookDescription', options.bookDescription);
  if (options.memorialpageId) query.set('memorialpageId', options.memorialpageId);
  return apiGet<Created>(`/api/books/create-from-template?${query.toString()}`);
}

export const copyBook = (bookId: number) => apiGet<Created>(`/api/books/copy/${bookId}`);
export const createTemplateFromBook = (bookId: number) => apiGet<Created>(`/api/books/create-template-from-book/${bookId}`);
export const renameBook = (bookId: number, description: string) => apiRequest<Book>('PUT', `/api/books/${bookId}`, { description });
/** DELETE answers 204 without a body. */
export const deleteBook = (bookId: number) => apiRequest<null>('DELETE', `/api/books/${bookId}`);

export interface BookDetails {
  formatId: number;
  paperId: number;
  themeId: number;
  cover: Finish;
  pages: Finish;
}
export const getBookDetails = (bookId: number) => apiGet<BookDetails>(`/api/books/details/${bookId}`);
export const getEditInfo = (bookId: number) => apiGet<BookEditInfo>(`/api/books/editinfo/${bookId}`);
