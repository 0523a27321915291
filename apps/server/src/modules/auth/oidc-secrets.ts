import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { oidcSecrets } from './schema';

export interface OidcSecrets {
  /** Private signing key (RS256) with its key id. */
  signingKey: JWK;
  cookieKeys: string[];
}

/**
 * Made once, on the first start against a database, and read by every later start and every other
 * process. Two processes starting together both try to insert; the first wins, both read its value.
 */
export async function loadOrCreateOidcSecrets(db: Database): Promise<OidcSecrets> {
  const signingKey = await loadOrCreate(db, 'signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  });
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingKey: signingKey as JWK, cookieKeys: cookieKeys as string[] };
}

async function loadOrCreate(db: Database, kind: string, create: () => Promise<unknown>): Promise<unknown> {
  const existing = await db.select().from(oidcSecrets).where(eq(oidcSecrets.kind, kind));
  if (existing[0]) return existing[0].value;
  await db.insert(oidcSecrets).values({ kind, value: await create() }).onConflictDoNothing();
  const [stored] = await db.select().from(oidcSecrets).where(eq(oidcSecrets.kind, kind));
  if (!stored) throw new Error(`oidc secret ${kind} could not be stored`);
  return stored.value;
}

/** The public half of a signing key, as published in the JWKS. */
export function publicJwk(privateJwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest } = privateJwk;
  return rest;
}
