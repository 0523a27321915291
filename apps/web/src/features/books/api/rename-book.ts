import type { Book } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';

/** SPEC.md section 7: PUT /api/books/{id}; only the name changes. Answers the renamed book. */
export const renameBook = (bookId: number, description: string) => apiRequest<Book>('PUT', `/api/books/${bookId}`, { description });
