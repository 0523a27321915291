import type { BackOfficeFeedbackPage } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

export const feedbackQuery = (page: number) =>
  queryOptions({
    queryKey: ['back-office', 'feedback', page],
    queryFn: ({ signal }) => apiGet<BackOfficeFeedbackPage>(`/api/operator/feedback?page=${page}`, signal),
  });

export const useFeedbackPage = (page: number) => useSuspenseQuery(feedbackQuery(page)).data;
