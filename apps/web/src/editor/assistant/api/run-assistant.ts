import type { AssistantRequest, AssistantResponse } from '@eb/api-contract';
import { apiPost } from '../../../lib/api/api-client';

/** POST /api/books/{id}/assistant: the whole book laid out anew (not saved: the editor applies it as one change). */
export const runAssistant = (bookId: number, request: AssistantRequest) => apiPost<AssistantResponse>(`/api/books/${bookId}/assistant`, request);
