import type { BookEditInfo } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC.md section 7: GET editinfo/{id}, a fresh editor session each call (so never cached); for the editor. */
export const getEditInfo = (bookId: number) => apiGet<BookEditInfo>(`/api/books/editinfo/${bookId}`);
