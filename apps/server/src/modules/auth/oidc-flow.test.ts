import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@eb/api-contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { CookieJar, freePort, servedTestApp, type oidcBrowser } from '../../testing/oidc-browser';
import type { TestApp } from '../../testing/test-app';
import { latestMailTo, linkIn } from '../../testing/outbox';

/**
 * The whole authorization code flow with PKCE over real HTTP, as the browser does it: discovery,
 * our sign-in page, the code, the token endpoint, the API with the token, refresh and revocation.
 */
let test: TestApp;
let base = '';
let browser: ReturnType<typeof oidcBrowser>;
const CLIENT = 'erinnerungsbuch-web';

beforeAll(async () => {
  ({ test, base, browser } = await servedTestApp());
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
    const { code, verifier } = await browser.authorize(session, 'Marta', 'Lindenblatt7');
    const tokens = await browser.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${base}/anmeldung/abschluss` });
    expect(tokens.status).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken, id_token: idToken } = tokens.body;
    expect(decodeJwt(accessToken!)).toMatchObject({ iss: `${base}/oidc`, aud: `${base}/api`, scope: expect.stringContaining('erinnerungsbuch.books') });
    // The browser times its renewal by this lifetime (SPEC.md's factor 0.75).
    const { exp = 0, iat = 0 } = decodeJwt(accessToken!);
    expect(exp - iat).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(decodeJwt(idToken!)).toMatchObject({ preferred_username: 'Marta', email: 'marta@example.de', email_verified: false });
    // Without prompt=consent, as the web app asks: the session-bound refresh token comes anyway.
    expect(refreshToken).toBeTruthy();

    const info = await fetch(`${base}/api/users/user-info`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ account: 'Marta', isTemporary: false, isEmailConfirmed: false, mayOrderBooks: false });

    const refreshed = await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken! });
    expect(refreshed.status).toBe(200);
    const { refresh_token: rotated } = refreshed.body;

    const revoked = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: rotated!, client_id: CLIENT }),
    });
    expect(revoked.status).toBe(200);
    expect((await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: rotated! })).status).toBe(400);
  });

  it('tells the user when name or password are wrong, without saying which', async () => {
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    const response = await browser.postLogin(session, interaction, 'Marta', 'falsch');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Benutzername oder Kennwort ist falsch.');
    const unknown = await browser.postLogin(session, interaction, 'Niemand', 'Lindenblatt7');
    expect(await unknown.text()).toContain('Benutzername oder Kennwort ist falsch.');
  });

  it('never asks for consent: the shop is its own client, even when prompt=consent is sent', async () => {
    const session = new CookieJar();
    await browser.signIn(session, 'Marta', 'Lindenblatt7');
    const again = await browser.startAuthorization(session, undefined, 'consent');
    expect(again.location).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    const callback = await browser.followToCallback(session, again.location);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a code flow without PKCE', async () => {
    const response = await fetch(
      `${base}/oidc/auth?${new URLSearchParams({ client_id: CLIENT, response_type: 'code', scope: 'openid', redirect_uri: `${base}/anmeldung/abschluss`, state: 's' })}`,
      { redirect: 'manual' },
    );
    expect(response.headers.get('location')).toContain('error=invalid_request');
  });

  it('refuses a code or refresh token with a NUL in it as invalid, never with a server error', async () => {
    const verifier = 'v'.repeat(43);
    const refresh = await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: 'a\u0000b' });
    const code = await browser.tokenRequest({ grant_type: 'authorization_code', code: 'a\u0000b', code_verifier: verifier, redirect_uri: `${base}/anmeldung/abschluss` });
    for (const answer of [refresh, code]) {
      expect(answer.status).toBe(400);
      expect(['invalid_grant', 'invalid_request']).toContain(answer.body.error);
    }
    const revoked = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'a\u0000b', client_id: CLIENT }),
    });
    expect(revoked.status).toBeLessThan(500);
  });

  it('answers 401 with a German reason for a forged or missing token', async () => {
    const forged = await fetch(`${base}/api/users/user-info`, { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toContain('Bitte melden Sie sich erneut an.');
    expect((await fetch(`${base}/api/users/user-info`)).status).toBe(401);
  });
});

describe('userinfo and signing out', () => {
  it('answers userinfo (/oidc/me) with the person’s claims, for a token asked with OpenID scopes only', async () => {
    const tokens = await browser.signIn(new CookieJar(), 'Marta', 'Lindenblatt7', 'openid profile email');
    const me = await fetch(`${base}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      sub: decodeJwt(tokens.id_token!).sub,
      preferred_username: 'Marta',
      name: 'Marta',
      email: 'marta@example.de',
      email_verified: false,
    });
    // The shop's own tokens are for the API only; a userinfo token opens no API route.
    const apiTokens = await browser.signIn(new CookieJar(), 'Marta', 'Lindenblatt7');
    expect((await fetch(`${base}/oidc/me`, { headers: { authorization: `Bearer ${apiTokens.access_token}` } })).status).toBe(401);
    expect((await fetch(`${base}/api/users/user-info`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
  });

  it('signs out without asking: the page sends itself, the session and its refresh tokens end, and the browser lands on /', async () => {
    const session = new CookieJar();
    const tokens = await browser.signIn(session, 'Marta', 'Lindenblatt7');
    // While the session lives, a new sign-in needs no password.
    const silent = await browser.startAuthorization(session);
    expect((await browser.followToCallback(session, silent.location)).searchParams.get('code')).toBeTruthy();

    const end = await browser.get(session, `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${base}/` })}`);
    expect(end.status).toBe(200);
    expect(end.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await end.text();
    expect(html).not.toContain('Möchten Sie');
    expect(html).toContain('<h1>Sie werden abgemeldet …</h1>');
    expect(html).toContain('<script src="/auth-assets/logout.js" defer></script>');
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');
    const script = await fetch(`${base}/auth-assets/logout.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('document.getElementById("op.logoutForm").submit();\n');

    // What the script does: send the issuer's form with its anti-forgery value and logout=yes.
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await fetch(new URL(action, base), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: session.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${base}/`);
    session.store(confirmed);

    expect((await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status).toBe(400);
    const again = await browser.startAuthorization(session);
    expect(again.location).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  });

  it('only asks, with a button, when the link does not carry the signed-in person’s own ID token: no other site can sign people out', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'bruno@example.de', account: 'Bruno', password: 'Lindenblatt8', isDataStoragePermitted: true },
    });
    const session = new CookieJar();
    await browser.signIn(session, 'Marta', 'Lindenblatt7');
    // Another site may sign in with an account of its own and send that ID token along.
    const strangers = await browser.signIn(new CookieJar(), 'Bruno', 'Lindenblatt8');
    const links: Array<Record<string, string>> = [{}, { client_id: CLIENT, post_logout_redirect_uri: `${base}/` }, { id_token_hint: strangers.id_token! }];
    for (const query of links) {
      const end = await browser.get(session, `/oidc/session/end?${new URLSearchParams(query)}`);
      expect(end.status).toBe(200);
      const html = await end.text();
      expect(html).not.toContain('logout.js');
      expect(html).toContain('<h1>Abmelden</h1>');
      expect(html).toContain('Möchten Sie sich bei Erinnerungsbuch abmelden?');
      expect(html).toContain('<button type="submit" class="primary" form="op.logoutForm">Abmelden</button>');
    }
    // A token that is not the issuer's own is refused with the German error page.
    const [header, payload] = strangers.id_token!.split('.');
    const forged = await browser.get(session, `/oidc/session/end?id_token_hint=${header}.${payload}.AAAA`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).not.toContain('logout.js');

    // Nothing was sent: the session stands, and a new sign-in needs no password.
    const silent = await browser.startAuthorization(session);
    expect((await browser.followToCallback(session, silent.location)).searchParams.get('code')).toBeTruthy();
  });
});

describe('two server processes on one database', () => {
  it('accept each other’s tokens and refresh each other’s grants (nothing lives in process memory)', async () => {
    const second = await buildApp({ config: test.config, database: test.database });
    const port = await freePort();
    await second.listen({ host: '127.0.0.1', port });
    const secondBase = `http://127.0.0.1:${port}`;
    try {
      const { code, verifier } = await browser.authorize(new CookieJar(), 'Marta', 'Lindenblatt7');
      const tokens = (await browser.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${base}/anmeldung/abschluss` })).body;
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

// Last in this file: it uses up the sign-in attempts of 127.0.0.1.
describe('too many sign-in attempts', () => {
  it('are answered on our German sign-in page, not with JSON', async () => {
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    let response: Response | undefined;
    for (let attempt = 0; attempt < 50 && response?.status !== 429; attempt++) {
      response = await browser.postLogin(session, interaction, 'Marta', 'falsch');
    }
    expect(response?.status).toBe(429);
    expect(response?.headers.get('content-type')).toContain('text/html');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h1>Anmelden</h1>');
    expect(html).toMatch(/<p class="error" role="alert" id="login-error">Zu viele Anfragen\. Bitte [^<]+<\/p>/);
    expect(html).toContain(`action="${interaction}/login"`);
  });
});

// Last: its failed sign-ins use up this address's sign-in allowance.
describe('the sign-in form under hostile input', () => {
  it('answers the sign-in form with a NUL, a huge name or half an emoji pair with a 4xx, never a server error', async () => {
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    for (const [login, password] of [['a\u0000b', 'x'], ['x'.repeat(5000), 'y'], ['ok', 'p\u0000w'], ['\ud800', 'x']] as const) {
      const answer = await browser.postLogin(session, interaction, login, password);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
