import Fastify, { type InjectOptions } from 'fastify';
import { SIGNIN_CALLBACK_PATH, WEB_CLIENT_ID, WEB_CLIENT_SCOPE } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from '../config';
import { CookieJar, servedTestApp, type oidcBrowser } from '../testing/oidc-browser';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_PASSWORD_REFUSED, demoAccessRule, MAILBOX_REFUSED } from './demo-access';
import { escapeHtml } from './html';

/**
 * `npm start` is for a person trying the shop on their own machine: the demo accounts' published
 * password and the developer mailbox (whose links reset anyone's password) answer only that machine,
 * unless NODE_ENV=development is set explicitly. Nobody elsewhere, not through a proxy either.
 */
const ANOTHER_MACHINE = '192.0.2.7';

/** Whether the rule lets a request in, under the given environment (as the real app reads it). */
async function allowed(env: Record<string, string>, request: { remoteAddress: string; headers?: Record<string, string> }) {
  const config = loadConfig(env);
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.TRUST_PROXY) });
  const rule = demoAccessRule(config);
  app.get('/probe', async (req) => ({ allowed: rule(req) }));
  const answer = await app.inject({ url: '/probe', remoteAddress: request.remoteAddress, headers: request.headers ?? {} });
  await app.close();
  return (answer.json() as { allowed: boolean }).allowed;
}

