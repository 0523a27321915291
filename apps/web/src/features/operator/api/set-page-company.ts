import type { MemorialPageCompany, MemorialPageCompanyUpdate } from '@eb/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { operatorPagesQuery } from './operator-memorial-pages';

/** Names, changes or (null) removes the funeral company looking after a page; the list is read again. */
export function useSetPageCompany(pageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: MemorialPageCompanyUpdate) => apiRequest<MemorialPageCompany>('PUT', `/api/operator/memorial-pages/${encodeURIComponent(pageId)}/company`, update),
    onSuccess: () => void client.invalidateQueries({ queryKey: operatorPagesQuery().queryKey }),
  });
}
