import type { createBrowserRouter } from 'react-router';
import { ApiRequestError, apiGet } from '../lib/api/api-client';
import { clearSession, followOtherTabs, sessionStore } from '../lib/auth/session';

/** SPEC.md section 4: the session is checked every 300 000 ms. */
export const SESSION_CHECK_MS = 300_000;

/**
 * Started after the first render when someone is signed in: loads the sign-in library for
 * automatic renewal, follows other tabs, and checks the session every five minutes. A session
 * that cannot be renewed ends here, and the person lands on the start page.
 */
export async function keepSession(router: ReturnType<typeof createBrowserRouter>): Promise<() => void> {
  const leave = () => {
    clearSession();
    void router.navigate('/');
  };
  const stopFollowing = followOtherTabs(() => void router.navigate('/'));
  const { userManager } = await import('../lib/auth/oidc-client');
  const manager = userManager();
  const signedInUser = await manager.getUser();

  const check = async () => {
    if (!sessionStore.get().token) return;
    try {
      await apiGet('/api/users/user-info');
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 401) return; // offline: try again later
      if (!signedInUser) return leave(); // a temporary user's token has run out
      try {
        await manager.signinSilent();
      } catch {
        leave();
      }
    }
  };
  const timer = window.setInterval(() => void check(), SESSION_CHECK_MS);
  return () => {
    window.clearInterval(timer);
    stopFollowing();
  };
}
