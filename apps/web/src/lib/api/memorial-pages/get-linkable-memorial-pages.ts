import type { LinkableMemorialPage } from '@eb/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/**
 * SPEC.md section 7: the memorial pages this user may link to a book (taken over or administered).
 * Here in lib/ because two features use it: the selection shows it, the memorial takeover reloads it.
 */
export const linkableMemorialPagesQuery = () =>
  queryOptions({
    queryKey: ['users', 'memorialpages'],
    queryFn: ({ signal }) => apiGet<LinkableMemorialPage[]>('/api/users/memorialpages', signal),
    staleTime: 60_000,
  });

/** Without a sign-in there is nothing to link; the field then stays hidden. */
export const useLinkableMemorialPages = (enabled: boolean) => useQuery({ ...linkableMemorialPagesQuery(), enabled }).data ?? [];
