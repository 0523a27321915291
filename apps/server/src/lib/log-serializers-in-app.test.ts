import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { CookieJar, freePort, oidcBrowser } from '../testing/oidc-browser';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registeredUser } from '../testing/tokens';
import { REDACTED } from './log-serializers';

/**
 * What the running server writes to its log, read back line by line: the real request and error
 * logs at the most talkative level, while people follow mailed links, sign in and fail.
 */
let test: TestApp;
let app: FastifyInstance;
let base = '';
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  test = await createTestApp({ PUBLIC_URL: base });
  app = await buildApp({ config: { ...test.config, LOG_LEVEL: 'trace' }, database: test.database, logStream: { write: (line) => lines.push(line) } });
  await app.listen({ host: '127.0.0.1', port });
});
afterAll(async () => {
  await app.close();
  await test.close();
});

// Each secret is unique, so finding it anywhere in the log is a leak.
const secret = (name: string) => `Geheim${name}${'x'.repeat(20)}`;

describe('secrets never reach the log', () => {
  it('leaves out mailed tokens in links and pages, passwords, authorization headers and cookies', async () => {
    const secrets: string[] = [];
    const keep = (name: string) => {
      const value = secret(name);
      secrets.push(value);
      return value;
    };
    const requests: Array<[string, string, unknown?]> = [
      ['GET', `/api/users/confirm-mail?hash=${keep('Hash')}`],
      ['GET', `/api/users/apply-data-changes?token=${keep('DataToken')}`],
      ['GET', `/api/users/apply-user-deletion?token=${keep('DeletionToken')}&x=1`],
      ['GET', `/passwort-neu/${keep('ResetPage')}`],
      ['GET', `/anmeldebestaetigung/${keep('RegistrationPage')}`],
      ['GET', `/emailbestaetigung/${keep('ChangePage')}?utm=mail`],
      ['GET', `/Account-Loesch-Betaetigung/${keep('DeletionPage')}/`],
      ['GET', `/teilen-bestaetigung/${keep('SharePage')}`],
      ['GET', `/anmeldung/abschluss?code=${keep('Code')}&state=${keep('State')}&iss=x`],
      ['GET', `/oidc/session/end?id_token_hint=${keep('IdToken')}`],
      ['POST', '/api/users/reset-password', { token: keep('BodyToken').slice(0, 30), password: keep('Password') }],
      ['POST', '/api/users/register', { email: 'lotte@example.de', account: 'Lotte', password: keep('RegisterPassword'), isDataStoragePermitted: true }],
    ];
    for (const [method, url, body] of requests) {
      await fetch(`${base}${url}`, {
        method,
        redirect: 'manual',
        headers: { authorization: `Bearer ${keep('Bearer')}`, cookie: `_session=${keep('Cookie')}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    }

    // A real sign-in: the issuer's interaction id, its cookies, the code and state on the way back.
    await registeredUser(test, 'Marta', 'Lindenblatt7');
    const browser = oidcBrowser(base);
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(new CookieJar());
    const { code, verifier } = await browser.authorize(session, 'Marta', 'Lindenblatt7');
    await fetch(`${browser.callbackUrl}?code=${code}&state=zustand`);
    const tokens = await browser.tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: browser.callbackUrl });
    await fetch(`${base}/api/users/user-info`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    const interactionId = interaction.split('/').pop()!;
    secrets.push(code, verifier, interactionId, tokens.body.access_token!, 'Lindenblatt7', ...session.header().split('; ').map((pair) => pair.split('=')[1]!));

    // An error log: the database goes away while a mailed link is opened.
    await test.database.close();
    expect((await fetch(`${base}/api/users/confirm-mail?hash=${keep('HashDuringFailure')}`)).status).toBe(500);

    const text = log();
    expect(text).toContain('"level":50'); // the failure was logged
    for (const value of secrets.filter((value) => value.length >= 8)) expect(text, `the log shows ${value}`).not.toContain(value);
    expect(text).toContain(`/api/users/confirm-mail?hash=${REDACTED}`);
    expect(text).toContain(`/api/users/apply-user-deletion?token=${REDACTED}&x=1`);
    expect(text).toContain(`/passwort-neu/${REDACTED}`);
    expect(text).toContain(`/emailbestaetigung/${REDACTED}?utm=mail`);
    expect(text).toContain(`/Account-Loesch-Betaetigung/${REDACTED}/`);
    expect(text).toContain(`/oidc/interaction/${REDACTED}/login`);
    expect(text).toContain(`/anmeldung/abschluss?code=${REDACTED}&state=${REDACTED}&iss=x`);
    expect(text).not.toMatch(/authorization|cookie/i);
  });

  it('names a request by the client’s x-request-id only when it is short and plain', async () => {
    const idOf = async (id: string) => {
      const before = lines.length;
      await app.inject({ url: '/api/products/formats', headers: { 'x-request-id': id } });
      const logged = lines.slice(before).map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      return logged.find((entry) => entry.msg === 'incoming request')?.reqId;
    };
    expect(await idOf('support-4711')).toBe('support-4711');
    for (const bad of ['x'.repeat(65), 'x'.repeat(10_000), 'a b', '../etc', 'abc"}{"level":60']) {
      const id = await idOf(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(log()).not.toContain('x'.repeat(65));
  });
});

