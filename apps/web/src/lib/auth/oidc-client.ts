import { SIGNIN_CALLBACK_PATH, SILENT_RENEW_PATH, WEB_CLIENT_ID, WEB_CLIENT_SCOPE, type UserInfo } from '@eb/api-contract';
import { ErrorResponse, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { apiGet } from '../api/api-client';
import { getSiteConfig } from '../site-config';
import { clearSession, setSession } from './session';

/** Loaded only on the sign-in pages and, for signed-in users, after the page is up. */
let manager: UserManager | undefined;

export function userManager(): UserManager {
  if (manager) return manager;
  const origin = window.location.origin;
  manager = new UserManager({
    authority: getSiteConfig().oidcIssuer,
    client_id: WEB_CLIENT_ID,
    redirect_uri: `${origin}${SIGNIN_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: WEB_CLIENT_SCOPE,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Renewal uses the refresh token (offline access), so no hidden frame is needed.
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: 20,
    loadUserInfo: false,
  });
  manager.events.addUserLoaded((user) => void storeUser(user));
  manager.events.addUserSignedOut(() => clearSession());
  return manager;
}

/** Keeps 'token' and 'user' (SPEC.md) in step with the library's own record of the sign-in. */
export async function storeUser(user: User): Promise<UserInfo> {
  setSession({ token: user.access_token, user: null });
  const info = await apiGet<UserInfo>('/api/users/user-info');
  setSession({ token: user.access_token, user: info });
  return info;
}

export interface SignInState {
  returnUrl: string;
}

export async function signIn(returnUrl: string): Promise<void> {
  await userManager().signinRedirect({ state: { returnUrl } satisfies SignInState });
}

/** SPEC.md section 8: these answers of the issuer send the person back where they were, or home. */
const GO_BACK_ERRORS = new Set(['interaction_required', 'login_required', 'account_selection_required', 'consent_required', 'access_denied']);

export async function completeSignIn(): Promise<SignInState> {
  try {
    const user = await userManager().signinRedirectCallback();
    await storeUser(user);
    return (user.state as SignInState | undefined) ?? { returnUrl: '/' };
  } catch (error) {
    if (error instanceof ErrorResponse && error.error && GO_BACK_ERRORS.has(error.error)) {
      return (error.state as SignInState | undefined) ?? { returnUrl: '/' };
    }
    throw error;
  }
}

export async function signOut(): Promise<void> {
  const current = await userManager().getUser();
  clearSession();
  await userManager().removeUser();
  if (current?.id_token) {
    await userManager().signoutRedirect({ id_token_hint: current.id_token });
  } else {
    window.location.assign('/');
  }
}
