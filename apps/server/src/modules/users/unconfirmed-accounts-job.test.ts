import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/dev-mailbox-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor } from '../../testing/tokens';
import { users } from './schema';
import { runUnconfirmedAccountsJob } from './unconfirmed-accounts-job';

let test: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  // The server's clock too: registrations through the API happen at `now`.
  test = await createTestApp({}, () => now);
  await test.database.db.insert(users).values([
    { account: 'Neu', email: 'neu@example.de', createdAt: daysAgo(1), registeredAt: daysAgo(1) },
    { account: 'Zoegerlich', email: 'zoegerlich@example.de', createdAt: daysAgo(5.5), registeredAt: daysAgo(5.5) },
    { account: 'Vergessen', email: 'vergessen@example.de', createdAt: daysAgo(7.1), registeredAt: daysAgo(7.1) },
    { account: 'Gewarnt', email: 'gewarnt@example.de', createdAt: daysAgo(8), registeredAt: daysAgo(8), confirmationReminderSentAt: daysAgo(3) },
    { account: 'Bestaetigt', email: 'bestaetigt@example.de', createdAt: daysAgo(30), registeredAt: daysAgo(30), emailConfirmedAt: daysAgo(29) },
    { isTemporary: true, createdAt: daysAgo(30) },
  ]);
});
afterAll(() => test.close());

/** The job, then the outbox's delivery (the job runner's sweep, which tests do not start). */
const run = async (at = now) => {
  const result = await runUnconfirmedAccountsJob({ db: test.database.db, mail: test.app.mail, publicUrl: 'http://localhost:3000', now: at });
  await test.app.mail.deliverDueMails();
  return result;
};

describe('unconfirmed accounts', () => {
  it('reminds once after five days with a fresh link, deletes after seven, and leaves everyone else alone', async () => {
    expect(await run()).toEqual({ reminded: 2, deleted: 1 });
    const left = (await test.database.db.query.users.findMany()).map((user) => user.account);
    // Never reminded (the job did not run in time): reminded now, with two days to go, not deleted unwarned.
    expect(left).toEqual(expect.arrayContaining(['Neu', 'Zoegerlich', 'Vergessen', 'Bestaetigt', null]));
    expect(left).not.toContain('Gewarnt');
    const late = (await listOutbox(test.config.mailOutboxDir)).find((mail) => mail.to === 'vergessen@example.de');
    expect(late?.text).toContain('bis zum 24.11.2026');
    const reminder = (await listOutbox(test.config.mailOutboxDir)).find((mail) => mail.to === 'zoegerlich@example.de');
    expect(reminder?.subject).toBe('Erinnerung: Bitte bestätigen Sie Ihr Kundenkonto');
    expect(reminder?.text).toMatch(/anmeldebestaetigung\/[\w-]{43}/);
    expect(reminder?.text).toContain('bis zum 24.11.2026');

    // Running again (or on another process) sends nothing twice and deletes nothing more.
    expect(await run()).toEqual({ reminded: 0, deleted: 0 });
    expect((await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === 'zoegerlich@example.de')).toHaveLength(1);
  });
});

describe('a trial user who registers late', () => {
  it('gets the full 7 days from the registration: reminded after 5, deleted after 7', async () => {
    const [trial] = await test.database.db.insert(users).values({ isTemporary: true, createdAt: daysAgo(10) }).returning();
    if (!trial) throw new Error('no trial user');
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { authorization: `Bearer ${await accessTokenFor(test, trial.id)}` },
      payload: { email: 'spaet@example.de', account: 'Spaet', password: 'Kennwort1', isDataStoragePermitted: true },
      remoteAddress: '10.5.0.1',
    });
    expect(registered.statusCode).toBe(200);
    const stillThere = () => test.database.db.query.users.findFirst({ where: (row, { eq }) => eq(row.id, trial.id) });
    const remindersToSpaet = async () => (await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.subject.startsWith('Erinnerung') && mail.to === 'spaet@example.de');
    const later = (days: number) => new Date(now.getTime() + days * DAY);

    await run(later(1 / 24));
    expect(await stillThere()).toMatchObject({ account: 'Spaet', registeredAt: now });
    await run(later(4.9));
    expect(await remindersToSpaet()).toHaveLength(0);

    await run(later(5.1));
    expect(await remindersToSpaet()).toHaveLength(1);
    expect((await remindersToSpaet())[0]?.text).toContain('bis zum 29.11.2026');
    await run(later(6.9));
    expect(await stillThere()).toBeDefined();

    await run(later(7.1));
    expect(await stillThere()).toBeUndefined();
  });
});
