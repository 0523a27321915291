import { createBookDocument } from '@eb/book-model';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor } from '../../testing/tokens';
import { listOutbox } from '../mail/dev-mailbox-routes';
import { createAccountService } from '../users/account-service';
import { users } from '../users/schema';
import { runBookRetentionJob, type OwnerContacts } from './retention-job';
import { books } from './schema';

let test: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-22T12:00:00Z');
const daysAfterStart = (days: number) => new Date(start.getTime() + days * DAY);
let ownerId: string;
/** The server's clock, for renames through the API on a given day. */
let clock = start;
let trialId: string;

/** Ids are unique inside a document (schema v2): a counter, as the server's randomUUID would be. */
const idCounter = (n = 0) => () => `p${++n}`;
const document = createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'x', pageCount: 20, firstBackgroundId: null }, idCounter());
const book = (ownerUserId: string, description: string, values: Partial<typeof books.$inferInsert> = {}) => ({
  ownerUserId,
  description,
  formatId: 1,
  paperId: 3,
  themeId: 101,
  coverFinish: 1,
  pagesFinish: 1,
  document: document as unknown as Record<string, unknown>,
  lastEdit: start,
  ...values,
});

beforeAll(async () => {
  test = await createTestApp({}, () => clock);
  const [owner] = await test.database.db.insert(users).values({ account: 'Ilse', email: 'ilse@example.de', emailConfirmedAt: start }).returning();
  const [trial] = await test.database.db.insert(users).values({ isTemporary: true }).returning();
  if (!owner || !trial) throw new Error('users not inserted');
  ownerId = owner.id;
  trialId = trial.id;
  await test.database.db.insert(books).values([
    book(ownerId, 'Begonnen'),
    book(ownerId, 'Fertig', { state: 2, finishedAt: daysAfterStart(30), lastEdit: daysAfterStart(30) }),
    book(ownerId, 'Bestellt', { state: 3, lastOrdered: daysAfterStart(5) }),
    book(ownerId, 'Vorlage', { isTemplate: true }),
    book(trialId, 'Testbuch'),
  ]);
});
afterAll(() => test.close());

/** The job, then the outbox's delivery (the job runner's sweep, which tests do not start). */
const run = async (now: Date, contacts: OwnerContacts = ownerContacts()) => {
  const result = await runBookRetentionJob({ db: test.database.db, mail: test.app.mail, ownerContacts: contacts, publicUrl: 'http://localhost:3000', now });
  await test.app.mail.deliverDueMails();
  return result;
};
/** As app.ts wires it: the users module's lookup. */
const ownerContacts = () => createAccountService({ db: test.database.db, signTemporaryToken: undefined, hasBooks: async () => false, memorialPageExists: async () => false }).contactsOf;
const remaining = async () => (await test.database.db.select({ description: books.description }).from(books)).map((row) => row.description).sort();
const mailsToIlse = async () => (await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === 'ilse@example.de');
/** Ilse renames her book in /buecher on the given day. */
async function renameThroughApi(id: number, description: string, on: Date) {
  clock = on;
  const response = await test.app.inject({ method: 'PUT', url: `/api/books/${id}`, headers: { authorization: `Bearer ${await accessTokenFor(test, ownerId)}` }, payload: { description } });
  expect(response.statusCode).toBe(200);
}

describe('book retention', () => {
  it('does nothing while every book is young', async () => {
    expect(await run(daysAfterStart(80))).toEqual({ warned: 0, deleted: 0 });
  });

  it('warns 14 days before, once, even when two processes run at the same moment', async () => {
    // Each run asks the users module once for all owners, not once per book.
    const lookups: string[][] = [];
    const counted: OwnerContacts = (ids) => {
      lookups.push([...ids].sort());
      return ownerContacts()(ids);
    };
    const [first, second] = await Promise.all([run(daysAfterStart(86), counted), run(daysAfterStart(86), counted)]);
    expect(lookups).toEqual([[ownerId, trialId].sort(), [ownerId, trialId].sort()]);
    expect((first?.warned ?? 0) + (second?.warned ?? 0)).toBe(1);
    const mails = await mailsToIlse();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Ihr Erinnerungsbuch wird bald gelöscht');
    expect(mails[0]?.text).toContain('„Begonnen“ wird am 02.03.2027 gelöscht.');
    expect(await run(daysAfterStart(88))).toEqual({ warned: 0, deleted: 0 });
  });

  it('deletes on the day: the warned begun book and the trial user’s book; finished, ordered and templates stay', async () => {
    expect(await run(daysAfterStart(100.5))).toMatchObject({ deleted: 2 });
    expect(await remaining()).toEqual(['Bestellt', 'Fertig', 'Vorlage']);
  });

  it('never deletes without 14 days’ warning: a late warning moves the date', async () => {
    // The job did not run for a while: the finished book is already past its date when first seen.
    expect(await run(daysAfterStart(135))).toEqual({ warned: 1, deleted: 0 });
    expect((await mailsToIlse())[0]?.text).toContain('„Fertig“ wird am 20.04.2027 gelöscht.');
    expect(await run(daysAfterStart(148))).toEqual({ warned: 0, deleted: 0 });
    expect(await remaining()).toContain('Fertig');
    expect(await run(daysAfterStart(149.5))).toEqual({ warned: 0, deleted: 1 });
    expect(await remaining()).toEqual(['Bestellt', 'Vorlage']);
  });

  it('restarts the clock when the book is renamed after the warning', async () => {
    const [fresh] = await test.database.db.insert(books).values(book(ownerId, 'Wieder bearbeitet')).returning();
    const id = fresh?.id ?? 0;
    expect(await run(daysAfterStart(90))).toMatchObject({ warned: 1 });
    await renameThroughApi(id, 'Wieder bearbeitet', daysAfterStart(95));
    expect(await run(daysAfterStart(110))).toEqual({ warned: 0, deleted: 0 });
    expect(await remaining()).toContain('Wieder bearbeitet');
    await test.database.db.delete(books).where(eq(books.id, id));
  });

  it('keeps an ordered book reorderable for two years after the order, then warns and deletes it', async () => {
    expect(await run(daysAfterStart(700))).toEqual({ warned: 0, deleted: 0 });
    expect(await run(daysAfterStart(725))).toMatchObject({ warned: 1 });
    expect(await run(daysAfterStart(740))).toMatchObject({ deleted: 1 });
    expect(await remaining()).toEqual(['Vorlage']);
  });
});

