import { describe, expect, it } from 'vitest';
import { decideAfterAuthFailure, STAY } from './auth-failure';


describe('after the issuer answers a sign-in with an error (SPEC.md section 8)', () => {
  it.each(['interaction_required', 'login_required', 'account_selection_required', 'consent_required', 'access_denied'])(
    '%s goes back to the return URL',
    (error) => {
      expect(decideAfterAuthFailure({ step: 'sign-in', error, tokenValid: false, returnUrl: '/preise' })).toEqual({ signOut: false, goTo: '/preise' });
    },
  );

  it('goes home when there is no return URL, or one that leaves the shop', () => {
    expect(decideAfterAuthFailure({ step: 'sign-in', error: 'login_required', tokenValid: false, returnUrl: undefined })?.goTo).toBe('/');
    expect(decideAfterAuthFailure({ step: 'sign-in', error: 'login_required', tokenValid: false, returnUrl: '//boese.example/' })?.goTo).toBe('/');
  });

  it('login_required while this tab still holds a valid token logs out', () => {
    expect(decideAfterAuthFailure({ step: 'sign-in', error: 'login_required', tokenValid: true, returnUrl: '/buecher' })).toEqual({ signOut: true, goTo: '/buecher' });
    // The other answers leave a valid sign-in alone.
    expect(decideAfterAuthFailure({ step: 'sign-in', error: 'consent_required', tokenValid: true, returnUrl: '/buecher' })?.signOut).toBe(false);
  });

  it('leaves other errors to the failure page', () => {
    expect(decideAfterAuthFailure({ step: 'sign-in', error: 'server_error', tokenValid: false, returnUrl: '/' })).toBeNull();
    expect(decideAfterAuthFailure({ step: 'sign-in', error: undefined, tokenValid: false, returnUrl: '/' })).toBeNull();
  });
});

describe('after a failed renewal or session check (SPEC.md section 4)', () => {
  it('signs out and goes to the return URL or home when the issuer refuses (session ended there)', () => {
    expect(decideAfterAuthFailure({ step: 'renewal', error: 'invalid_grant', tokenValid: true, returnUrl: '/auswahl/details' })).toEqual({
      signOut: true,
      goTo: '/auswahl/details',
    });
    expect(decideAfterAuthFailure({ step: 'renewal', error: 'login_required', tokenValid: true, returnUrl: null })).toEqual({ signOut: true, goTo: '/' });
    expect(decideAfterAuthFailure({ step: 'renewal', error: 'invalid_token', tokenValid: false, returnUrl: null })).toEqual({ signOut: true, goTo: '/' });
  });

  it('stays signed in when no answer came (offline for a moment) and tries again later', () => {
    expect(decideAfterAuthFailure({ step: 'renewal', error: undefined, tokenValid: true, returnUrl: '/buecher' })).toBe(STAY);
    expect(decideAfterAuthFailure({ step: 'renewal', error: undefined, tokenValid: false, returnUrl: '/buecher' })).toBe(STAY);
  });
});
