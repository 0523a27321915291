import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';

export interface AuthenticatedCaller {
  userId: string;
  scopes: string[];
  /** When the token was issued (seconds since 1970, the JWT's `iat`), if it says. */
  issuedAt?: number;
}

/** Why a token was refused, for a 401 that says more than "invalid". */
export type TokenRejection = 'invalid' | 'wrong-audience' | 'unknown-subject';

export class TokenRejectedError extends Error {
  constructor(readonly reason: TokenRejection) {
    super(`token rejected: ${reason}`);
    this.name = 'TokenRejectedError';
  }
}

// Our users are identified by UUIDs; another issuer's subjects (say Keycloak's for its own admin)
// may be anything, and must be refused here rather than fail in a uuid column's query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks bearer tokens with jose against the issuer's keys: the embedded issuer's public key
 * directly, or any other issuer's JWKS (found through its discovery document), so OIDC_ISSUER can
 * point at Keycloak or another standard issuer.
 */
export function createTokenVerifier(options: { issuer: string; audience: string; localPublicKey?: JWK | undefined }) {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const getKeys = () => {
    keys ??= options.localPublicKey
      ? Promise.resolve(createLocalJWKSet({ keys: [options.localPublicKey] }))
      : discoverJwks(options.issuer).catch((error: unknown) => {
          keys = undefined; // try discovery again on the next request
          throw error;
        });
    return keys;
  };

  return async function verify(token: string): Promise<AuthenticatedCaller> {
    const { payload } = await jwtVerify(token, await getKeys(), { issuer: options.issuer, audience: options.audience }).catch((error: unknown) => {
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') throw new TokenRejectedError('wrong-audience');
      throw error;
    });
    if (!payload.sub || !UUID.test(payload.sub)) throw new TokenRejectedError('unknown-subject');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { userId: payload.sub, scopes, ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}) };
  };
}

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`discovery of ${issuer} names no jwks_uri`);
  return createRemoteJWKSet(new URL(jwksUri));
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
