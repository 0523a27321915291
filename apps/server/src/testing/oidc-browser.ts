import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { WEB_CLIENT_ID, WEB_CLIENT_SCOPE } from '@eb/api-contract';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A tiny browser for the issuer's tests: cookies and redirects by hand, over real HTTP, the way
 * the shop's page walks the authorization code flow with PKCE.
 */
export class CookieJar {
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

export function oidcBrowser(base: string) {
  const callbackUrl = `${base}/anmeldung/abschluss`;

  async function get(session: CookieJar, url: string) {
    const response = await fetch(new URL(url, base), { redirect: 'manual', headers: { cookie: session.header() } });
    session.store(response);
    return response;
  }

  /** Starts a sign-in as the web app does (no prompt), returning where the issuer sends the browser. */
  async function startAuthorization(session: CookieJar, scope = WEB_CLIENT_SCOPE, prompt?: string) {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      scope,
      redirect_uri: callbackUrl,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'zustand',
      ...(prompt ? { prompt } : {}),
    });
    const start = await get(session, `/oidc/auth?${query}`);
    return { location: start.headers.get('location') ?? '', verifier };
  }

  async function openSignInPage(session: CookieJar, scope?: string) {
    const { location, verifier } = await startAuthorization(session, scope);
    expect(location).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    const page = await get(session, location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Anmelden</h1>');
    expect(html).toContain('Passwort vergessen?');
    return { interaction: location, verifier };
  }

  function postLogin(session: CookieJar, interaction: string, login: string, password: string) {
    return fetch(new URL(`${interaction}/login`, base), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: session.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }),
    });
  }

  /** Follows redirects until the issuer sends the browser back to the shop. */
  async function followToCallback(session: CookieJar, location: string) {
    for (let hop = 0; hop < 5 && !location.startsWith(callbackUrl); hop++) {
      location = (await get(session, location)).headers.get('location') ?? '';
    }
    return new URL(location);
  }

  /** Signs in on our page and returns the authorization code. */
  async function authorize(session: CookieJar, login: string, password: string, scope?: string) {
    const { interaction, verifier } = await openSignInPage(session, scope);
    const loggedIn = await postLogin(session, interaction, login, password);
    expect(loggedIn.status).toBe(303);
    session.store(loggedIn);
    const callback = await followToCallback(session, loggedIn.headers.get('location') ?? '');
    expect(callback.searchParams.get('state')).toBe('zustand');
    return { code: callback.searchParams.get('code') ?? '', verifier };
  }

  async function tokenRequest(params: Record<string, string>) {
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...params }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  /** Signs in and exchanges the code: the tokens the web app would hold. */
  async function signIn(session: CookieJar, login: string, password: string, scope?: string) {
    const { code, verifier } = await authorize(session, login, password, scope);
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: callbackUrl });
    expect(tokens.status).toBe(200);
    return tokens.body;
  }

  return { callbackUrl, get, startAuthorization, openSignInPage, postLogin, followToCallback, authorize, tokenRequest, signIn };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A test app served on a free loopback port, with a browser for it: the issuer's redirects and
 * cookies need a real address (PUBLIC_URL) that inject() cannot give.
 */
export async function servedTestApp(env: Record<string, string> = {}): Promise<{ test: TestApp; base: string; browser: ReturnType<typeof oidcBrowser> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const test = await createTestApp({ PUBLIC_URL: base, ...env });
  await test.app.listen({ host: '127.0.0.1', port });
  return { test, base, browser: oidcBrowser(base) };
}
