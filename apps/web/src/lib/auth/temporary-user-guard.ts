import { paths } from '../../config/paths';
import { rememberGuardedTarget, resetSkipFlag, isTrialOffered } from './guard-state';
import { sessionStore } from './session';

/**
 * SPEC.md section 4 'Temporary user guard': passes when the skip flag is set or an access token
 * exists; otherwise it remembers the target, sets the skip flag and names the interstitial to show
 * (registration when the target is the book list or the user has books, else sign-in).
 */
export function temporaryUserGuard(target: string): string | null {
  const { token, user } = sessionStore.get();
  if (isTrialOffered() || token) {
    resetSkipFlag();
    return null;
  }
  rememberGuardedTarget(target);
  return target.includes('buecher') || user?.hasBooks ? paths.registerInterstitial : paths.loginInterstitial;
}
