import { QueryClient } from '@tanstack/react-query';
import { sessionStore, type Session } from './auth/session';
import { unverifiedClaims } from './auth/token-claims';

/**
 * One cache for the whole app. It is imported only by routes that load data, so TanStack Query
 * stays out of the landing page's script.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * Who the cached answers belong to: the token's subject (two trial users have no login name to tell
 * them apart), null when nobody is signed in.
 */
function holderOf(session: Session): string | null {
  if (!session.token) return null;
  const subject = unverifiedClaims(session.token)?.sub;
  return typeof subject === 'string' ? subject : session.token;
}

// A shared family computer: when one person signs out (here or in another tab) or someone else
// signs in without a page load, nothing cached for the first may show for the second.
let holder = holderOf(sessionStore.get());
sessionStore.subscribe(() => {
  const next = holderOf(sessionStore.get());
  if (next !== holder && holder !== null) queryClient.clear();
  holder = next;
});
