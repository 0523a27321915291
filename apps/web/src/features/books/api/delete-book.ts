import { apiRequest } from '../../../lib/api/api-client';

/** SPEC.md section 7: DELETE /api/books/{id}; answers 204 without a body. */
export const deleteBook = (bookId: number) => apiRequest<null>('DELETE', `/api/books/${bookId}`);
