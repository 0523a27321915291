import type { AdministeredMemorialPage } from '@eb/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { queryClient } from '../../../lib/query-client';

export const getAdministeredPages = (signal?: AbortSignal) => apiGet<AdministeredMemorialPage[]>('/api/users/administered-memorial-pages', signal);

/** Keyed by the account: a later sign-in in the same tab never sees another person's pages. */
export const administeredPagesQuery = (account: string) =>
  queryOptions({ queryKey: ['users', account, 'administered-memorial-pages'], queryFn: ({ signal }) => getAdministeredPages(signal), staleTime: 5 * 60_000 });

/**
 * For the menu: nothing without an account, and nothing while it loads or when it fails. The header
 * is also rendered at build time outside any query provider, so the app's client is named here.
 */
export const useAdministeredPages = (account: string | null) => useQuery({ ...administeredPagesQuery(account ?? ''), enabled: account != null }, queryClient).data ?? [];
