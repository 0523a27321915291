import type { ShareRequest, ShareResponse } from '@eb/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

/** SPEC.md section 7: POST share/{id} mails the recipient a single-use link; the answer says until when it works. */
export const shareBook = (bookId: number, request: ShareRequest) => apiPost<ShareResponse>(`/api/books/share/${bookId}`, request);

export const useShareBook = (bookId: number) => useMutation({ mutationFn: (request: ShareRequest) => shareBook(bookId, request) });