describe('book retention when things go wrong', () => {
  it('warns the other owners when one warning cannot be stored, and warns that one on the next run', async () => {
    const [otto, paula] = await test.database.db
      .insert(users)
      .values([
        { account: 'Otto', email: 'otto@example.de', emailConfirmedAt: start },
        { account: 'Paula', email: 'paula@example.de', emailConfirmedAt: start },
      ])
      .returning();
    // PostgreSQL's own clock keeps microseconds; the job must still find and delete these books later.
    await test.database.db.insert(books).values([
      book(otto?.id ?? '', 'Ottos Buch', { lastEdit: sql`'2026-11-22 12:00:00.123456+00'::timestamptz` as unknown as Date }),
      book(paula?.id ?? '', 'Paulas Buch', { lastEdit: sql`'2026-11-22 12:00:00.654321+00'::timestamptz` as unknown as Date }),
    ]);
    // A failing SMTP server only delays mail (outbox.test.ts); what can fail here is storing the mail.
    const real = test.app.mail;
    const failingForOtto: typeof real = {
      ...real,
      enqueue: (content, addressing, tx) => (addressing.to === 'otto@example.de' ? Promise.reject(new Error('outbox unavailable')) : real.enqueue(content, addressing, tx)),
    };
    await expect(runBookRetentionJob({ db: test.database.db, mail: failingForOtto, ownerContacts: ownerContacts(), publicUrl: 'http://localhost:3000', now: daysAfterStart(90) })).rejects.toThrow('1 warning mail(s) could not be enqueued');
    await real.deliverDueMails();
    const mailsTo = async (to: string) => (await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === to);
    expect(await mailsTo('paula@example.de')).toHaveLength(1);
    expect(await mailsTo('otto@example.de')).toHaveLength(0);

    expect(await run(daysAfterStart(91))).toMatchObject({ warned: 1 });
    expect(await mailsTo('otto@example.de')).toHaveLength(1);
    // Paula was warned on day 90, Otto on day 91: each book goes 14 days after its own warning.
    expect(await run(daysAfterStart(104.5))).toMatchObject({ deleted: 1 });
    expect(await remaining()).toContain('Ottos Buch');
    expect(await run(daysAfterStart(105.5))).toMatchObject({ deleted: 1 });
    expect(await remaining()).not.toContain('Ottos Buch');
  });
});

describe('book retention and renaming a finished book', () => {
  it('keeps the warning and the date: the name is not what the date counts from', async () => {
    const [finished] = await test.database.db
      .insert(books)
      .values(book(ownerId, 'Fertig und benannt', { state: 2, finishedAt: start }))
      .returning();
    const id = finished?.id ?? 0;
    const mailsAbout = async (name: string) => (await mailsToIlse()).filter((mail) => mail.text.includes(name));
    expect(await run(daysAfterStart(86))).toMatchObject({ warned: 1 });
    expect((await mailsAbout('Fertig und benannt'))[0]?.text).toContain('„Fertig und benannt“ wird am 02.03.2027 gelöscht.');

    await renameThroughApi(id, 'Fertig, neu benannt', daysAfterStart(95));
    // No second warning that would move the deletion 14 days on: it goes on the announced day.
    expect(await run(daysAfterStart(100.5))).toMatchObject({ warned: 0, deleted: 1 });
    expect(await remaining()).not.toContain('Fertig, neu benannt');
    expect(await mailsAbout('Fertig, neu benannt')).toHaveLength(0);
  });
});
