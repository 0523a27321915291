import { safePath } from '../safe-path';

/**
 * What a failed sign-in, renewal or session check means for the person (SPEC.md section 4
 * 'Session' and section 8): kept apart from the sign-in library, so the rules can be tested alone.
 */

/** The issuer's answers to a sign-in after which the person goes back where they were, or home. */
const GO_BACK_ERRORS = new Set(['interaction_required', 'login_required', 'account_selection_required', 'consent_required', 'access_denied']);

export interface AuthFailure {
  /** 'sign-in': the issuer sent the browser back with an error; 'renewal': a refresh or the session check failed. */
  step: 'sign-in' | 'renewal';
  /** The OAuth error code of the answer; undefined when no answer came (offline, issuer down). */
  error: string | undefined;
  /** This tab still holds an access token that has not expired. */
  tokenValid: boolean;
  /** Where the person was going (sign-in state, or the guard's return URL). */
  returnUrl: string | null | undefined;
}

export interface AuthDecision {
  /** Forget this tab's sign-in. */
  signOut: boolean;
  /** Where to go now; null means stay (and try again at the next check). */
  goTo: string | null;
}

export const STAY: AuthDecision = { signOut: false, goTo: null };

/**
 * Returns null for a sign-in error that is none of SPEC.md's listed answers: the page says that
 * the sign-in failed.
 */
export function decideAfterAuthFailure(failure: AuthFailure): AuthDecision | null {
  const destination = safePath(failure.returnUrl);
  if (failure.step === 'sign-in') {
    if (!failure.error || !GO_BACK_ERRORS.has(failure.error)) return null;
    // The issuer says nobody is signed in there while this tab still holds a live token: it must go.
    return { signOut: failure.error === 'login_required' && failure.tokenValid, goTo: destination };
  }
  // No answer at all: the network or the issuer is away for a moment; the token may still serve.
  if (!failure.error) return STAY;
  // Any answer is a refusal: the session at the issuer ended (signed out, new password, account
  // deleted) or the refresh token is gone, so this sign-in cannot last.
  return { signOut: true, goTo: destination };
}
