import { SHARING_MESSAGES, type Book, type SharedBookInfo } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../../testing/outbox';
import { createBookAs, type Person } from '../../testing/books';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedUser, registeredUser } from '../../testing/tokens';
import { books } from '../books/schema';
import { memorialPages } from '../memorial-pages/schema';
import { users } from '../users/schema';
import { bookShares } from './schema';
import { NotFoundError } from '../../lib/domain-errors';
import type { MailService } from '../mail/service';
import { createSharingRepository } from './repository';
import { createSharingService } from './service';
import { call, createdDaysAgo, mailedToken, share, SHARE, sharedToken, trialUser } from './test-shares';

let test: TestApp;
let anna: Person;
let bernd: Person;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await createTestApp();
  anna = await confirmedUser(test, 'Anna');
  bernd = await confirmedUser(test, 'Bernd');
});
afterAll(() => test.close());

const info = (token: string) => call(test, {}, 'GET', `/api/books/shared-book-info/${token}`);
const confirm = (auth: Record<string, string>, token: string) => call(test, auth, 'GET', `/api/books/confirm-share/${token}`);

describe('POST /api/books/share/{id}', () => {
  it('mails one link to the landing page and answers until when it works: 7 days', async () => {
    const bookId = await createBookAs(test, anna.auth, { bookDescription: 'Für Opa Heinz' });
    const response = await share(test, anna.auth, bookId, { email: 'Heinz.Sohn@Example.de' });
    expect(response.statusCode, response.body).toBe(200);
    const { linkValidUntil } = response.json<{ linkValidUntil: string }>();
    const days = (Date.parse(linkValidUntil) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await latestMailTo(test.config.mailOutboxDir, 'Heinz.Sohn@Example.de');
    expect(mail?.subject).toBe('Anna Berg teilt ein Erinnerungsbuch mit Ihnen');
    expect(mail?.text).toContain('„Für Opa Heinz“');
    expect(mail?.text).toContain('Für dich, liebe Inge.');
    // One link to act on: the landing page with the token (the other address is the shop's own, in the footer).
    const links = mail?.text.match(/https?:\/\/\S+/g)?.filter((link) => link !== test.config.publicUrl) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${test.config.publicUrl}/geteiltes-buch/[\\w-]{43}$`));
    // Only the token's hash is stored; the address in lower case (the per-address limit).
    const token = await mailedToken(test, 'Heinz.Sohn@Example.de');
    const [row] = await test.database.db.select().from(bookShares).where(eq(bookShares.bookId, bookId));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.recipientEmail).toBe('heinz.sohn@example.de');
  });

  it('shows HTML in the message as text: escaped in the mail’s HTML, as typed in its text and on the landing page', async () => {
    const bookId = await createBookAs(test, anna.auth);
    const text = '<b>Liebe</b> Grüße & <script>alert(1)</script>';
    expect((await share(test, anna.auth, bookId, { email: 'html@example.de', text, userName: '<i>Anna</i>' })).statusCode).toBe(200);
    const mail = await latestMailTo(test.config.mailOutboxDir, 'html@example.de');
    expect(mail?.text).toContain(text);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>Liebe');
    expect(mail?.html).not.toContain('<i>Anna');
    expect(mail?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const landing = await info(await mailedToken(test, 'html@example.de'));
    expect(landing.json<SharedBookInfo>()).toMatchObject({ message: text, sharerName: '<i>Anna</i>' });
  });

  it('keeps a line break in the name out of the mail’s headers (no header of the sharer’s making)', async () => {
    const bookId = await createBookAs(test, bernd.auth);
    const response = await share(test, bernd.auth, bookId, { email: 'kopf@example.de', userName: 'Bernd\r\nBcc: boese@example.de\u2028X' });
    expect(response.statusCode).toBe(200);
    const mail = await latestMailTo(test.config.mailOutboxDir, 'kopf@example.de');
    expect(mail?.subject).toBe('Bernd Bcc: boese@example.de X teilt ein Erinnerungsbuch mit Ihnen');
    expect(await latestMailTo(test.config.mailOutboxDir, 'boese@example.de')).toBeUndefined();
  });

  it('refuses bad input with SPEC.md’s German messages', async () => {
    const bookId = await createBookAs(test, anna.auth);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'keine-adresse' }, SHARING_MESSAGES.emailInvalid],
      [{ email: 42 }, SHARING_MESSAGES.emailInvalid],
      [{ userName: '   ' }, SHARING_MESSAGES.nameRequired],
      // Control characters only (the schema's trim keeps U+0085 and U+0007): no name either.
      [{ userName: '\u0085\u0007' }, SHARING_MESSAGES.nameRequired],
      [{ userName: 'x'.repeat(101) }, SHARING_MESSAGES.nameTooLong],
      [{ text: 'x'.repeat(2001) }, SHARING_MESSAGES.messageTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await share(test, anna.auth, bookId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await share(test, {}, bookId)).statusCode).toBe(401);
  });

  it('answers 404 for another user’s book and for a book that is not there', async () => {
    const annas = await createBookAs(test, anna.auth);
    for (const id of [annas, 999_999]) {
      const response = await share(test, bernd.auth, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(SHARING_MESSAGES.bookNotFound);
    }
  });

  it('is only for registered, confirmed users: 403 for a trial user and for an unconfirmed one', async () => {
    const trial = await trialUser(test);
    const trialBook = await createBookAs(test, trial);
    const unconfirmed = await registeredUser(test, 'Clara');
    const claraBook = await createBookAs(test, unconfirmed.auth);
    for (const [auth, id] of [[trial, trialBook], [unconfirmed.auth, claraBook]] as const) {
      const response = await share(test, auth, id, { email: 'niemand@example.de' });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(SHARING_MESSAGES.registeredOnly);
    }
    expect(await latestMailTo(test.config.mailOutboxDir, 'niemand@example.de')).toBeUndefined();
  });

  it('refuses a template, a finished book and a book older than 100 days (409), and shortens the link to the 100 days', async () => {
    const template = await createBookAs(test, anna.auth);
    await test.database.db.update(books).set({ isTemplate: true }).where(eq(books.id, template));
    const finished = await createBookAs(test, anna.auth);
    await test.database.db.update(books).set({ state: 2, finishedAt: new Date() }).where(eq(books.id, finished));
    const old = await createBookAs(test, anna.auth);
    await createdDaysAgo(test, old, 100);
    for (const [id, message] of [[template, SHARING_MESSAGES.templateNotShared], [finished, SHARING_MESSAGES.notEditable], [old, SHARING_MESSAGES.tooOld]] as const) {
      const response = await share(test, anna.auth, id, { email: 'nie@example.de' });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await latestMailTo(test.config.mailOutboxDir, 'nie@example.de')).toBeUndefined();
    // 97 days old: 3 days left, so the link works 3 days, not 7.
    const late = await createBookAs(test, anna.auth);
    await createdDaysAgo(test, late, 97);
    const response = await share(test, anna.auth, late, { email: 'spaet@example.de' });
    expect(response.statusCode).toBe(200);
    const days = (Date.parse(response.json<{ linkValidUntil: string }>().linkValidUntil) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.01);
  });

  it('answers the same whether or not the address has an account', async () => {
    const bookId = await createBookAs(test, anna.auth);
    const known = await share(test, anna.auth, bookId, { email: 'bernd@example.de' });
    const unknown = await share(test, anna.auth, bookId, { email: 'unbekannt@example.de' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    const shape = (body: string) => Object.keys(JSON.parse(body) as object).sort();
    expect(shape(known.body)).toEqual(shape(unknown.body));
    expect(Math.abs(Date.parse(known.json<{ linkValidUntil: string }>().linkValidUntil) - Date.parse(unknown.json<{ linkValidUntil: string }>().linkValidUntil))).toBeLessThan(60_000);
  });

  it('lets the staff of a funeral director’s company share a company book', async () => {
    const { companyWithStaff } = await import('../../testing/books');
    const maria = await confirmedUser(test, 'Maria');
    const jonas = await confirmedUser(test, 'Jonas');
    await companyWithStaff(test, { id: 'bestattungen-lind', name: 'Bestattungen Lind' }, [maria, jonas]);
    const bookId = await createBookAs(test, maria.auth);
    expect((await share(test, jonas.auth, bookId, { email: 'familie.lind@example.de' })).statusCode).toBe(200);
    const recipient = await trialUser(test);
    const copy = await confirm(recipient, await mailedToken(test, 'familie.lind@example.de'));
    expect(copy.statusCode, copy.body).toBe(200);
    const [row] = await test.database.db.select().from(books).where(eq(books.id, copy.json<{ bookId: number }>().bookId));
    // The recipient's own book, never the company's.
    expect(row?.companyId).toBeNull();
  });
});

describe('the share limits (counted in the shares table)', () => {
  it('refuses a sixth share to one address in 24 hours, from anyone (429)', async () => {
    const annas = await createBookAs(test, anna.auth);
    const bernds = await createBookAs(test, bernd.auth);
    for (let i = 0; i < 3; i++) expect((await share(test, anna.auth, annas, { email: 'Viel@Example.de' })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await share(test, bernd.auth, bernds, { email: 'viel@example.de' })).statusCode).toBe(200);
    const refused = await share(test, bernd.auth, bernds, { email: 'VIEL@example.de' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(SHARING_MESSAGES.tooManyForRecipient);
    // Another address is fine.
    expect((await share(test, bernd.auth, bernds, { email: 'anders@example.de' })).statusCode).toBe(200);
  });

  it('refuses a sharer’s 21st share in 24 hours (429); older shares no longer count', async () => {
    const dora = await confirmedUser(test, 'Dora');
    const bookId = await createBookAs(test, dora.auth);
    for (let i = 0; i < 20; i++) expect((await share(test, dora.auth, bookId, { email: `empfaenger${i}@example.de` })).statusCode).toBe(200);
    const refused = await share(test, dora.auth, bookId, { email: 'einer-mehr@example.de' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(SHARING_MESSAGES.tooManyBySharer);
    await test.database.db.update(bookShares).set({ createdAt: new Date(Date.now() - DAY_MS - 60_000) }).where(eq(bookShares.sharerUserId, dora.id));
    expect((await share(test, dora.auth, bookId, { email: 'einer-mehr@example.de' })).statusCode).toBe(200);
  });

  it('never lets shares at the same moment pass a limit together', async () => {
    const bookId = await createBookAs(test, anna.auth);
    const answers = await Promise.all(Array.from({ length: 8 }, () => share(test, anna.auth, bookId, { email: 'gleichzeitig@example.de' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('the limits and a deleted book', () => {
  it('still counts the shares of a deleted book (deleting and sharing again never resets a limit); its links are invalid', async () => {
    const erik = await confirmedUser(test, 'Erik');
    const first = await createBookAs(test, erik.auth);
    for (let i = 0; i < 5; i++) expect((await share(test, erik.auth, first, { email: 'ziel@example.de' })).statusCode).toBe(200);
    const token = await mailedToken(test, 'ziel@example.de');
    expect((await call(test, erik.auth, 'DELETE', `/api/books/${first}`)).statusCode).toBe(204);
    const second = await createBookAs(test, erik.auth);
    const refused = await share(test, erik.auth, second, { email: 'ziel@example.de' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(SHARING_MESSAGES.tooManyForRecipient);
    expect((await info(token)).statusCode).toBe(404);
    const confirmed = await confirm(bernd.auth, token);
    expect(confirmed.statusCode).toBe(404);
    expect(confirmed.json<{ message: string }>().message).toBe(SHARING_MESSAGES.confirmLinkInvalid);
  });

  it('ends the links of a deleted account, and its shares (name, message, addresses) go with it', async () => {
    const ines = await confirmedUser(test, 'Ines');
    const bookId = await createBookAs(test, ines.auth);
    const token = await sharedToken(test, ines.auth, bookId, 'ines-empfaenger@example.de');
    await test.database.db.delete(users).where(eq(users.id, ines.id));
    expect((await info(token)).statusCode).toBe(404);
    expect((await confirm(bernd.auth, token)).statusCode).toBe(404);
    expect(await test.database.db.select().from(bookShares).where(eq(bookShares.recipientEmail, 'ines-empfaenger@example.de'))).toEqual([]);
  });

  it('answers 404 (never 500) when the book is deleted between the check and the share', async () => {
    const service = createSharingService({
      repository: createSharingRepository(test.database.db),
      transaction: (work) => test.database.db.transaction(work),
      mail: { enqueue: async () => 'nie' } as unknown as MailService,
      publicUrl: test.config.publicUrl,
      now: () => new Date(),
      sharer: async () => ({ isTemporary: false, isConfirmed: true }),
      // Checked a moment ago; deleted since.
      bookToShare: async (_userId, id) => ({ id, description: 'Weg', isTemplate: false, isEditable: true, shareableUntil: new Date(Date.now() + DAY_MS) }),
      bookName: async () => null,
      copier: {} as never,
    });
    const attempt = service.share(anna.id, 999_999, { ...SHARE, text: null });
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toMatchObject({ message: SHARING_MESSAGES.bookNotFound });
  });
});

describe('GET /api/books/shared-book-info/{hash}', () => {
  it('tells who shares which book, without a sign-in', async () => {
    const bookId = await createBookAs(test, anna.auth, { bookDescription: 'Erinnerungen an Oma' });
    const token = await sharedToken(test, anna.auth, bookId, 'info@example.de');
    const response = await info(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<SharedBookInfo>()).toMatchObject({ sharerName: SHARE.userName, bookDescription: 'Erinnerungen an Oma', message: SHARE.text });
  });

  it('answers 404 with the one message for a wrong, malformed, expired or used link, and when the book is gone', async () => {
    const expectInvalid = async (token: string) => {
      const response = await info(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(SHARING_MESSAGES.linkInvalid);
    };
    await expectInvalid('A'.repeat(43));
    await expectInvalid('kurz');
    await expectInvalid('nicht%20erlaubt%3Cb%3E-'.padEnd(30, 'x'));
    const bookId = await createBookAs(test, anna.auth);
    const expired = await sharedToken(test, anna.auth, bookId, 'abgelaufen@example.de');
    await test.database.db.update(bookShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookShares.recipientEmail, 'abgelaufen@example.de'));
    await expectInvalid(expired);
    const used = await sharedToken(test, anna.auth, bookId, 'benutzt@example.de');
    expect((await confirm(bernd.auth, used)).statusCode).toBe(200);
    await expectInvalid(used);
    const gone = await sharedToken(test, anna.auth, bookId, 'weg@example.de');
    expect((await call(test, anna.auth, 'GET', `/api/books/shared-book-info/${gone}`)).statusCode).toBe(200);
    await test.database.db.delete(books).where(eq(books.id, bookId));
    await expectInvalid(gone);
  });
});

describe('GET /api/books/confirm-share/{hash}', () => {
  it('needs a sign-in (401); a trial user gets a begun book of their own with the original’s name and its own 100 days', async () => {
    const bookId = await createBookAs(test, anna.auth, { bookDescription: 'Unser Vater' });
    await createdDaysAgo(test, bookId, 50);
    const token = await sharedToken(test, anna.auth, bookId, 'kopie@example.de');
    expect((await confirm({}, token)).statusCode).toBe(401);
    const trial = await trialUser(test);
    const response = await confirm(trial, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const copyId = response.json<{ bookId: number }>().bookId;
    expect(copyId).not.toBe(bookId);
    const copy = (await call(test, trial, 'GET', `/api/books/${copyId}`)).json<Book>();
    expect(copy).toMatchObject({ description: 'Unser Vater', state: 1, isEditable: true, isTemplate: false });
    expect((Date.parse(copy.shareableUntil ?? '') - Date.now()) / DAY_MS).toBeGreaterThan(99.9);
    const original = (await call(test, anna.auth, 'GET', `/api/books/${bookId}`)).json<Book>();
    expect((Date.parse(original.shareableUntil ?? '') - Date.now()) / DAY_MS).toBeLessThan(50.1);
    // The copy is in the recipient's list, the original is not; the sharer cannot open the copy.
    const listed = (await call(test, trial, 'GET', '/api/books')).json<Book[]>().map((book) => book.pk);
    expect(listed).toEqual([copyId]);
    expect((await call(test, anna.auth, 'GET', `/api/books/${copyId}`)).statusCode).toBe(404);
  });

  it('answers 404 with the confirmation’s message for a wrong, malformed, expired and reused link', async () => {
    const expectInvalid = async (token: string) => {
      const response = await confirm(bernd.auth, token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(SHARING_MESSAGES.confirmLinkInvalid);
    };
    await expectInvalid('B'.repeat(43));
    await expectInvalid('x');
    const bookId = await createBookAs(test, anna.auth);
    const expired = await sharedToken(test, anna.auth, bookId, 'bestaetigt-abgelaufen@example.de');
    await test.database.db.update(bookShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookShares.recipientEmail, 'bestaetigt-abgelaufen@example.de'));
    await expectInvalid(expired);
    const reused = await sharedToken(test, anna.auth, bookId, 'zweimal@example.de');
    expect((await confirm(bernd.auth, reused)).statusCode).toBe(200);
    await expectInvalid(reused);
    // Used: the message has done its job and is not kept (privacy).
    const [used] = await test.database.db.select().from(bookShares).where(eq(bookShares.recipientEmail, 'zweimal@example.de'));
    expect(used?.usedAt).not.toBeNull();
    expect(used?.message).toBeNull();
  });
});

describe('the copy’s memorial page', () => {
  it('keeps the link: the recipient’s side panel shows the page as the public sees it, never the hidden fields', async () => {
    // A sharer of her own: Anna has shared up to her daily limit in this file.
    const hanna = await confirmedUser(test, 'Hanna');
    await test.database.db
      .insert(memorialPages)
      .values({ id: 'ida-sommer', firstNames: 'Ida', lastName: 'Sommer', dateOfBirth: '1931-04-02', hiddenFields: ['dateOfBirth'], administratorUserId: hanna.id });
    const bookId = await createBookAs(test, hanna.auth);
    await test.database.db.update(books).set({ memorialPageId: 'ida-sommer' }).where(eq(books.id, bookId));
    expect((await call(test, hanna.auth, 'GET', `/api/memorialpages/${bookId}`)).json()).toMatchObject({ dateOfBirth: { value: '1931-04-02' } });
    const recipient = await trialUser(test);
    const copyId = (await confirm(recipient, await sharedToken(test, hanna.auth, bookId, 'gedenkseite@example.de'))).json<{ bookId: number }>().bookId;
    const panel = await call(test, recipient, 'GET', `/api/memorialpages/${copyId}`);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json()).toMatchObject({ firstNames: { value: 'Ida' }, lastName: { value: 'Sommer' }, dateOfBirth: { value: null } });
  });
});

describe('the share list fields', () => {
  it('answers shareableUntil = created + 100 days in the list and for one book, null for a template', async () => {
    const bookId = await createBookAs(test, bernd.auth);
    await createdDaysAgo(test, bookId, 10);
    const template = await createBookAs(test, bernd.auth);
    await test.database.db.update(books).set({ isTemplate: true }).where(eq(books.id, template));
    const [row] = await test.database.db.select({ createdAt: books.createdAt }).from(books).where(eq(books.id, bookId));
    const expected = new Date((row?.createdAt.getTime() ?? 0) + 100 * DAY_MS).toISOString();
    const listed = (await call(test, bernd.auth, 'GET', '/api/books')).json<Book[]>();
    expect(listed.find((book) => book.pk === bookId)?.shareableUntil).toBe(expected);
    expect(listed.find((book) => book.pk === template)?.shareableUntil).toBeNull();
    expect((await call(test, bernd.auth, 'GET', `/api/books/${bookId}`)).json<Book>().shareableUntil).toBe(expected);
  });
});

describe('the nightly clean-up', () => {
  it('removes shares whose link ran out more than 30 days ago, with their addresses, and keeps the others', async () => {
    // Someone of their own: Anna's shares of this file (of deleted books too) count against her limit.
    const frieda = await confirmedUser(test, 'Frieda');
    const bookId = await createBookAs(test, frieda.auth);
    await sharedToken(test, frieda.auth, bookId, 'alt@example.de');
    await sharedToken(test, frieda.auth, bookId, 'juenger@example.de');
    await test.database.db.update(bookShares).set({ expiresAt: new Date(Date.now() - 31 * DAY_MS) }).where(eq(bookShares.recipientEmail, 'alt@example.de'));
    await test.database.db.update(bookShares).set({ expiresAt: new Date(Date.now() - 29 * DAY_MS) }).where(eq(bookShares.recipientEmail, 'juenger@example.de'));
    const job = test.app.scheduledJobs.find((candidate) => candidate.name === 'book-shares-cleanup');
    await job?.run();
    const left = (await test.database.db.select({ email: bookShares.recipientEmail }).from(bookShares).where(eq(bookShares.bookId, bookId))).map((row) => row.email);
    expect(left).toEqual(['juenger@example.de']);
  });
});
