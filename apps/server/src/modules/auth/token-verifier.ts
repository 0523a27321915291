import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';

export interface AuthenticatedCaller {
  userId: string;
  scopes: string[];
  /** When the token was issued (seconds since 1970, the JWT's `iat`), if it says. */
  issuedAt?: number;
}

/** Why a token was refused, for a 401 that says more than "invalid". */
export type TokenRejection = 'invalid' | 'wrong-audience' | 'unknown-subject' | 'not-an-access-token';

export class TokenRejectedError extends Error {
  constructor(readonly reason: TokenRejection) {
    super(`token rejected: ${reason}`);
    this.name = 'TokenRejectedError';
  }
}

/** The issuer's keys could not be fetched (discovery or key set failed or did not answer in time): no fault of the caller's token. */
export class IssuerUnreachableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'IssuerUnreachableError';
  }
}

/** How long the issuer's discovery document and key set may take before requests are answered with 503. */
const ISSUER_TIMEOUT_MS = 5000;

/**
 * Only access tokens open the API, never an ID token (made for the web app, not for us) or any other
 * JWT of the issuer. RFC 9068 access tokens say so in the header: typ `at+jwt`, which some issuers
 * write as `application/at+jwt` (ours and the trial tokens use `at+jwt`). Keycloak writes `JWT` in
 * every header and tells them apart by its `typ` claim instead: `Bearer` for access tokens, `ID` for
 * ID tokens. So: a header saying at+jwt, or a `typ` claim saying Bearer; and a `typ` claim, when there
 * is one, must not say anything else.
 */
export function isAccessToken(headerTyp: unknown, claimTyp: unknown): boolean {
  if (claimTyp !== undefined) return claimTyp === 'Bearer';
  return typeof headerTyp === 'string' && headerTyp.toLowerCase().replace(/^application\//, '') === 'at+jwt';
}

// Our users are identified by UUIDs; another issuer's subjects (say Keycloak's for its own admin)
// may be anything, and must be refused here rather than fail in a uuid column's query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks bearer tokens with jose against the issuer's keys: the embedded issuer's public key
 * directly, or any other issuer's JWKS (found through its discovery document), so OIDC_ISSUER can
 * point at Keycloak or another standard issuer.
 */
export function createTokenVerifier(options: { issuer: string; audience: string; localPublicKey?: JWK | undefined; issuerTimeoutMs?: number }) {
  const timeoutMs = options.issuerTimeoutMs ?? ISSUER_TIMEOUT_MS;
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const getKeys = () => {
    keys ??= options.localPublicKey
      ? Promise.resolve(createLocalJWKSet({ keys: [options.localPublicKey] }))
      : discoverJwks(options.issuer, timeoutMs).catch((error: unknown) => {
          keys = undefined; // try discovery again on the next request
          throw error;
        });
    return keys;
  };

  return async function verify(token: string): Promise<AuthenticatedCaller> {
    const { payload, protectedHeader } = await jwtVerify(token, await getKeys(), { issuer: options.issuer, audience: options.audience }).catch((error: unknown) => {
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') throw new TokenRejectedError('wrong-audience');
      throw error;
    });
    if (!isAccessToken(protectedHeader.typ, payload.typ)) throw new TokenRejectedError('not-an-access-token');
    if (!payload.sub || !UUID.test(payload.sub)) throw new TokenRejectedError('unknown-subject');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { userId: payload.sub, scopes, ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}) };
  };
}

/** Finds the issuer's key set through its discovery document; a hanging issuer fails after `timeoutMs`, never holds requests. */
async function discoverJwks(issuer: string, timeoutMs: number): Promise<JWTVerifyGetKey> {
  const url = `${issuer}/.well-known/openid-configuration`;
  let jwksUri: string | undefined;
  try {
    // The signal also bounds reading the body, not just the headers.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    ({ jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `did not answer within ${timeoutMs} ms` : `failed: ${error instanceof Error ? error.message : String(error)}`;
    throw new IssuerUnreachableError(`discovery of ${issuer} ${reason}`, { cause: error });
  }
  if (!jwksUri) throw new IssuerUnreachableError(`discovery of ${issuer} names no jwks_uri`);
  const remote = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs });
  return async (protectedHeader, token) => {
    try {
      return await remote(protectedHeader, token);
    } catch (error) {
      // The token's fault: no key of the set fits its header (an unknown key id or algorithm) → 401.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys || error instanceof errors.JOSENotSupported) throw error;
      // Anything else is the key set's: no answer in time, a refused connection, a 5xx, no key set
      // in the answer. The token may be fine, so nobody is signed out for it (503, not 401).
      const reason = error instanceof errors.JWKSTimeout ? `did not answer within ${timeoutMs} ms` : `failed: ${error instanceof Error ? error.message : String(error)}`;
      throw new IssuerUnreachableError(`the key set of ${issuer} ${reason}`, { cause: error });
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
