import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { latestMailTo, linkIn } from '../../testing/outbox';
import { verifyPassword } from '../../lib/passwords';
import { createUsersRepository } from './repository';
import { users } from './schema';

let test: TestApp;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  test = await createTestApp({}, () => clock);
});
afterAll(() => test.close());

let sender = 0;
const register = (payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/users/register', payload, remoteAddress: `10.1.0.${++sender}` });
const confirm = (token: string) => test.app.inject({ method: 'GET', url: `/api/users/confirm-mail?hash=${token}`, remoteAddress: `10.2.0.${++sender}` });
const valid = { email: 'erna.mueller@example.de', account: 'Erna Müller', password: 'geheim1', isDataStoragePermitted: true };
const tokenOf = (link: string | undefined) => link?.split('/').at(-1) ?? '';

describe('POST /api/users/register', () => {
  it('creates an unconfirmed account, hashes the password and mails a 7-day confirmation link', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Wir haben Ihnen eine E-Mail geschickt');
    const user = await test.database.db.query.users.findFirst();
    expect(user).toMatchObject({ account: 'Erna Müller', email: 'erna.mueller@example.de', isTemporary: false, emailConfirmedAt: null, isDataStoragePermitted: true });
    expect(user?.passwordHash).not.toContain('geheim1');
    expect(await verifyPassword('geheim1', user?.passwordHash ?? '')).toBe(true);
    const mail = await latestMailTo(test.config.mailOutboxDir, 'erna.mueller@example.de');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihr Kundenkonto');
    expect(linkIn(mail, 'anmeldebestaetigung')).toMatch(/^http:\/\/localhost:3000\/anmeldebestaetigung\/[\w-]{43}$/);
    const stored = await test.database.db.query.userActionTokens.findFirst();
    expect(stored?.tokenHash).not.toBe(tokenOf(linkIn(mail, 'anmeldebestaetigung')));
  });

  it.each([
    ['account', { account: 'erna müller' }, 409, 'Der Benutzername wird bereits verwendet.'],
    ['e-mail', { account: 'Erna2', email: 'ERNA.MUELLER@example.de' }, 409, 'Die E-Mail-Adresse wird bereits verwendet.'],
  ])('refuses a taken %s regardless of case', async (_what, change, status, message) => {
    const response = await register({ ...valid, ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it.each([
    [{ email: 'keine' }, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
    [{ email: undefined }, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
    [{ account: '   ' }, 'Sie müssen einen Benutzernamen angeben.'],
    [{ account: undefined }, 'Sie müssen einen Benutzernamen angeben.'],
    [{ account: 'x'.repeat(51) }, 'Der Benutzername darf höchstens 50 Zeichen lang sein.'],
    [{ password: '' }, 'Sie müssen ein Kennwort angeben.'],
    [{ password: '12345' }, 'Das Kennwort muss mindestens 6 Zeichen lang sein.'],
    [{ password: 'x'.repeat(201) }, 'Das Kennwort darf höchstens 200 Zeichen lang sein.'],
    [{ isDataStoragePermitted: false }, 'Bitte stimmen Sie der Speicherung Ihrer Daten zu.'],
    [{ isDataStoragePermitted: 'ja' }, 'Bitte stimmen Sie der Speicherung Ihrer Daten zu.'],
    [{ password: 12345678 }, 'Sie müssen ein Kennwort angeben.'],
  ])('refuses %o with 400 and SPEC.md’s message, creating nothing', async (change, message) => {
    const before = (await test.database.db.query.users.findMany()).length;
    const response = await register({ ...valid, account: 'Neu', email: 'neu@example.de', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await test.database.db.query.users.findMany()).toHaveLength(before);
  });

  // On PostgreSQL the checks of all four may pass at once; the unique index then refuses the rest.
  it('lets one of several registrations of the same name at the same moment through; the others get SPEC.md’s 409', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((n) => register({ ...valid, account: 'Gleichzeitig', email: `gleich${n}@example.de` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'ACCOUNT_TAKEN', message: 'Der Benutzername wird bereits verwendet.' });
    }
    expect(await test.database.db.query.users.findMany({ where: (table, { eq }) => eq(table.account, 'Gleichzeitig') })).toHaveLength(1);
  });
});

describe('GET /api/users/confirm-mail', () => {
  it('confirms once; the same link then fails with a clear German text', async () => {
    await register({ ...valid, account: 'Heinz', email: 'heinz@example.de' });
    const token = tokenOf(linkIn(await latestMailTo(test.config.mailOutboxDir, 'heinz@example.de'), 'anmeldebestaetigung'));
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().message).toBe('Ihr Kundenkonto ist bestätigt. Sie können sich jetzt anmelden.');
    const user = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, 'Heinz') });
    expect(user?.emailConfirmedAt).toEqual(clock);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('nicht mehr gültig');
  });

  it('refuses a link older than 7 days', async () => {
    await register({ ...valid, account: 'Gertrud', email: 'gertrud@example.de' });
    const token = tokenOf(linkIn(await latestMailTo(test.config.mailOutboxDir, 'gertrud@example.de'), 'anmeldebestaetigung'));
    const registeredAt = clock;
    clock = new Date(registeredAt.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await confirm(token)).statusCode).toBe(400);
    } finally {
      clock = registeredAt;
    }
    const user = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, 'Gertrud') });
    expect(user?.emailConfirmedAt).toBeNull();
  });

  it.each(['', 'kurz', 'a'.repeat(43).replace(/a$/, '!'), 'x'.repeat(43)])('answers a malformed or unknown link "%s" with 400', async (token) => {
    const response = await confirm(encodeURIComponent(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });
});