describe('who counts as this machine', () => {
  it('loopback in every spelling, and only loopback', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(await allowed({}, { remoteAddress: address }), address).toBe(true);
    for (const address of [ANOTHER_MACHINE, '10.0.0.5', '::ffff:192.0.2.7', 'fe80::1', '128.0.0.1']) expect(await allowed({}, { remoteAddress: address }), address).toBe(false);
  });

  it('without TRUST_PROXY, a request a local proxy forwarded is not from this machine', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      expect(await allowed({}, { remoteAddress: '127.0.0.1', headers: { [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' } }), header).toBe(false);
    }
  });

  it('with TRUST_PROXY, only the real forwarded client counts: a forged 127.0.0.1 in front does not', async () => {
    const forwarded = (chain: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': chain } });
    expect(await allowed({ TRUST_PROXY: '1' }, forwarded('127.0.0.1, 203.0.113.7'))).toBe(false);
    expect(await allowed({ TRUST_PROXY: 'loopback' }, forwarded('127.0.0.1, 203.0.113.7'))).toBe(false);
    // Someone on the proxy's machine itself, and a request that bypasses the proxy on this machine.
    expect(await allowed({ TRUST_PROXY: '1' }, forwarded('127.0.0.1'))).toBe(true);
    expect(await allowed({ TRUST_PROXY: '1' }, { remoteAddress: '127.0.0.1' })).toBe(true);
    // A proxy on another machine never makes a request local, whatever the chain says.
    expect(await allowed({ TRUST_PROXY: '1' }, { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(false);
  });

  it('a page of another site pointed at 127.0.0.1 (DNS rebinding) is not this machine: the Host must be a loopback name', async () => {
    expect(await allowed({}, { remoteAddress: '127.0.0.1', headers: { host: 'boese.example:3000' } })).toBe(false);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'shop.localhost']) expect(await allowed({}, { remoteAddress: '127.0.0.1', headers: { host } }), host).toBe(true);
  });

  it('a shop whose PUBLIC_URL is not loopback is served to others (nginx makes them look local): nobody is this machine', async () => {
    // nginx's `proxy_pass http://127.0.0.1:3000` adds no forwarding header and sends Host 127.0.0.1:3000.
    const throughLocalProxy = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000' } };
    expect(await allowed({ PUBLIC_URL: 'https://shop.example' }, throughLocalProxy)).toBe(false);
    expect(await allowed({ PUBLIC_URL: 'https://shop.example', TRUST_PROXY: 'loopback' }, throughLocalProxy)).toBe(false);
    for (const publicUrl of ['http://localhost:3000', 'http://shop.localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(await allowed({ PUBLIC_URL: publicUrl }, throughLocalProxy), publicUrl).toBe(true);
    }
    // Unless a developer opened it on purpose.
    expect(await allowed({ PUBLIC_URL: 'https://shop.example', NODE_ENV: 'development' }, throughLocalProxy)).toBe(true);
  });

  it('NODE_ENV=development set explicitly opens it to every machine; the default does not; production never', async () => {
    expect(await allowed({ NODE_ENV: 'development' }, { remoteAddress: ANOTHER_MACHINE })).toBe(true);
    expect(await allowed({}, { remoteAddress: ANOTHER_MACHINE })).toBe(false);
    expect(await allowed({ NODE_ENV: 'test' }, { remoteAddress: ANOTHER_MACHINE })).toBe(false);
    expect(await allowed({ NODE_ENV: 'production' }, { remoteAddress: '127.0.0.1' })).toBe(false);
  });
});

describe('the demo accounts and the mailbox in a running shop', () => {
  let test: TestApp;
  let base = '';
  let browser: ReturnType<typeof oidcBrowser>;
  beforeAll(async () => {
    ({ test, base, browser } = await servedTestApp({ SEED_DEMO_DATA: 'true' }));
    await test.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'ottilie@example.de', account: 'Ottilie', password: 'Heckenrose5', isDataStoragePermitted: true },
    });
  });
  afterAll(() => test.close());

  /** Our sign-in form sent from an address of our choosing, in the session the issuer started. */
  async function signInFrom(remoteAddress: string, login: string, password: string, headers: Record<string, string> = {}) {
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    const request: InjectOptions = {
      method: 'POST',
      url: `${new URL(interaction, base).pathname}/login`,
      remoteAddress,
      headers: { cookie: session.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ login, password }).toString(),
    };
    return test.app.inject(request);
  }

  it.each(['betrieb', 'sabine.weber', 'markus.hainzl', 'lindner'])('refuses %s with the published password from another machine, in German on the sign-in page', async (account) => {
    const answer = await signInFrom(ANOTHER_MACHINE, account, DEMO_PASSWORD);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('<h1>Anmelden</h1>');
    expect(answer.body).toContain(escapeHtml(DEMO_PASSWORD_REFUSED));
  });

  it('refuses it through a proxy on this machine too', async () => {
    const answer = await signInFrom('127.0.0.1', 'betrieb', DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.7' });
    expect(answer.statusCode).toBe(403);
  });

  it('lets the person on this machine sign in with it', async () => {
    expect((await signInFrom('127.0.0.1', 'betrieb', DEMO_PASSWORD)).statusCode).toBe(303);
    // Over real HTTP from this machine, through to the code.
    const { code } = await browser.authorize(new CookieJar(), 'sabine.weber', DEMO_PASSWORD);
    expect(code).toBeTruthy();
  });

  it('leaves everyone else alone: an own account and password sign in from anywhere', async () => {
    expect((await signInFrom(ANOTHER_MACHINE, 'Ottilie', 'Heckenrose5')).statusCode).toBe(303);
  });

  it('/dev/mails answers this machine and refuses another one, with a German reason and nothing of the mails', async () => {
    const here = await test.app.inject({ url: '/dev/mails', remoteAddress: '127.0.0.1' });
    expect(here.statusCode).toBe(200);
    expect(here.body).toContain('ottilie@example.de');
    for (const url of ['/dev/mails', '/dev/mails/irgendeine']) {
      const elsewhere = await test.app.inject({ url, remoteAddress: ANOTHER_MACHINE });
      expect(elsewhere.statusCode, url).toBe(403);
      expect(elsewhere.body).toBe(MAILBOX_REFUSED);
    }
    const forwarded = await test.app.inject({ url: '/dev/mails', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.body).not.toContain('ottilie');
  });
});

describe('a shop served to others at its public address, behind nginx on the same machine', () => {
  let test: TestApp;
  // What nginx's `proxy_pass http://127.0.0.1:3000` hands on: loopback, Host 127.0.0.1:3000, no forwarding header.
  const throughNginx = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000' } };
  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL: 'https://shop.example', SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => test.close());

  it('refuses the published demo password', async () => {
    const session = new InjectedCookies();
    const query = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      scope: WEB_CLIENT_SCOPE,
      redirect_uri: `https://shop.example${SIGNIN_CALLBACK_PATH}`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'zustand',
    });
    const start = await test.app.inject({ ...throughNginx, url: `/oidc/auth?${query}` });
    session.store(start);
    const interaction = new URL(String(start.headers.location), 'https://shop.example').pathname;
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const answer = await test.app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      remoteAddress: throughNginx.remoteAddress,
      headers: { ...throughNginx.headers, cookie: session.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: 'betrieb', password: DEMO_PASSWORD }).toString(),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain(escapeHtml(DEMO_PASSWORD_REFUSED));
  });

  it('refuses /dev/mails', async () => {
    const answer = await test.app.inject({ ...throughNginx, url: '/dev/mails' });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toBe(MAILBOX_REFUSED);
  });
});

/** Cookies of injected answers, for a sign-in driven through app.inject. */
class InjectedCookies {
  private cookies = new Map<string, string>();
  store(answer: { cookies: { name: string; value: string }[] }) {
    for (const { name, value } of answer.cookies) this.cookies.set(name, value);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
