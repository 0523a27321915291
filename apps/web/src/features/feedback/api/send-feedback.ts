import type { FeedbackRequest } from '@eb/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

export const sendFeedback = (feedback: FeedbackRequest) => apiPost<{ message: string }>('/api/users/feedback', feedback);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
