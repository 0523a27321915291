import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { latestMailTo, linkIn } from '../../testing/outbox';

/**
 * The whole authorization code flow with PKCE over real HTTP, as the browser does it: discovery,
 * our sign-in page, the code, the token endpoint, the API with the token, refresh and revocation.
 */
let test: TestApp;
let base = '';
const CLIENT = 'erinnerungsbuch-web';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  test = await createTestApp({ PUBLIC_URL: base });
  await test.app.listen({ host: '127.0.0.1', port });
  await test.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { email: 'marta@example.de', account: 'Marta', password: 'Lindenblatt7', isDataStoragePermitted: true },
  });
});
afterAll(() => test.close());

describe('the embedded OpenID Connect issuer', () => {
  it('publishes discovery and keys under /oidc, with PKCE S256', async () => {
    const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${base}/oidc`);
    expect(discovery.token_endpoint).toBe(`${base}/oidc/token`);
    expect(discovery.jwks_uri).toBe(`${base}/oidc/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', 'erinnerungsbuch.books', 'erinnerungsbuch.identity']));
    const jwks = (await (await fetch(discovery.jwks_uri as string)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs in through our German page and issues tokens the API accepts', async () => {
    const session = new CookieJar();
    const { code, verifier } = await authorize(session, 'Marta', 'Lindenblatt7');
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${base}/anmeldung/abschluss` });
    expect(tokens.status).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken, id_token: idToken } = tokens.body as Record<string, string>;
    expect(decodeJwt(accessToken!)).toMatchObject({ iss: `${base}/oidc`, aud: `${base}/api`, scope: expect.stringContaining('erinnerungsbuch.books') });
    expect(decodeJwt(idToken!)).toMatchObject({ preferred_username: 'Marta', email: 'marta@example.de', email_verified: false });
    expect(refreshToken).toBeTruthy();

    const info = await fetch(`${base}/api/users/user-info`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ account: 'Marta', isTemporary: false, isEmailConfirmed: false, mayOrderBooks: false });

    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken! });
    expect(refreshed.status).toBe(200);
    const { refresh_token: rotated } = refreshed.body as Record<string, string>;

    const revoked = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: rotated!, client_id: CLIENT }),
    });
    expect(revoked.status).toBe(200);
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: rotated! })).status).toBe(400);
  });

  it('tells the user when name or password are wrong, without saying which', async () => {
    const session = new CookieJar();
    const interaction = await startAuthorization(session);
    const response = await postLogin(session, interaction, 'Marta', 'falsch');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Benutzername oder Kennwort ist falsch.');
    const unknown = await postLogin(session, interaction, 'Niemand', 'Lindenblatt7');
    expect(await unknown.text()).toContain('Benutzername oder Kennwort ist falsch.');
  });

  it('refuses a code flow without PKCE', async () => {
    const response = await fetch(
      `${base}/oidc/auth?${new URLSearchParams({ client_id: CLIENT, response_type: 'code', scope: 'openid', redirect_uri: `${base}/anmeldung/abschluss`, state: 's' })}`,
      { redirect: 'manual' },
    );
    expect(response.headers.get('location')).toContain('error=invalid_request');
  });

  it('answers 401 with a German reason for a forged or missing token', async () => {
    const forged = await fetch(`${base}/api/users/user-info`, { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toContain('Bitte melden Sie sich erneut an.');
    expect((await fetch(`${base}/api/users/user-info`)).status).toBe(401);
  });
});

describe('two server processes on one database', () => {
  it('accept each other’s tokens and refresh each other’s grants (nothing lives in process memory)', async () => {
    const second = await buildApp({ config: test.config, database: test.database });
    const port = await freePort();
    await second.listen({ host: '127.0.0.1', port });
    const secondBase = `http://127.0.0.1:${port}`;
    try {
      const { code, verifier } = await authorize(new CookieJar(), 'Marta', 'Lindenblatt7');
      const tokens = (await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${base}/anmeldung/abschluss` })).body as Record<string, string>;
      const info = await fetch(`${secondBase}/api/users/user-info`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(info.status).toBe(200);
      const refreshed = await fetch(`${secondBase}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: CLIENT, grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }),
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('temporary users', () => {
  it('get a token at once and keep their user when they register', async () => {
    const created = await fetch(`${base}/api/users/create`);
    expect(created.status).toBe(200);
    const { token } = (await created.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const before = (await (await fetch(`${base}/api/users/user-info`, { headers: auth })).json()) as Record<string, unknown>;
    expect(before).toMatchObject({ isTemporary: true, account: null, mayOrderBooks: false });

    const registered = await fetch(`${base}/api/users/register`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'paul@example.de', account: 'Paul', password: 'Buchenweg3', isDataStoragePermitted: true }),
    });
    expect(registered.status).toBe(200);
    const after = (await (await fetch(`${base}/api/users/user-info`, { headers: auth })).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ isTemporary: false, account: 'Paul', isEmailConfirmed: false });

    const link = linkIn(await latestMailTo(test.config.mailOutboxDir, 'paul@example.de'), 'anmeldebestaetigung');
    await fetch(`${base}/api/users/confirm-mail?hash=${link?.split('/').at(-1)}`);
    expect(await (await fetch(`${base}/api/users/user-info`, { headers: auth })).json()).toMatchObject({ isEmailConfirmed: true, mayOrderBooks: true });
  });
});

// --- a tiny browser: cookies and redirects by hand -------------------------------------------

class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function get(session: CookieJar, url: string) {
  const response = await fetch(new URL(url, base), { redirect: 'manual', headers: { cookie: session.header() } });
  session.store(response);
  return response;
}

let lastVerifier = '';
async function startAuthorization(session: CookieJar): Promise<string> {
  const { verifier, challenge } = pkce();
  lastVerifier = verifier;
  const query = new URLSearchParams({
    client_id: CLIENT,
    response_type: 'code',
    scope: 'openid profile email offline_access erinnerungsbuch.books erinnerungsbuch.identity',
    redirect_uri: `${base}/anmeldung/abschluss`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'zustand',
    prompt: 'consent',
  });
  const start = await get(session, `/oidc/auth?${query}`);
  const location = start.headers.get('location') ?? '';
  expect(location).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  const page = await get(session, location);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<h1>Anmelden</h1>');
  expect(html).toContain('Passwort vergessen?');
  return location;
}

function postLogin(session: CookieJar, interaction: string, login: string, password: string) {
  return fetch(new URL(`${interaction}/login`, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: session.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }),
  });
}

async function authorize(session: CookieJar, login: string, password: string) {
  const interaction = await startAuthorization(session);
  const loggedIn = await postLogin(session, interaction, login, password);
  expect(loggedIn.status).toBe(303);
  session.store(loggedIn);
  let location = loggedIn.headers.get('location') ?? '';
  for (let hop = 0; hop < 5 && !location.startsWith(`${base}/anmeldung/abschluss`); hop++) {
    location = (await get(session, location)).headers.get('location') ?? '';
  }
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe('zustand');
  return { code: callback.searchParams.get('code') ?? '', verifier: lastVerifier };
}

async function tokenRequest(params: Record<string, string>) {
  const response = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ client_id: CLIENT, ...params }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
