import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/dev-mailbox-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createMailer } from '../mail/mailer';
import { createMailService } from '../mail/service';
import { users } from './schema';
import { runUnconfirmedAccountsJob } from './unconfirmed-accounts-job';

let test: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  test = await createTestApp();
  await test.database.db.insert(users).values([
    { account: 'Neu', email: 'neu@example.de', createdAt: daysAgo(1) },
    { account: 'Zoegerlich', email: 'zoegerlich@example.de', createdAt: daysAgo(5.5) },
    { account: 'Vergessen', email: 'vergessen@example.de', createdAt: daysAgo(7.1) },
    { account: 'Bestaetigt', email: 'bestaetigt@example.de', createdAt: daysAgo(30), emailConfirmedAt: daysAgo(29) },
    { isTemporary: true, createdAt: daysAgo(30) },
  ]);
});
afterAll(() => test.close());

const run = () => {
  const mailer = createMailer({ from: 'test@example.de', outboxDir: test.config.mailOutboxDir });
  const mail = createMailService(mailer, { shopName: 'Erinnerungsbuch', supportEmail: 'hilfe@example.de', supportPhone: '0800', publicUrl: 'http://localhost:3000' });
  return runUnconfirmedAccountsJob({ db: test.database.db, mail, publicUrl: 'http://localhost:3000', now });
};

describe('unconfirmed accounts', () => {
  it('reminds once after five days with a fresh link, deletes after seven, and leaves everyone else alone', async () => {
    expect(await run()).toEqual({ reminded: 1, deleted: 1 });
    const left = (await test.database.db.query.users.findMany()).map((user) => user.account);
    expect(left).toEqual(expect.arrayContaining(['Neu', 'Zoegerlich', 'Bestaetigt', null]));
    expect(left).not.toContain('Vergessen');
    const reminder = (await listOutbox(test.config.mailOutboxDir)).find((mail) => mail.to === 'zoegerlich@example.de');
    expect(reminder?.subject).toBe('Erinnerung: Bitte bestätigen Sie Ihr Kundenkonto');
    expect(reminder?.text).toMatch(/anmeldebestaetigung\/[\w-]{43}/);
    expect(reminder?.text).toContain('bis zum 24.11.2026');

    // Running again (or on another process) sends nothing twice and deletes nothing more.
    expect(await run()).toEqual({ reminded: 0, deleted: 0 });
    expect((await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === 'zoegerlich@example.de')).toHaveLength(1);
  });
});
