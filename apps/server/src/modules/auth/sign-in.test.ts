import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { CookieJar, servedTestApp, type oidcBrowser } from '../../testing/oidc-browser';
import { latestMailTo, linkIn } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { createUsersRepository } from '../users/repository';
import { users } from '../users/schema';
import { createSignInService, lockMinutes, throttleKey, tooManyFailuresMessage } from './sign-in';
import { signInThrottles } from './sign-in-throttle-schema';

const LOCKED = /Zu viele Fehlversuche\. Bitte versuchen Sie es um \d\d:\d\d Uhr noch einmal\./;
const WRONG = 'Benutzername oder Kennwort ist falsch. Bitte prüfen Sie Ihre Eingaben.';

let test: TestApp;
let browser: ReturnType<typeof oidcBrowser>;

async function addUser(account: string, password: string, values: Partial<typeof users.$inferInsert> = {}) {
  return createUsersRepository(test.database.db).insert({ account, email: `${account.toLowerCase()}@example.de`, passwordHash: await hashPassword(password), ...values });
}

/** As if the wait were over: the lock ends now (the database's clock decides, so move the row). */
async function endLock(login: string) {
  await test.database.db.update(signInThrottles).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(signInThrottles.key, throttleKey(login)));
}

beforeAll(async () => {
  // The per-address limit of the sign-in route is tested elsewhere; here only the per-name throttle counts.
  ({ test, browser } = await servedTestApp({ RATE_LIMIT_ALLOWLIST: '127.0.0.1' }));
  await addUser('Erna', 'Lindenblatt7');
});
afterAll(() => test.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('guessing a password on the sign-in page', () => {
  it('is slowed per account after 5 failures, in any spelling of the name, with a German "try again at" on the page', async () => {
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    for (const [index, login] of ['Erna', 'erna', 'ERNA ', 'Erna', 'eRnA'].entries()) {
      const answer = await browser.postLogin(session, interaction, login, `falsch${index}`);
      expect(answer.status).toBe(401);
      const html = await answer.text();
      expect(html).toContain(WRONG);
      // The 5th failure starts the first wait, and the page says until when.
      if (index < 4) expect(html).not.toMatch(LOCKED);
      else expect(html).toMatch(LOCKED);
    }
    // Now even the right password waits: 429 on the German page, not JSON.
    const refused = await browser.postLogin(session, interaction, 'Erna', 'Lindenblatt7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toMatch(LOCKED);

    // After the wait the right password works and the count starts afresh.
    await endLock('Erna');
    const signedIn = await browser.postLogin(session, interaction, 'Erna', 'Lindenblatt7');
    expect(signedIn.status).toBe(303);
    expect(await test.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, throttleKey('Erna')))).toEqual([]);
  });

  it('throttles a name nobody has exactly like a real one', async () => {
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    for (let attempt = 0; attempt < 5; attempt++) expect((await browser.postLogin(session, interaction, 'Niemand', 'falsch')).status).toBe(401);
    const refused = await browser.postLogin(session, interaction, 'niemand', 'falsch');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(LOCKED);
  });
});

describe('a lock a guesser caused ends with a new password or the account', () => {
  const tokenIn = async (to: string, page: string) => linkIn(await latestMailTo(test.config.mailOutboxDir, to), page)?.split('/').at(-1) ?? '';
  const throttleRowsOf = (...logins: string[]) => test.database.db.select().from(signInThrottles).where(inArray(signInThrottles.key, logins.map(throttleKey)));
  /** Someone else guesses under both names of the account until they are locked. */
  async function lockOut(...logins: string[]) {
    const guesser = createSignInService({ db: test.database.db });
    for (const login of logins) for (let attempt = 0; attempt < 5; attempt++) await guesser.signIn(login, `geraten${attempt}`);
    for (const login of logins) expect(await guesser.signIn(login, 'geraten')).toMatchObject({ ok: false, status: 429 });
  }

  it('a password reset link: the new password signs in at once, under the login name and the address', async () => {
    await addUser('Bruno', 'Altkennwort8');
    const session = new CookieJar();
    const { interaction } = await browser.openSignInPage(session);
    for (let attempt = 0; attempt < 5; attempt++) expect((await browser.postLogin(session, interaction, 'Bruno', `falsch${attempt}`)).status).toBe(401);
    await lockOut('bruno@example.de');
    expect((await browser.postLogin(session, interaction, 'Bruno', 'Altkennwort8')).status).toBe(429);

    expect((await test.app.inject({ method: 'POST', url: '/api/users/request-password-reset', payload: { email: 'bruno@example.de' } })).statusCode).toBe(200);
    const token = await tokenIn('bruno@example.de', 'passwort-neu');
    expect((await test.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password: 'Neukennwort9' } })).statusCode).toBe(200);

    expect((await browser.postLogin(session, interaction, 'Bruno', 'Neukennwort9')).status).toBe(303);
    expect(await createSignInService({ db: test.database.db }).signIn('BRUNO@example.de', 'Neukennwort9')).toMatchObject({ ok: true });
  });

  it('a new password chosen in the profile', async () => {
    const clara = await registeredUser(test, 'Clara');
    await lockOut('Clara', 'clara@example.de');
    const change = { email: 'clara@example.de', newPassword: 'Frischluft6', isDataStoragePermitted: true, currentPassword: 'Kennwort1' };
    expect((await test.app.inject({ method: 'POST', url: '/api/users/create-change-user-data-action', headers: clara.auth, payload: change })).statusCode).toBe(200);
    const token = await tokenIn('clara@example.de', 'emailbestaetigung');
    expect((await test.app.inject({ url: `/api/users/apply-data-changes?token=${token}` })).statusCode).toBe(200);

    expect(await throttleRowsOf('Clara', 'clara@example.de')).toEqual([]);
    expect(await createSignInService({ db: test.database.db }).signIn('Clara', 'Frischluft6')).toEqual({ ok: true, userId: clara.id });
  });

  it('a deleted account leaves no count behind for whoever takes its name next', async () => {
    const dora = await registeredUser(test, 'Dora');
    await lockOut('Dora', 'dora@example.de');
    expect(await throttleRowsOf('Dora', 'dora@example.de')).toHaveLength(2);
    expect((await test.app.inject({ method: 'POST', url: '/api/users/create-delete-user-action', headers: dora.auth })).statusCode).toBe(200);
    const token = await tokenIn('dora@example.de', 'account-loesch-betaetigung');
    expect((await test.app.inject({ url: `/api/users/apply-user-deletion?token=${token}` })).statusCode).toBe(200);

    expect(await throttleRowsOf('Dora', 'dora@example.de')).toEqual([]);
  });
});

