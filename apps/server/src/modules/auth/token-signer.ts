import { randomUUID } from 'node:crypto';
import { BOOKS_SCOPE, IDENTITY_SCOPE, WEB_CLIENT_ID } from '@eb/api-contract';
import { importJWK, SignJWT, type JWK } from 'jose';

const TEMPORARY_TOKEN_DAYS = 30;

/**
 * Access tokens for temporary (trial) users, who have no password to sign in with. They are
 * signed with the embedded issuer's own key and look exactly like its other access tokens, so the
 * API checks them the same way.
 */
export function createTemporaryTokenSigner(options: { signingKey: JWK; issuer: string; audience: string }) {
  const key = importJWK(options.signingKey, 'RS256');
  return async function signTemporaryToken(userId: string): Promise<string> {
    return new SignJWT({ scope: `${BOOKS_SCOPE} ${IDENTITY_SCOPE}`, client_id: WEB_CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', kid: options.signingKey.kid, typ: 'at+jwt' })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${TEMPORARY_TOKEN_DAYS}d`)
      .sign(await key);
  };
}

export type TemporaryTokenSigner = ReturnType<typeof createTemporaryTokenSigner>;
