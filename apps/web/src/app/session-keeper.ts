import type { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import type { AuthDecision } from '../lib/auth/auth-failure';
import { clearReturnUrl } from '../lib/auth/guard-state';
import { followOtherTabs, forgetSignIn } from '../lib/auth/session';

/** SPEC.md section 4: the session is checked every 300 000 ms. */
export const SESSION_CHECK_MS = 300_000;

/**
 * Started after the first render when someone is signed in: loads the sign-in library for
 * automatic renewal, follows other tabs, and checks the session every five minutes. A renewal or
 * check the issuer refuses (its session ended) signs this tab out and goes to the return URL or
 * home; a token that vanished in another tab sends this one home (SPEC.md section 4 'Session').
 */
export async function keepSession(router: ReturnType<typeof createBrowserRouter>): Promise<() => void> {
  const stopFollowing = followOtherTabs(() => void router.navigate(paths.home));
  const { checkSession, decideAfterRenewalFailure, userManager } = await import('../lib/auth/oidc-client');

  const act = (decision: AuthDecision) => {
    if (decision.goTo == null) return;
    if (decision.signOut) forgetSignIn();
    clearReturnUrl();
    void router.navigate(decision.goTo);
  };
  const onRenewalError = (error: Error) => act(decideAfterRenewalFailure(error));
  const manager = userManager();
  manager.events.addSilentRenewError(onRenewalError);
  const timer = window.setInterval(() => void checkSession().then(act), SESSION_CHECK_MS);
  return () => {
    window.clearInterval(timer);
    manager.events.removeSilentRenewError(onRenewalError);
    stopFollowing();
  };
}
