import type { PublicMemorialPage } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

export const getMemorialPage = (pageId: string, signal?: AbortSignal) =>
  apiGet<PublicMemorialPage>(`/api/memorial-pages/${encodeURIComponent(pageId)}`, signal);

export const memorialPageQuery = (pageId: string) =>
  queryOptions({ queryKey: ['memorial-pages', pageId], queryFn: ({ signal }) => getMemorialPage(pageId, signal) });

export const useMemorialPage = (pageId: string) => useSuspenseQuery(memorialPageQuery(pageId)).data;