describe('login names and e-mail addresses share one sign-in field', () => {
  it('refuses a login name that is another account’s e-mail address', async () => {
    await register({ ...valid, account: 'Walter', email: 'walter@example.de' });
    const nameIsAddress = await register({ ...valid, account: 'WALTER@example.de', email: 'anders@example.de' });
    expect(nameIsAddress.statusCode).toBe(409);
    expect(nameIsAddress.json().message).toBe('Der Benutzername wird bereits verwendet.');
    expect(await test.database.db.query.users.findFirst({ where: (row, { eq }) => eq(row.email, 'anders@example.de') })).toBeUndefined();
  });

  // No index can keep one person's login name from being another's address; a lock around taking them does.
  it('waits for another account being saved at the same moment, and refuses a login name that has just become its address', async () => {
    const address = 'kreuz@example.de';
    let registration: ReturnType<typeof register> | undefined;
    await test.database.db.transaction(async (tx) => {
      await createUsersRepository(tx).lockIdentities(tx);
      await tx.insert(users).values({ account: 'Kreuz', email: address });
      // On PostgreSQL the registration runs on its own connection; without the lock it would pass its
      // check now, as this row is not committed yet, and save a second 'kreuz@example.de'.
      registration = register({ ...valid, account: address.toUpperCase(), email: 'anders.kreuz@example.de' });
      await Promise.race([registration, new Promise((resolve) => setTimeout(resolve, 1000))]);
    });
    const answer = await registration;
    expect(answer?.statusCode).toBe(409);
    expect(answer?.json().message).toBe('Der Benutzername wird bereits verwendet.');
    const clashing = await test.database.db.query.users.findMany({
      where: (row, { or, sql }) => or(sql`lower(${row.account}) = ${address}`, sql`lower(${row.email}) = ${address}`),
    });
    expect(clashing).toHaveLength(1);
  });

  it('refuses an address that is another account’s login name', async () => {
    // Only older accounts can have an address as login name; the check above keeps new ones out.
    await test.database.db.insert(users).values({ account: 'alt@example.de', email: 'alt.anders@example.de' });
    const response = await register({ ...valid, account: 'Neuer', email: 'ALT@example.de' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Die E-Mail-Adresse wird bereits verwendet.');
  });

  it('signs in the account whose login name matches exactly, not the one whose address does', async () => {
    const [owner] = await test.database.db.insert(users).values({ account: 'Adresse', email: 'doppelt@example.de' }).returning();
    const [named] = await test.database.db.insert(users).values({ account: 'doppelt@example.de', email: 'name@example.de' }).returning();
    const repository = createUsersRepository(test.database.db);
    expect((await repository.findByAccountOrEmail('Doppelt@example.de'))?.id).toBe(named?.id);
    expect((await repository.findByAccountOrEmail('adresse'))?.id).toBe(owner?.id);
    expect((await repository.findByAccountOrEmail('name@example.de'))?.id).toBe(named?.id);
  });

  it('mails a forgotten-password link to the owner of the address, even when it is someone’s login name', async () => {
    await test.database.db.insert(users).values({ account: 'Besitzerin', email: 'teilt@example.de', passwordHash: 'x' });
    await test.database.db.insert(users).values({ account: 'teilt@example.de', email: 'fremd@example.de', passwordHash: 'x' });
    const response = await test.app.inject({ method: 'POST', url: '/api/users/request-password-reset', payload: { email: 'teilt@example.de' }, remoteAddress: '10.7.0.1' });
    expect(response.statusCode).toBe(200);
    expect((await latestMailTo(test.config.mailOutboxDir, 'teilt@example.de'))?.subject).toBe('Ein neues Kennwort für Ihr Kundenkonto');
    expect(await latestMailTo(test.config.mailOutboxDir, 'fremd@example.de')).toBeUndefined();
  });
});
