import type { UserInfo } from '@eb/api-contract';
import { createStore, useStore } from '../external-store';

/**
 * The signed-in state as SPEC.md keeps it: the access token in local storage under 'token', the
 * user under 'user'. Small on purpose — it is part of every page; the sign-in library itself loads
 * only when it is needed (lib/auth/oidc-client.ts).
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

function read(): Session {
  if (typeof localStorage === 'undefined') return { token: null, user: null };
  return { token: localStorage.getItem(TOKEN_KEY), user: parseUser(localStorage.getItem(USER_KEY)) };
}

function parseUser(stored: string | null): UserInfo | null {
  try {
    return JSON.parse(stored ?? 'null') as UserInfo | null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<Session>(read());

export function setSession(session: Session): void {
  if (session.token) localStorage.setItem(TOKEN_KEY, session.token);
  else localStorage.removeItem(TOKEN_KEY);
  if (session.user) localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  else localStorage.removeItem(USER_KEY);
  sessionStore.set(session);
}

export const clearSession = () => setSession({ token: null, user: null });

/** Forgets the sign-in completely, including the sign-in library's own record (account deleted). */
export function forgetSignIn(): void {
  clearSession();
  for (const key of Object.keys(localStorage)) if (key.startsWith('oidc.')) localStorage.removeItem(key);
}
export const getAccessToken = () => sessionStore.get().token;
export const useSession = () => useStore(sessionStore);

/**
 * Another tab signed in, renewed or signed out: follow it. A token that disappears means the
 * person signed out elsewhere, so this tab leaves for the start page (SPEC.md section 4 'Session').
 */
export function followOtherTabs(onSignedOut: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
    const before = sessionStore.get().token;
    const now = read();
    sessionStore.set(now);
    if (before && !now.token) onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
