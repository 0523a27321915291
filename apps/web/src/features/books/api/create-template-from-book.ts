import type { BookCreated } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC.md section 7: GET create-template-from-book/{id} (funeral directors, below maxTemplates). */
export const createTemplateFromBook = (bookId: number) => apiGet<BookCreated>(`/api/books/create-template-from-book/${bookId}`);
