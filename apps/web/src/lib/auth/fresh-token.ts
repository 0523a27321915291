import { isTokenUnexpired } from './token-claims';
import { getAccessToken } from './session';

// Renew a little before the end, so the token does not run out on its way to the server.
const MARGIN_MS = 10_000;
let renewing: Promise<string | null> | undefined;

/**
 * The access token for an API call. One that ran out while the tab slept (or the computer was off)
 * is renewed first with the refresh token, so a returning person's first page loads as usual.
 * The sign-in library loads only then; anonymous visitors never fetch it.
 */
export async function freshAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token || isTokenUnexpired(token, Date.now() + MARGIN_MS)) return token;
  // Calls made together wait for one renewal: a refresh token works only once.
  renewing ??= import('./oidc-client')
    .then(({ renewExpiredSignIn }) => renewExpiredSignIn(token))
    .catch(() => null)
    .finally(() => {
      renewing = undefined;
    });
  return (await renewing) ?? getAccessToken();
}

/**
 * Renews the sign-in although the token still looks valid: the server refused it (401), so it is
 * not (revoked, or the clock of this computer is off). Null when renewing failed: sign in again.
 */
export async function renewAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  renewing ??= import('./oidc-client')
    .then(({ renewExpiredSignIn }) => renewExpiredSignIn(token))
    .catch(() => null)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}
