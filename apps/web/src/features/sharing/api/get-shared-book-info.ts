import type { SharedBookInfo } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';

/** SPEC.md section 7: GET shared-book-info/{hash}, public — who shares which book, for the landing. */
export const getSharedBookInfo = (token: string, signal?: AbortSignal) => apiGet<SharedBookInfo>(`/api/books/shared-book-info/${encodeURIComponent(token)}`, signal);
