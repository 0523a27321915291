import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/oidc-browser';
import { registerErrorHandling } from '../../plugins/error-handler';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createUsersRepository } from '../users/repository';
import { registerAuthentication } from './authentication';
import { createTokenVerifier, IssuerUnreachableError } from './token-verifier';

/**
 * OIDC_ISSUER names another issuer (say Keycloak): the API checks its tokens against that issuer's
 * keys, found through its discovery document, and the audience OIDC_AUDIENCE names.
 */
const AUDIENCE = 'erinnerungsbuch-api';
let issuerServer: Server;
let issuer = '';
let privateKey: CryptoKey;
let test: TestApp;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'aussen-1', alg: 'RS256', use: 'sig' };
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}/realms/shop`;
  // The other issuer: just its discovery document and key set, as Keycloak publishes them.
  issuerServer = createServer((request, response) => {
    const routes: Record<string, unknown> = {
      '/realms/shop/.well-known/openid-configuration': { issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` },
      '/realms/shop/protocol/openid-connect/certs': { keys: [jwk] },
    };
    const body = routes[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => issuerServer.listen(port, '127.0.0.1', resolve));
  test = await createTestApp({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE });
});

afterAll(async () => {
  await test.close();
  await new Promise((resolve) => issuerServer.close(resolve));
});

