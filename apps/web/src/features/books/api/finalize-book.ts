import type { FinalizeRequest, FinalizeResponse } from '@eb/api-contract';
import { apiPost } from '../../../lib/api/api-client';

/** SPEC.md section 7: POST /api/books/finalize (state 2, print files requested); 409 PREFLIGHT_BLOCKED carries the problems. */
export const finalizeBook = (body: FinalizeRequest) => apiPost<FinalizeResponse>('/api/books/finalize', body);
