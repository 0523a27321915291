import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { memorialPageQuery } from './get-memorial-page';

export type VisitorEntryKind = 'candles' | 'condolences';

export const addEntry = (pageId: string, kind: VisitorEntryKind, entry: { name: string; text: string }) =>
  apiPost<{ message: string; visible: boolean }>(`/api/memorial-pages/${encodeURIComponent(pageId)}/${kind}`, entry);

/** After a visible entry the page reloads its entries, so the visitor sees their own words. */
export function useAddEntry(pageId: string, kind: VisitorEntryKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: { name: string; text: string }) => addEntry(pageId, kind, entry),
    onSuccess: (answer) => {
      if (answer.visible) void client.invalidateQueries({ queryKey: memorialPageQuery(pageId).queryKey });
    },
  });
}