describe('the sign-in check', () => {
  it('does the same work for an unknown name as for a wrong password: a check against a dummy hash', async () => {
    const checks = { verifyPassword: vi.fn(verifyPassword), dummyPasswordHash };
    const service = createSignInService({ db: test.database.db, passwords: checks });
    const dummy = await dummyPasswordHash();
    const known = await addUser('Hedwig', 'Birkenweg12');

    expect(await service.signIn('Hedwig', 'falsch')).toMatchObject({ ok: false, status: 401, message: WRONG });
    expect(checks.verifyPassword).toHaveBeenCalledTimes(1);
    expect(checks.verifyPassword).toHaveBeenLastCalledWith('falsch', known.passwordHash);

    expect(await service.signIn('Unbekannt', 'falsch')).toMatchObject({ ok: false, status: 401, message: WRONG });
    expect(checks.verifyPassword).toHaveBeenCalledTimes(2);
    expect(checks.verifyPassword).toHaveBeenLastCalledWith('falsch', dummy);
  });

  it('checks a failed sign-in against a hash of an older, cheaper cost and then the dummy hash as well: no faster "wrong" for an existing account', async () => {
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '15');
    const dormant = await addUser('Kuno', 'Buchenhain3');
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '');
    const checks = { verifyPassword: vi.fn(verifyPassword), dummyPasswordHash };
    const service = createSignInService({ db: test.database.db, passwords: checks });
    const dummy = await dummyPasswordHash();

    expect(await service.signIn('Kuno', 'falsch')).toMatchObject({ ok: false, status: 401, message: WRONG });
    expect(checks.verifyPassword.mock.calls).toEqual([
      ['falsch', dormant.passwordHash],
      ['falsch', dummy],
    ]);
    // The right password needs no second check (and the hash is then replaced).
    checks.verifyPassword.mockClear();
    expect(await service.signIn('Kuno', 'Buchenhain3')).toMatchObject({ ok: true });
    expect(checks.verifyPassword.mock.calls).toEqual([['Buchenhain3', dormant.passwordHash]]);
  });

  it('is shared by every server process: failures counted by one lock the name in another', async () => {
    await addUser('Ottilie', 'Rosenhag33');
    const first = createSignInService({ db: test.database.db });
    const second = createSignInService({ db: test.database.db });
    for (let attempt = 0; attempt < 5; attempt++) await (attempt % 2 ? first : second).signIn('Ottilie', 'falsch');
    const refused = await first.signIn('ottilie', 'Rosenhag33');
    expect(refused).toMatchObject({ ok: false, status: 429 });
    await endLock('Ottilie');
    expect(await second.signIn('Ottilie', 'Rosenhag33')).toMatchObject({ ok: true });
  });

  it('counts parallel guesses one by one: no burst gets past the wait', async () => {
    await addUser('Gustav', 'Eichenlaub5');
    const service = createSignInService({ db: test.database.db });
    const answers = await Promise.all(Array.from({ length: 12 }, () => service.signIn('Gustav', 'falsch')));
    // 5 are checked, the rest are refused without a check.
    expect(answers.filter((answer) => !answer.ok && answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.ok && answer.status === 429)).toHaveLength(7);
  });

  it('replaces a hash made at an older cost with one at today\'s cost when the person signs in', async () => {
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '15');
    const user = await addUser('Wilma', 'Ahornblatt4');
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    vi.stubEnv('EB_TEST_PASSWORD_LOG2N', '');
    const service = createSignInService({ db: test.database.db });
    expect(await service.signIn('Wilma', 'Ahornblatt4')).toEqual({ ok: true, userId: user.id });
    const [after] = await test.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(after?.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Ahornblatt4', after?.hash ?? '')).toBe(true);
  });

  it('waits 1, 2, 4 … minutes after the 5 free attempts, at most an hour', () => {
    expect([1, 4, 5, 6, 7, 8, 11, 12, 40].map(lockMinutes)).toEqual([0, 0, 1, 2, 4, 8, 60, 60, 60]);
  });

  it('names the time to try again in German time, rounded up to the minute', () => {
    expect(tooManyFailuresMessage(new Date('2025-01-15T13:31:20Z'))).toBe('Zu viele Fehlversuche. Bitte versuchen Sie es um 14:32 Uhr noch einmal.');
    expect(tooManyFailuresMessage(new Date('2025-07-15T12:32:00Z'))).toBe('Zu viele Fehlversuche. Bitte versuchen Sie es um 14:32 Uhr noch einmal.');
  });
});
