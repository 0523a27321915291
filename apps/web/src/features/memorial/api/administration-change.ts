import type { MemorialPageAdministration } from '@eb/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationQuery } from './get-administration';
import { memorialPageQuery } from './get-memorial-page';

/** Every change answers with the new state; the public page is reloaded from the server too. */
export function useAdministrationChange<T>(pageId: string, send: (input: T) => Promise<MemorialPageAdministration>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (fresh) => {
      client.setQueryData(administrationQuery(pageId).queryKey, fresh);
      void client.invalidateQueries({ queryKey: memorialPageQuery(pageId).queryKey, exact: true });
    },
  });
}
