import type { AdministeredMemorialPage } from '@eb/api-contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api/api-client';

export const getAdministeredPages = (signal?: AbortSignal) => apiGet<AdministeredMemorialPage[]>('/api/users/administered-memorial-pages', signal);

/**
 * For the header's menu: nothing without an account, and nothing while it loads or when it fails.
 * A plain effect, not a query: the header is on the landing page, whose script budget has no room
 * for the query library (issue 2's 130 KB), and it stays mounted, so it asks once per person.
 */
export function useAdministeredPages(account: string | null): AdministeredMemorialPage[] {
  const [loaded, setLoaded] = useState<{ account: string; pages: AdministeredMemorialPage[] } | null>(null);
  useEffect(() => {
    if (account == null) return;
    const request = new AbortController();
    getAdministeredPages(request.signal)
      .then((pages) => setLoaded({ account, pages }))
      .catch(() => undefined);
    return () => request.abort();
  }, [account]);
  // Keyed by the account: a later sign-in in the same tab never sees another person's pages.
  return account != null && loaded?.account === account ? loaded.pages : [];
}
