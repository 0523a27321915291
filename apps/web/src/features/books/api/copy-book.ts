import type { BookCreated } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC.md section 7: GET copy/{id}; a template's copy is a template (the server checks the room). */
export const copyBook = (bookId: number) => apiGet<BookCreated>(`/api/books/copy/${bookId}`);
