/** The web client's fixed facts of sign-in, shared by the issuer's client registration and the browser. */
export const WEB_CLIENT_ID = 'erinnerungsbuch-web';
export const BOOKS_SCOPE = 'erinnerungsbuch.books';
export const IDENTITY_SCOPE = 'erinnerungsbuch.identity';
/** SPEC.md: openid, a profile scope, a book API, an identity API, offline access. */
export const WEB_CLIENT_SCOPE = `openid profile email offline_access ${BOOKS_SCOPE} ${IDENTITY_SCOPE}`;
export const SIGNIN_CALLBACK_PATH = '/anmeldung/abschluss';
/** How long the issuer's access tokens last. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** SPEC.md 'refresh timing factor 0.75': the browser renews a token when three quarters of its life are over. */
export const TOKEN_RENEWAL_FACTOR = 0.75;
