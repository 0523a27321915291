import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor } from '../../testing/tokens';
import { users } from '../users/schema';
import { runUnconfirmedAccountsJob } from '../users/unconfirmed-accounts-job';
import { mailOutbox } from './schema';
import { createMailService } from './service';

/**
 * A real SMTP server that refuses (451 at RCPT TO) for the addresses in `refusing`, then recovers.
 * Requests must succeed at once, the mail must wait in the outbox, and the retries must deliver it
 * exactly once after the recovery.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let clock = new Date('2026-11-22T12:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let refusing: (address: string) => boolean = () => false;
let received: Array<{ to: string; raw: string }> = [];
let smtp: SMTPServer;
let test: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refusing(address.address)) callback(Object.assign(new Error('4.3.0 Mailbox temporarily unavailable'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable soft line breaks joined again, so links can be read whole.
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '');
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Erinnerungsbuch <no-reply@erinnerungsbuch.test>' }, () => clock);
});
afterAll(async () => {
  await test.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  refusing = () => false;
  received = [];
});

const mailsTo = (to: string) => received.filter((mail) => mail.to === to);
const outboxRowsTo = (to: string) => test.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));

/** The mail server is down: the first attempt (after the answer) fails; nothing arrives. */
async function afterFirstAttempt() {
  await test.app.mail.idle();
}

