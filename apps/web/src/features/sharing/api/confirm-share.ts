import type { ConfirmShareResponse } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';

/**
 * SPEC.md section 7: GET confirm-share/{hash} copies the shared book to the caller and names the copy.
 * The link works once, so only a route loader calls it (once per visit), never a query that refetches;
 * and without an abort signal, so leaving mid-way never leaves a used link without its answer.
 */
export const confirmShare = (token: string) => apiGet<ConfirmShareResponse>(`/api/books/confirm-share/${encodeURIComponent(token)}`);
