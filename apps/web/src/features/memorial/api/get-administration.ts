import type { MemorialPageAdministration } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** The page's API base, shared by its administration calls. */
export const administrationPath = (pageId: string) => `/api/memorial-pages/${encodeURIComponent(pageId)}`;

export const administrationQuery = (pageId: string) =>
  queryOptions({
    queryKey: ['memorial-pages', pageId, 'administration'],
    queryFn: ({ signal }) => apiGet<MemorialPageAdministration>(`${administrationPath(pageId)}/administration`, signal),
  });

export const useAdministration = (pageId: string) => useSuspenseQuery(administrationQuery(pageId)).data;
