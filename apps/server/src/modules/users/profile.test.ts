import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { latestMailTo, linkIn } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { memorialPages } from '../memorial-pages/schema';

let test: TestApp;
let sender = 0;
const DAY = 24 * 60 * 60 * 1000;
const ADMINISTRATOR_MESSAGE = 'Sie verwalten eine Gedenkseite und können Ihren Account deshalb nicht selbst löschen. Bitte wenden Sie sich an unseren Support – wir helfen Ihnen gern.';
// The server's clock, moved on to let links expire.
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  test = await createTestApp({}, () => clock);
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: Record<string, unknown>) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}), remoteAddress: `10.4.0.${++sender}` });
const tokenIn = async (to: string, page: string) => linkIn(await latestMailTo(test.config.mailOutboxDir, to), page)?.split('/').at(-1) ?? '';
/** Runs `check` with the server's clock a little more than `days` later. */
async function daysLater(days: number, check: () => Promise<void>) {
  const before = clock;
  clock = new Date(before.getTime() + days * DAY + 60_000);
  try {
    await check();
  } finally {
    clock = before;
  }
}
const change = (overrides: Record<string, unknown>) => ({ email: 'ilse@example.de', newPassword: null, isDataStoragePermitted: true, currentPassword: 'Kennwort1', ...overrides });

