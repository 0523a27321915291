import { ACCESS_TOKEN_LIFETIME_SECONDS, SIGNIN_CALLBACK_PATH, TOKEN_RENEWAL_FACTOR, WEB_CLIENT_ID, WEB_CLIENT_SCOPE, type UserInfo } from '@eb/api-contract';
import { ErrorResponse, UserManager, WebStorageStateStore, type SigninSilentArgs, type User } from 'oidc-client-ts';
import { apiGet, ApiRequestError } from '../api/api-client';
import { getSiteConfig } from '../site-config';
import { safePath } from '../safe-path';
import { decideAfterAuthFailure, STAY, type AuthDecision } from './auth-failure';
import { getReturnUrl } from './guard-state';
import { isTokenUnexpired } from './token-claims';
import { clearSession, forgetSignIn, getAccessToken, sessionStore, setSession } from './session';

/**
 * Refresh tokens are used once (the issuer rotates them, and a reused one ends the whole sign-in).
 * Every tab shares one stored sign-in, so tabs renew in turn, and a tab that waited takes the token
 * another tab has just fetched instead of spending the old refresh token again.
 */
class TabSafeUserManager extends UserManager {
  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    const before = await this.getUser();
    return inTurn(async () => {
      const now = await this.getUser();
      if (now && before && now.access_token !== before.access_token && !now.expired) return now;
      // Signed out meanwhile (another tab): nothing to renew. There is no hidden-frame fallback:
      // no page of the shop may be framed (CSP frame-ancestors 'none').
      if (!now?.refresh_token) throw new ErrorResponse({ error: 'login_required' });
      return super.signinSilent(args);
    });
  }
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return await navigator.locks.request('eb.token-renewal', work);
}

/** Loaded only on the sign-in pages and, for signed-in users, after the page is up. */
let manager: UserManager | undefined;

export function userManager(): UserManager {
  if (manager) return manager;
  const origin = window.location.origin;
  manager = new TabSafeUserManager({
    authority: getSiteConfig().oidcIssuer,
    client_id: WEB_CLIENT_ID,
    redirect_uri: `${origin}${SIGNIN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: WEB_CLIENT_SCOPE,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Renewal uses the refresh token (offline access), so no hidden frame is needed.
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: ACCESS_TOKEN_LIFETIME_SECONDS * (1 - TOKEN_RENEWAL_FACTOR),
    silentRequestTimeoutInSeconds: 20,
    loadUserInfo: false,
  });
  // A renewed token replaces the old one; the user's data stay (the same person, the same grant).
  manager.events.addUserLoaded((user) => setSession({ token: user.access_token, user: sessionStore.get().user }));
  return manager;
}

export interface SignInState {
  returnUrl: string;
}

export async function signIn(returnUrl: string): Promise<void> {
  await userManager().signinRedirect({ state: { returnUrl } satisfies SignInState });
}

export type SignInOutcome = { kind: 'signed-in'; returnUrl: string } | { kind: 'back'; returnUrl: string } | { kind: 'failed' };

/** The issuer sent the browser back: take the token, or follow SPEC.md's rules for its error. */
export async function completeSignIn(): Promise<SignInOutcome> {
  try {
    const user = await userManager().signinRedirectCallback();
    // The user's data are loaded next, visibly (SPEC.md: 'Benutzer wird geladen').
    setSession({ token: user.access_token, user: null });
    return { kind: 'signed-in', returnUrl: safePath((user.state as SignInState | undefined)?.returnUrl) };
  } catch (error) {
    if (!(error instanceof ErrorResponse)) return { kind: 'failed' };
    const decision = decideAfterAuthFailure({
      step: 'sign-in',
      error: error.error ?? undefined,
      tokenValid: isTokenUnexpired(getAccessToken(), Date.now()),
      returnUrl: (error.state as SignInState | undefined)?.returnUrl,
    });
    if (!decision?.goTo) return { kind: 'failed' };
    if (decision.signOut) forgetSignIn();
    return { kind: 'back', returnUrl: decision.goTo };
  }
}

/** After sign-in: the user's data from the API, kept beside the token (SPEC.md 'user'). */
export async function loadSignedInUser(): Promise<UserInfo> {
  const info = await apiGet<UserInfo>('/api/users/user-info');
  setSession({ token: getAccessToken(), user: info });
  return info;
}

/**
 * SPEC.md: /logout logs out and goes to /. With a sign-in at the issuer, the browser goes to its
 * end-session endpoint, which ends the session there without asking and sends it to '/'.
 */
export async function signOut(): Promise<void> {
  const current = userManager();
  const user = await current.getUser();
  clearSession();
  if (!user) {
    // A temporary user has no session at the issuer.
    window.location.assign('/');
    return;
  }
  const endSession = await current.metadataService.getEndSessionEndpoint();
  await current.removeUser();
  if (!endSession) {
    window.location.assign('/');
    return;
  }
  // Built by hand rather than with signoutRedirect, which adds a state: the browser lands on '/' itself.
  const url = new URL(endSession);
  url.searchParams.set('client_id', WEB_CLIENT_ID);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/`);
  // The issuer signs out without asking only when shown the person's own ID token, which no other site has.
  if (user.id_token) url.searchParams.set('id_token_hint', user.id_token);
  window.location.assign(url.toString());
}

/**
 * The session check (every 300 000 ms, SPEC.md): a renewal asks the issuer whether the sign-in
 * still stands there; a session ended there (signed out, new password, account deleted) refuses
 * it. A temporary user's token, signed by the shop, is checked by the API instead.
 */
export async function checkSession(): Promise<AuthDecision> {
  const token = getAccessToken();
  if (!token) return STAY;
  try {
    const user = await userManager().getUser();
    if (user?.refresh_token && user.access_token === token) await userManager().signinSilent();
    else await apiGet('/api/users/user-info');
    return STAY;
  } catch (error) {
    return decideAfterRenewalFailure(error);
  }
}

/**
 * Renews a token that has run out, when this tab holds the sign-in it belongs to (a temporary
 * user's token cannot be renewed). A refusal ends the sign-in here, as the session check would.
 */
export async function renewExpiredSignIn(token: string): Promise<string | null> {
  const user = await userManager().getUser();
  if (!user?.refresh_token || user.access_token !== token) return null;
  try {
    return (await userManager().signinSilent())?.access_token ?? null;
  } catch (error) {
    if (decideAfterRenewalFailure(error).signOut) forgetSignIn();
    return null;
  }
}

export function decideAfterRenewalFailure(error: unknown): AuthDecision {
  return (
    decideAfterAuthFailure({
      step: 'renewal',
      error: oauthError(error),
      tokenValid: isTokenUnexpired(getAccessToken(), Date.now()),
      returnUrl: getReturnUrl(),
    }) ?? STAY
  );
}

/** The OAuth error code of a refusal; undefined when there was no answer (offline, issuer down). */
function oauthError(error: unknown): string | undefined {
  if (error instanceof ErrorResponse) return error.error ?? 'invalid_request';
  // Our API refuses an ended or forged token with 401 (RFC 6750 calls that invalid_token).
  if (error instanceof ApiRequestError && error.status === 401) return 'invalid_token';
  return undefined;
}
