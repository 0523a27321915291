import type { MemorialPageAdministration, MemorialPageUpdate } from '@eb/api-contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';
import { memorialPageQuery } from './get-memorial-page';

const base = (pageId: string) => `/api/memorial-pages/${encodeURIComponent(pageId)}`;

export const administrationQuery = (pageId: string) =>
  queryOptions({ queryKey: ['memorial-pages', pageId, 'administration'], queryFn: ({ signal }) => apiGet<MemorialPageAdministration>(`${base(pageId)}/administration`, signal) });

export const useAdministration = (pageId: string) => useSuspenseQuery(administrationQuery(pageId)).data;

/** Every change answers with the new state; the public page is reloaded from the server too. */
function useAdministrationChange<T>(pageId: string, send: (input: T) => Promise<MemorialPageAdministration>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (fresh) => {
      client.setQueryData(administrationQuery(pageId).queryKey, fresh);
      void client.invalidateQueries({ queryKey: memorialPageQuery(pageId).queryKey, exact: true });
    },
  });
}

export const useUpdatePage = (pageId: string) =>
  useAdministrationChange(pageId, (update: MemorialPageUpdate) => apiRequest<MemorialPageAdministration>('PUT', `${base(pageId)}/administration`, update));

export const useSetEntryVisibility = (pageId: string) =>
  useAdministrationChange(pageId, ({ entryId, visible }: { entryId: number; visible: boolean }) =>
    apiRequest<MemorialPageAdministration>('PUT', `${base(pageId)}/entries/${entryId}`, { visible }),
  );