describe('changing one’s data', () => {
  it('changes e-mail and password only after the link mailed to the new address', async () => {
    const ilse = await registeredUser(test, 'Ilse');
    const requested = await call('POST', '/api/users/create-change-user-data-action', ilse.auth, change({ email: 'ilse.neu@example.de', newPassword: 'Tulpen99' }));
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toContain('Wir haben Ihnen eine E-Mail geschickt');
    const before = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, ilse.id) });
    expect(before?.email).toBe('ilse@example.de');

    const token = await tokenIn('ilse.neu@example.de', 'emailbestaetigung');
    const applied = await call('GET', `/api/users/apply-data-changes?token=${token}`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe('Ihre Daten sind geändert.');
    const after = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, ilse.id) });
    expect(after?.email).toBe('ilse.neu@example.de');
    expect(await verifyPassword('Tulpen99', after?.passwordHash ?? '')).toBe(true);
    expect((await call('GET', `/api/users/apply-data-changes?token=${token}`)).statusCode).toBe(400);
  });

  it('takes back the links still waiting once a change is applied: a deletion asked for before no longer works', async () => {
    const jutta = await registeredUser(test, 'Jutta');
    await call('POST', '/api/users/create-delete-user-action', jutta.auth);
    const deletion = await tokenIn('jutta@example.de', 'account-loesch-betaetigung');
    await call('POST', '/api/users/create-change-user-data-action', jutta.auth, change({ email: 'jutta.neu@example.de' }));
    expect((await call('GET', `/api/users/apply-data-changes?token=${await tokenIn('jutta.neu@example.de', 'emailbestaetigung')}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/apply-user-deletion?token=${deletion}`)).statusCode).toBe(400);
    expect(await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, jutta.id) })).toBeDefined();
  });

  it.each([
    [change({}), 400, 'Keine Daten geändert!'],
    [change({ newPassword: 'Tulpen99', currentPassword: null }), 400, 'Sie müssen ihr aktuelles Kennwort angeben.'],
    [change({ newPassword: 'Tulpen99', currentPassword: 'falsch' }), 409, 'Das aktuelle Passwort ist falsch.'],
    [change({ email: 'otto@example.de' }), 409, 'Die E-Mail-Adresse wird bereits verwendet.'],
    [change({ newPassword: '123' }), 400, 'Das Kennwort muss mindestens 6 Zeichen lang sein.'],
    [change({ isDataStoragePermitted: false, newPassword: 'Tulpen99' }), 400, 'Bitte stimmen Sie der Speicherung Ihrer Daten zu.'],
    [change({ email: 'kaputt' }), 400, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
  ])('refuses %o with %i and SPEC.md’s message', async (payload, status, message) => {
    await registeredUser(test, 'Otto');
    const gerda = await registeredUser(test, 'Gerda');
    const response = await call('POST', '/api/users/create-change-user-data-action', gerda.auth, { ...payload, email: payload.email === 'ilse@example.de' ? 'gerda@example.de' : payload.email });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('refuses a data-change link older than 7 days and changes nothing', async () => {
    const rosa = await registeredUser(test, 'Rosa');
    await call('POST', '/api/users/create-change-user-data-action', rosa.auth, change({ email: 'rosa.neu@example.de' }));
    const token = await tokenIn('rosa.neu@example.de', 'emailbestaetigung');
    await daysLater(7, async () => {
      const expired = await call('GET', `/api/users/apply-data-changes?token=${token}`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als 7 Tage.');
    });
    expect((await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, rosa.id) }))?.email).toBe('rosa@example.de');
  });

  it('is only for signed-in, registered users', async () => {
    expect((await call('POST', '/api/users/create-change-user-data-action', {}, change({ newPassword: 'Tulpen99' }))).statusCode).toBe(401);
    const { token } = (await call('GET', '/api/users/create')).json() as { token: string };
    const temporary = await call('POST', '/api/users/create-change-user-data-action', { authorization: `Bearer ${token}` }, change({ newPassword: 'Tulpen99' }));
    expect(temporary.statusCode).toBe(403);
    expect((await call('POST', '/api/users/create-delete-user-action', { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });
});

describe('deleting one’s account', () => {
  it('deletes the account and its links only after the mailed link; the token then stops working', async () => {
    const hans = await registeredUser(test, 'Hans');
    const requested = await call('POST', '/api/users/create-delete-user-action', hans.auth);
    expect(requested.statusCode).toBe(200);
    expect(await call('GET', '/api/users/user-info', hans.auth).then((response) => response.statusCode)).toBe(200);
    const token = await tokenIn('hans@example.de', 'account-loesch-betaetigung');
    const deleted = await call('GET', `/api/users/apply-user-deletion?token=${token}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toContain('gelöscht');
    expect(await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, hans.id) })).toBeUndefined();
    expect(await test.database.db.query.userActionTokens.findMany({ where: (tokens, { eq }) => eq(tokens.userId, hans.id) })).toHaveLength(0);
    expect((await call('GET', '/api/users/user-info', hans.auth)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/apply-user-deletion?token=${token}`)).statusCode).toBe(400);
  });

  it('cannot be started for someone else: the link goes to the caller’s own address', async () => {
    const eva = await registeredUser(test, 'Eva');
    await registeredUser(test, 'Adam');
    await call('POST', '/api/users/create-delete-user-action', eva.auth);
    expect((await latestMailTo(test.config.mailOutboxDir, 'adam@example.de'))?.subject).not.toContain('Löschen');
  });
});

describe('deleting one’s account: what goes with it and what stops it', () => {
  const selection = { bookDescription: 'Für Opa Heinz', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };

  it('deletes the account’s books with it', async () => {
    const paul = await registeredUser(test, 'Paul');
    const other = await registeredUser(test, 'Petra');
    const made = await call('POST', '/api/books', paul.auth, selection);
    expect(made.statusCode).toBe(200);
    await call('POST', '/api/books', other.auth, selection);
    const booksOf = (userId: string) => test.database.db.query.books.findMany({ where: (books, { eq }) => eq(books.ownerUserId, userId) });
    expect(await booksOf(paul.id)).toHaveLength(1);

    await call('POST', '/api/users/create-delete-user-action', paul.auth);
    expect((await call('GET', `/api/users/apply-user-deletion?token=${await tokenIn('paul@example.de', 'account-loesch-betaetigung')}`)).statusCode).toBe(200);
    expect(await booksOf(paul.id)).toHaveLength(0);
    expect(await booksOf(other.id)).toHaveLength(1);
  });

  it('refuses a deletion link older than 7 days and keeps the account', async () => {
    const otto = await registeredUser(test, 'Ottilie');
    await call('POST', '/api/users/create-delete-user-action', otto.auth);
    const token = await tokenIn('ottilie@example.de', 'account-loesch-betaetigung');
    await daysLater(7, async () => {
      const expired = await call('GET', `/api/users/apply-user-deletion?token=${token}`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als 7 Tage.');
    });
    expect((await call('GET', '/api/users/user-info', otto.auth)).statusCode).toBe(200);
  });

  it('does not even mail a deletion link to a memorial page’s administrator, and says to contact support', async () => {
    const karl = await registeredUser(test, 'Karl');
    await test.database.db.insert(memorialPages).values({ id: 'luise-kern', firstNames: 'Luise', lastName: 'Kern', administratorUserId: karl.id });
    const refused = await call('POST', '/api/users/create-delete-user-action', karl.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MEMORIAL_ADMINISTRATOR', message: ADMINISTRATOR_MESSAGE });
    expect((await latestMailTo(test.config.mailOutboxDir, 'karl@example.de'))?.subject ?? '').not.toContain('Löschen');
  });

  // Only a server with several connections can interleave the two; PGlite runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)('never leaves a page without administrator when the person is made one while the link is being followed', async () => {
    const greta = await registeredUser(test, 'Greta');
    await test.database.db.insert(memorialPages).values({ id: 'hans-vogt', firstNames: 'Hans', lastName: 'Vogt' });
    await call('POST', '/api/users/create-delete-user-action', greta.auth);
    const token = await tokenIn('greta@example.de', 'account-loesch-betaetigung');

    const operator = new pg.Client(test.database.connection);
    await operator.connect();
    try {
      await operator.query('begin');
      await operator.query("update memorial_pages set administrator_user_id = $1 where id = 'hans-vogt'", [greta.id]);
      const following = call('GET', `/api/users/apply-user-deletion?token=${token}`);
      // The deletion now waits for the operator's transaction, whichever way it ends.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await operator.query('commit');
      const answer = await following;
      expect(answer.statusCode).toBe(409);
    } finally {
      await operator.end();
    }
    const page = await test.database.db.query.memorialPages.findFirst({ where: (pages, { eq }) => eq(pages.id, 'hans-vogt') });
    expect(page?.administratorUserId).toBe(greta.id);
    expect((await call('GET', '/api/users/user-info', greta.auth)).statusCode).toBe(200);
  });

  it('refuses the mailed link of someone who has become a memorial page’s administrator since asking', async () => {
    const frieda = await registeredUser(test, 'Frieda');
    expect((await call('POST', '/api/users/create-delete-user-action', frieda.auth)).statusCode).toBe(200);
    const token = await tokenIn('frieda@example.de', 'account-loesch-betaetigung');
    await test.database.db.insert(memorialPages).values({ id: 'wilhelm-brandt', firstNames: 'Wilhelm', lastName: 'Brandt', administratorUserId: frieda.id });

    const refused = await call('GET', `/api/users/apply-user-deletion?token=${token}`);
    // 409 with SPEC.md section 8's sentence: the web shows a 409's text as it is.
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MEMORIAL_ADMINISTRATOR', message: ADMINISTRATOR_MESSAGE });
    expect((await call('GET', '/api/users/user-info', frieda.auth)).statusCode).toBe(200);

    // Once the page has another administrator, the same link still works within its 7 days.
    await test.database.db.update(memorialPages).set({ administratorUserId: null });
    expect((await call('GET', `/api/users/apply-user-deletion?token=${token}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/user-info', frieda.auth)).statusCode).toBe(401);
  });
});