describe('a refusing mail server delays mail, it never fails a request, loses a mail or sends one twice', () => {
  it('registration: answers at once, keeps the mail, delivers it once the server is back', async () => {
    refusing = () => true;
    const payload = { email: 'erna@example.de', account: 'Erna', password: 'Kerzenschein-2026', isDataStoragePermitted: true };
    const response = await test.app.inject({ method: 'POST', url: '/api/users/register', payload, remoteAddress: '10.44.0.1' });
    expect(response.statusCode).toBe(200);
    await afterFirstAttempt();

    const [row] = await outboxRowsTo('erna@example.de');
    expect(row).toMatchObject({ sentAt: null, gaveUpAt: null, attempts: 1 });
    // Only the server's reply is kept: the mail's link (a token) never reaches the row's error or a log.
    expect(row?.lastError).toContain('451');
    expect(row?.lastError).not.toContain('anmeldebestaetigung');
    expect(mailsTo('erna@example.de')).toHaveLength(0);

    // Not due yet (back-off), and the server still refuses: nothing goes out.
    await test.app.mail.deliverDueMails();
    later(2 * MINUTE);
    await test.app.mail.deliverDueMails();
    expect(mailsTo('erna@example.de')).toHaveLength(0);

    refusing = () => false;
    later(10 * MINUTE);
    await test.app.mail.deliverDueMails();
    later(2 * 60 * MINUTE);
    await test.app.mail.deliverDueMails();
    expect(mailsTo('erna@example.de')).toHaveLength(1);
    const mail = mailsTo('erna@example.de')[0]?.raw ?? '';
    expect(mail).toMatch(/anmeldebestaetigung\/[\w-]{43}/);
    // A stable Message-ID per outbox row: a receiver can drop a copy sent again after a crash.
    expect(mail).toContain(`Message-ID: <${row?.id}@erinnerungsbuch.test>`);
    expect((await outboxRowsTo('erna@example.de'))[0]?.sentAt).not.toBeNull();
  });

  it('an operator’s memorial page: one page, created at once; its mail arrives once after the recovery', async () => {
    const [operator] = await test.database.db.insert(users).values({ account: 'Leitung', email: 'leitung@example.de', emailConfirmedAt: clock, isOperator: true }).returning();
    const auth = { authorization: `Bearer ${await accessTokenFor(test, operator?.id ?? '')}` };
    refusing = (address) => address === 'sohn@example.de';
    const page = { firstNames: 'Walburga', lastName: 'Müller', dateOfBirth: '1931-05-02', dateOfDeath: '2026-11-20', placeOfDeath: 'Beispielstadt', administratorEmail: 'sohn@example.de' };
    const created = await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: auth, payload: page });
    expect(created.statusCode).toBe(200);
    await afterFirstAttempt();
    expect(mailsTo('sohn@example.de')).toHaveLength(0);
    expect(await outboxRowsTo('sohn@example.de')).toHaveLength(1);

    refusing = () => false;
    later(5 * MINUTE);
    await test.app.mail.deliverDueMails();
    later(60 * MINUTE);
    await test.app.mail.deliverDueMails();
    expect(mailsTo('sohn@example.de')).toHaveLength(1);
    expect(mailsTo('sohn@example.de')[0]?.raw).toMatch(/passwort-neu\/[\w-]{43}/);
    const pages = (await test.app.inject({ url: '/api/operator/memorial-pages', headers: auth })).json<Array<{ administratorEmail: string }>>();
    expect(pages.filter((row) => row.administratorEmail === 'sohn@example.de')).toHaveLength(1);
  });

  it('reminders: one refused reminder stops no other, and nobody is deleted before the reminder went out', async () => {
    const registeredAt = new Date(clock.getTime() - 5.5 * DAY);
    await test.database.db.insert(users).values(
      ['anna', 'bert', 'cora'].map((name) => ({ account: name, email: `${name}@example.de`, createdAt: registeredAt, registeredAt })),
    );
    const exists = async (account: string) => (await test.database.db.select({ id: users.id }).from(users).where(eq(users.account, account))).length === 1;
    const run = () => runUnconfirmedAccountsJob({ db: test.database.db, mail: test.app.mail, publicUrl: 'http://localhost:3000', now: clock });

    refusing = (address) => address === 'bert@example.de';
    expect(await run()).toEqual({ reminded: 3, deleted: 0 });
    await test.app.mail.deliverDueMails();
    expect(mailsTo('anna@example.de')).toHaveLength(1);
    expect(mailsTo('cora@example.de')).toHaveLength(1);
    expect(mailsTo('bert@example.de')).toHaveLength(0);

    // Day 7.6: Anna and Cora were warned 2.1 days ago and go; Bert's reminder has not gone out yet, so he stays.
    later(2.1 * DAY);
    expect(await run()).toMatchObject({ deleted: 2 });
    expect([await exists('anna'), await exists('bert'), await exists('cora')]).toEqual([false, true, false]);

    // The server takes Bert's mail now: two more days to confirm, then the account goes.
    refusing = () => false;
    later(MINUTE);
    await test.app.mail.deliverDueMails();
    expect(mailsTo('bert@example.de')).toHaveLength(1);
    later(DAY);
    expect(await run()).toMatchObject({ deleted: 0 });
    later(1.1 * DAY);
    expect(await run()).toMatchObject({ deleted: 1 });
    expect(await exists('bert')).toBe(false);
    expect(mailsTo('bert@example.de')).toHaveLength(1);
  });

  it('backs off 1, 2, 4 … minutes, gives up after two days and keeps the row', async () => {
    refusing = (address) => address === 'nie@example.de';
    const id = await test.app.mail.enqueue({ subject: 'Test', greeting: 'Hallo,', paragraphs: ['Text'] }, { to: 'nie@example.de' });
    const row = async () => (await test.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    const start = clock.getTime();
    await test.app.mail.deliverDueMails();
    expect((await row())?.nextAttemptAt.getTime()).toBe(start + MINUTE);
    later(MINUTE);
    await test.app.mail.deliverDueMails();
    expect((await row())?.nextAttemptAt.getTime()).toBe(start + 3 * MINUTE);
    later(2 * MINUTE);
    await test.app.mail.deliverDueMails();
    expect((await row())?.nextAttemptAt.getTime()).toBe(start + 7 * MINUTE);

    later(2 * DAY);
    await test.app.mail.deliverDueMails();
    expect(await row()).toMatchObject({ attempts: 4, sentAt: null, gaveUpAt: clock });
    later(DAY);
    await test.app.mail.deliverDueMails();
    expect((await row())?.attempts).toBe(4);
    expect(mailsTo('nie@example.de')).toHaveLength(0);
  });
});

describe('several processes delivering at once', () => {
  it('claims each mail for one of them: every mail goes out exactly once', async () => {
    const sent: string[] = [];
    // Two more senders on the same database, as two server processes would be (slow, so their sweeps overlap).
    const serverProcess = () =>
      createMailService({
        db: test.database.db,
        mailer: {
          kind: 'smtp',
          send: async (mail) => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            sent.push(mail.to);
          },
          close: () => undefined,
        },
        sender: { shopName: 'Erinnerungsbuch', supportEmail: 'hilfe@example.de', supportPhone: '0800', publicUrl: 'http://localhost:3000' },
        from: 'no-reply@erinnerungsbuch.test',
        log: test.app.log,
        now: () => clock,
      });
    const [first, second] = [serverProcess(), serverProcess()];
    const addresses = Array.from({ length: 45 }, (_, n) => `viele-${n}@example.de`);
    for (const to of addresses) await first.enqueue({ subject: 'Test', greeting: 'Hallo,', paragraphs: ['Text'] }, { to });
    await Promise.all([first.deliverDueMails(), second.deliverDueMails(), first.deliverDueMails()]);
    expect(sent.filter((to) => to.startsWith('viele-')).sort()).toEqual([...addresses].sort());
  });
});
