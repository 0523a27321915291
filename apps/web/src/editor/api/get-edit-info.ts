import type { BookEditInfo } from '@eb/api-contract';
import { apiGet } from '../../lib/api/api-client';

/** SPEC.md section 7: GET /api/books/editinfo/{id} — the editor's project ids for the book, a fresh session each call (so never cached). */
export const getEditInfo = (bookId: number, signal?: AbortSignal) => apiGet<BookEditInfo>(`/api/books/editinfo/${bookId}`, signal);
