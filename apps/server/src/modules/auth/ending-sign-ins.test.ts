import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, servedTestApp, type oidcBrowser } from '../../testing/oidc-browser';
import { latestMailTo, linkIn } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';
import { users } from '../users/schema';

/**
 * Signing out means signed out: a new password chosen in the profile ends every sign-in made with
 * the old one (other browsers' sessions, refresh tokens, access tokens, trial tokens), and the issuer
 * refuses what began before, even when deleting its rows did not happen. A deleted account's token
 * opens nothing.
 */
let test: TestApp;
let base = '';
let browser: ReturnType<typeof oidcBrowser>;
let sender = 0;

beforeAll(async () => {
  ({ test, base, browser } = await servedTestApp());
});
afterAll(() => test.close());

const api = (url: string, token: string, init: RequestInit = {}) =>
  fetch(`${base}${url}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}`, 'x-forwarded-for': `10.7.0.${++sender}` } });
const userInfo = async (token: string) => (await api('/api/users/user-info', token)).status;
/** Tokens state their issue time in whole seconds: what is to count as "before" must be a second older. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A trial user who registered: the trial token now belongs to a registered account. */
async function registeredFromTrial(account: string, password: string) {
  const { token: trialToken } = (await (await fetch(`${base}/api/users/create`)).json()) as { token: string };
  const registered = await api('/api/users/register', trialToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${account.toLowerCase()}@example.de`, account, password, isDataStoragePermitted: true }),
  });
  expect(registered.status).toBe(200);
  const user = await test.database.db.query.users.findFirst({ where: (table, { eq: equals }) => equals(table.account, account) });
  return { id: user!.id, trialToken };
}

describe('a new password chosen in the profile', () => {
  it('ends every sign-in made before: other browsers, their refresh tokens, access tokens and the trial token', async () => {
    const { trialToken } = await registeredFromTrial('Greta', 'Altkennwort1');
    const laptop = new CookieJar();
    const phone = new CookieJar();
    const laptopTokens = await browser.signIn(laptop, 'Greta', 'Altkennwort1');
    const phoneTokens = await browser.signIn(phone, 'Greta', 'Altkennwort1');
    expect(await userInfo(trialToken)).toBe(200);
    expect(await userInfo(phoneTokens.access_token!)).toBe(200);

    await nextSecond();
    const requested = await api('/api/users/create-change-user-data-action', laptopTokens.access_token!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'greta@example.de', newPassword: 'Neukennwort2', isDataStoragePermitted: true, currentPassword: 'Altkennwort1' }),
    });
    expect(requested.status).toBe(200);
    const link = linkIn(await latestMailTo(test.config.mailOutboxDir, 'greta@example.de'), 'emailbestaetigung')?.split('/').at(-1) ?? '';
    const applied = await fetch(`${base}/api/users/apply-data-changes?token=${link}`);
    expect(((await applied.json()) as { message: string }).message).toBe('Ihre Daten sind geändert.');

    for (const token of [trialToken, laptopTokens.access_token!, phoneTokens.access_token!]) expect(await userInfo(token)).toBe(401);
    for (const refreshToken of [laptopTokens.refresh_token!, phoneTokens.refresh_token!]) {
      const refreshed = await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
      expect(refreshed.status).toBe(400);
      expect(refreshed.body.error).toBe('invalid_grant');
    }
    // The phone's browser is asked for the password again, and only the new one works.
    const { interaction } = await browser.openSignInPage(phone);
    expect((await browser.postLogin(phone, interaction, 'Greta', 'Altkennwort1')).status).toBe(401);
    const again = await browser.signIn(new CookieJar(), 'Greta', 'Neukennwort2');
    expect(await userInfo(again.access_token!)).toBe(200);
  });

  it('changes nothing about sign-ins when only the address changes', async () => {
    await registeredFromTrial('Hilde', 'Altkennwort1');
    const tokens = await browser.signIn(new CookieJar(), 'Hilde', 'Altkennwort1');
    await nextSecond();
    await api('/api/users/create-change-user-data-action', tokens.access_token!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hilde.neu@example.de', newPassword: null, isDataStoragePermitted: true, currentPassword: 'Altkennwort1' }),
    });
    const link = linkIn(await latestMailTo(test.config.mailOutboxDir, 'hilde.neu@example.de'), 'emailbestaetigung')?.split('/').at(-1) ?? '';
    expect((await fetch(`${base}/api/users/apply-data-changes?token=${link}`)).status).toBe(200);
    expect(await userInfo(tokens.access_token!)).toBe(200);
    expect((await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status).toBe(200);
  });
});

describe('the issuer itself', () => {
  it('refuses refresh tokens and sessions from before the end even when their rows were never deleted (a failure between the two)', async () => {
    const { id } = await registeredFromTrial('Ida', 'Altkennwort1');
    const session = new CookieJar();
    const tokens = await browser.signIn(session, 'Ida', 'Altkennwort1');
    // Rotated once before the end: the chain still began with the old sign-in.
    const rotated = await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(rotated.status).toBe(200);

    await nextSecond();
    // What a committed new password leaves behind when ending the issuer's rows failed: only the mark.
    await test.database.db.update(users).set({ sessionsEndedAt: new Date() }).where(eq(users.id, id));
    expect(await test.database.db.query.oidcPayloads.findMany()).not.toHaveLength(0);

    const refused = await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token! });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    // The browser's session no longer signs in without the password.
    const silent = await browser.startAuthorization(session);
    expect(silent.location).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    const login = await browser.get(session, silent.location);
    expect(await login.text()).toContain('<h1>Anmelden</h1>');
    // Signing in again now works as always.
    const fresh = await browser.signIn(new CookieJar(), 'Ida', 'Altkennwort1');
    expect((await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: fresh.refresh_token! })).status).toBe(200);
  });

  it('gives one refresh token only one new set of tokens, also to two requests at the same moment', async () => {
    await registeredFromTrial('Jana', 'Altkennwort1');
    const tokens = await browser.signIn(new CookieJar(), 'Jana', 'Altkennwort1');
    const answers = await Promise.all([1, 2, 3].map(() => browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.body.error === 'invalid_grant')).toBe(true);
  });
});

describe('a deleted account’s token', () => {
  it('gets 401 with a German reason on every route, never a 500 or 404', async () => {
    const { id, trialToken } = await registeredFromTrial('Kurt', 'Altkennwort1');
    const signedIn = await browser.signIn(new CookieJar(), 'Kurt', 'Altkennwort1');
    await test.database.db.delete(users).where(eq(users.id, id));
    const json = { 'content-type': 'application/json' };
    const calls: Array<[string, RequestInit]> = [
      ['/api/users/user-info', {}],
      ['/api/users/update-memorial-page-id?memorialPageId=luise-kern', {}],
      ['/api/users/toggle-memory-book-user', {}],
      ['/api/books', {}],
      ['/api/books', { method: 'POST', headers: json, body: JSON.stringify({ bookDescription: 'x', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 }) }],
      ['/api/users/create-delete-user-action', { method: 'POST' }],
    ];
    for (const token of [trialToken, signedIn.access_token!]) {
      for (const [url, init] of calls) {
        const response = await api(url, token, init);
        expect({ url, status: response.status }).toEqual({ url, status: 401 });
        expect(((await response.json()) as { message: string }).message).toBe('Diese Anmeldung gehört zu keinem Kundenkonto dieses Shops. Bitte melden Sie sich erneut an.');
      }
    }
    expect((await browser.tokenRequest({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token! })).status).toBe(400);
  });
});