function tokenFrom(claims: { sub: string; aud?: string; iss?: string; headerTyp?: string; typ?: string }) {
  return new SignJWT({ scope: 'openid erinnerungsbuch.books erinnerungsbuch.identity', ...(claims.typ ? { typ: claims.typ } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: 'aussen-1', typ: claims.headerTyp ?? 'at+jwt' })
    .setIssuer(claims.iss ?? issuer)
    .setAudience(claims.aud ?? AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

const userInfo = async (token: string) => test.app.inject({ method: 'GET', url: '/api/users/user-info', headers: { authorization: `Bearer ${token}` } });

describe('another OpenID Connect issuer', () => {
  it('may be reached by the web app: its origin is in the pages’ connect-src', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy']).split(';')).toContain(`connect-src 'self' ${new URL(issuer).origin}`);
  });

  it('has its tokens for OIDC_AUDIENCE accepted by the API', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'ilse@example.de', account: 'Ilse', password: 'Kornblume5', isDataStoragePermitted: true },
    });
    const user = await createUsersRepository(test.database.db).findByAccountOrEmail('Ilse');
    const response = await userInfo(await tokenFrom({ sub: user?.id ?? '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ account: 'Ilse', isTemporary: false });
  });

  it('refuses a token for another audience with 401 and a reason', async () => {
    const response = await userInfo(await tokenFrom({ sub: randomUUID(), aud: `${test.config.publicUrl}/api` }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'WRONG_AUDIENCE', message: 'Diese Anmeldung gilt nicht für diesen Shop. Bitte melden Sie sich erneut an.' });
  });

  it('refuses a subject that is no user id of ours with 401 and a reason, never 500', async () => {
    for (const sub of ['admin', 'f:1c2d:ilse', '0']) {
      const response = await userInfo(await tokenFrom({ sub }));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNKNOWN_SUBJECT',
        message: 'Diese Anmeldung gehört zu keinem Kundenkonto dieses Shops. Bitte melden Sie sich erneut an.',
      });
    }
  });

  it('refuses a token of the embedded issuer’s address and a forged one', async () => {
    const wrongIssuer = await userInfo(await tokenFrom({ sub: randomUUID(), iss: `${test.config.publicUrl}/oidc` }));
    expect(wrongIssuer.statusCode).toBe(401);
    const forged = await userInfo(`${(await tokenFrom({ sub: randomUUID() })).slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('accepts only access tokens: at+jwt in the header (also as application/at+jwt), or Keycloak’s typ claim Bearer; never an ID token', async () => {
    const user = await createUsersRepository(test.database.db).findByAccountOrEmail('Ilse');
    const sub = user?.id ?? '';
    expect((await userInfo(await tokenFrom({ sub, headerTyp: 'application/at+jwt' }))).statusCode).toBe(200);
    expect((await userInfo(await tokenFrom({ sub, headerTyp: 'JWT', typ: 'Bearer' }))).statusCode).toBe(200);
    // An ID token, made for the web app, even when it names our audience: a plain JWT, or Keycloak's typ ID.
    for (const idToken of [{ headerTyp: 'JWT' }, { headerTyp: 'JWT', typ: 'ID' }, { headerTyp: 'at+jwt', typ: 'ID' }, { headerTyp: 'logout+jwt' }]) {
      const response = await userInfo(await tokenFrom({ sub, ...idToken }));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'NOT_AN_ACCESS_TOKEN', message: 'Mit diesem Schlüssel kann man sich hier nicht anmelden. Bitte melden Sie sich erneut an.' });
    }
  });

  it('offers no trial access: only the embedded issuer can sign for temporary users', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/users/create' })).statusCode).toBe(501);
  });
});

describe('an outside issuer that does not answer', () => {
  let silent: Server;
  let silentIssuer = '';
  beforeAll(async () => {
    const port = await freePort();
    silentIssuer = `http://127.0.0.1:${port}/realms/shop`;
    // Takes the connection and never answers, like an issuer behind a stuck proxy.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('makes the check fail with a clear error once the timeout has passed, instead of holding the request', async () => {
    const verify = createTokenVerifier({ issuer: silentIssuer, audience: AUDIENCE, issuerTimeoutMs: 200 });
    const failure = await verify(await tokenFrom({ sub: randomUUID(), iss: silentIssuer })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IssuerUnreachableError);
    expect((failure as Error).message).toBe(`discovery of ${silentIssuer} did not answer within 200 ms`);
  });

  it('answers the API request with 503 and a German reason, not with 401 (the token may be fine)', async () => {
    const api = Fastify();
    registerErrorHandling(api);
    registerAuthentication(api, createTokenVerifier({ issuer: silentIssuer, audience: AUDIENCE, issuerTimeoutMs: 200 }), async () => ({
      sessionsEndedAt: null,
      account: { isTemporary: false, isMortician: false, maxTemplates: 0, companyId: null, actsForCompany: false },
    }));
    api.get('/api/probe', async () => ({ ok: true }));
    const response = await api.inject({ url: '/api/probe', headers: { authorization: `Bearer ${await tokenFrom({ sub: randomUUID(), iss: silentIssuer })}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'ISSUER_UNREACHABLE',
      message: 'Ihre Anmeldung kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    });
    await api.close();
  });
});

describe('an outside issuer whose key set fails', () => {
  let broken: Server;
  let base = '';
  let refusingPort = 0;
  beforeAll(async () => {
    const port = await freePort();
    // Nothing listens here: the connection is refused.
    refusingPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    broken = createServer((request, response) => {
      const discovery: Record<string, string> = {
        '/failing/.well-known/openid-configuration': `${base}/failing/certs`,
        '/refusing/.well-known/openid-configuration': `http://127.0.0.1:${refusingPort}/certs`,
      };
      const jwksUri = discovery[request.url ?? ''];
      if (jwksUri) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jwks_uri: jwksUri }));
      else response.writeHead(500, { 'content-type': 'text/plain' }).end('kaputt');
    });
    await new Promise<void>((resolve) => broken.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => broken.close(resolve));
  });

  async function probe(issuerUrl: string, token: string) {
    const api = Fastify();
    registerErrorHandling(api);
    registerAuthentication(api, createTokenVerifier({ issuer: issuerUrl, audience: AUDIENCE, issuerTimeoutMs: 2000 }), async () => ({
      sessionsEndedAt: null,
      account: { isTemporary: false, isMortician: false, maxTemplates: 0, companyId: null, actsForCompany: false },
    }));
    api.get('/api/probe', async () => ({ ok: true }));
    const response = await api.inject({ url: '/api/probe', headers: { authorization: `Bearer ${token}` } });
    await api.close();
    return response;
  }

  it.each([['answers 500', 'failing'], ['refuses the connection', 'refusing']])('answers 503, not 401, when the key set %s', async (_what, path) => {
    const failingIssuer = `${base}/${path}`;
    const response = await probe(failingIssuer, await tokenFrom({ sub: randomUUID(), iss: failingIssuer }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'ISSUER_UNREACHABLE', message: 'Ihre Anmeldung kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.' });
  });

  it('still answers 401 for a token signed with a key the issuer does not have', async () => {
    const stranger = await generateKeyPair('RS256');
    const token = await new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'RS256', kid: 'fremd-1', typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(stranger.privateKey);
    const response = await probe(issuer, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
