import type { MemorialPageCreate, OperatorMemorialPage } from '@eb/api-contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/api-client';

export const operatorPagesQuery = () =>
  queryOptions({ queryKey: ['operator', 'memorial-pages'], queryFn: ({ signal }) => apiGet<OperatorMemorialPage[]>('/api/operator/memorial-pages', signal) });

export const useOperatorPages = () => useSuspenseQuery(operatorPagesQuery()).data;

export function useCreateMemorialPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (page: MemorialPageCreate) => apiPost<OperatorMemorialPage>('/api/operator/memorial-pages', page),
    onSuccess: () => void client.invalidateQueries({ queryKey: operatorPagesQuery().queryKey }),
  });
}
