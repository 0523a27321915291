import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';

export interface AuthenticatedCaller {
  userId: string;
  scopes: string[];
}

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
    const { payload } = await jwtVerify(token, await getKeys(), { issuer: options.issuer, audience: options.audience });
    if (!payload.sub) throw new Error('token has no subject');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { userId: payload.sub, scopes };
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
