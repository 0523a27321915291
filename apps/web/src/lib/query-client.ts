import { QueryClient } from '@tanstack/react-query';
import { sessionStore, type Session } from './auth/session';

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
 * them apart), null when nobody is signed in. Reading the claim unverified is fine: it only decides
 * when to forget, and the server checks every token anyway.
 */
function holderOf(session: Session): string | null {
  if (!session.token) return null;
  try {
    const payload = session.token.split('.')[1] ?? '';
    const subject: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub;
    return typeof subject === 'string' ? subject : session.token;
  } catch {
    return session.token;
  }
}

// A shared family computer: when one person signs out (here or in another tab) or someone else
// signs in without a page load, nothing cached for the first may show for the second.
let holder = holderOf(sessionStore.get());
sessionStore.subscribe(() => {
  const next = holderOf(sessionStore.get());
  if (next !== holder && holder !== null) queryClient.clear();
  holder = next;
});
