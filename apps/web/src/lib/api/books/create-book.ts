import type { BookCreated, BookCreation } from '@eb/api-contract';
import { apiPost } from '../api-client';

/** SPEC.md section 7: POST /api/books with the creation payload; answers the new book's pk. */
export const createBook = (creation: BookCreation) => apiPost<BookCreated>('/api/books', creation);
