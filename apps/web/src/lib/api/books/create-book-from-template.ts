import type { BookCreated } from '@eb/api-contract';
import { apiGet } from '../api-client';

/** SPEC.md section 7: GET create-from-template?bookId&bookDescription&memorialpageId; empty choices are left out. */
export function createBookFromTemplate(templateId: number, options: { bookDescription?: string | undefined; memorialpageId?: string | null | undefined }) {
  const query = new URLSearchParams({ bookId: String(templateId) });
  if (options.bookDescription) query.set('bookDescription', options.bookDescription);
  if (options.memorialpageId) query.set('memorialpageId', options.memorialpageId);
  return apiGet<BookCreated>(`/api/books/create-from-template?${query.toString()}`);
}
