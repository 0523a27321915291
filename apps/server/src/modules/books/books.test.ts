import type { Book } from '@eb/api-contract';
import { migrateBookDocument, pageCount, validateBookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../testing/query-counter';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { users } from '../users/schema';
import { books } from './schema';

let test: TestApp;
let anna: { id: string; auth: { authorization: string } };
let bernd: { id: string; auth: { authorization: string } };

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  anna = await registeredUser(test, 'Anna');
  bernd = await registeredUser(test, 'Bernd');
});
afterAll(() => test.close());

const selection = { bookDescription: 'Für Opa Heinz', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth = anna.auth, payload?: object) =>
  test.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const create = async (overrides: object = {}, auth = anna.auth) => call('POST', '/api/books', auth, { ...selection, ...overrides });

describe('creating a book from the selection', () => {
  it('stores the choices and a document with the paper’s minimum pages', async () => {
    const response = await create();
    expect(response.statusCode).toBe(200);
    const { pk } = response.json<{ pk: number }>();
    const book = (await call('GET', `/api/books/${pk}`)).json<Book>();
    expect(book).toMatchObject({ pk, description: 'Für Opa Heinz', state: 1, isEditable: true, isTemplate: false, orderableUntil: null });
    expect(await call('GET', `/api/books/details/${pk}`).then((r) => r.json())).toEqual({ formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 });
    const row = await test.database.db.query.books.findFirst({ where: eq(books.id, pk) });
    const document = migrateBookDocument(row?.document);
    expect(document.schemaVersion).toBe(2);
    expect(pageCount(document)).toBe(20);
    expect(validateBookDocument(row?.document)).toMatchObject({ ok: true });
  });

  it.each([
    [{ formatId: 3 }, 'Format'],
    [{ formatId: 4, themeId: 105 }, 'Design'],
    [{ formatId: 4, paperId: 2 }, 'Papier'],
    [{ formatId: 4, cover: 2, pages: 2 }, 'Oberfläche'],
    [{ paperId: 3, cover: 2, pages: 1 }, 'Oberfläche'],
    [{ bookDescription: 'x'.repeat(151) }, 'Bitte max. 150 Zeichen eingeben.'],
    [{ memorialpageId: 'margarete-weber' }, 'Keine passende Gedenkseite gefunden!'],
    [{ formatId: 'eins' }, 'Die Kennung muss eine Zahl sein.'],
  ])('refuses %o with 400', async (overrides, reason) => {
    const response = await create(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(reason);
  });

  it('links a memorial page the user took over', async () => {
    await call('GET', '/api/users/update-memorial-page-id?memorialPageId=margarete-weber');
    expect((await create({ memorialpageId: 'margarete-weber' })).statusCode).toBe(200);
  });

  it('shows in the user’s info that there are books now', async () => {
    expect((await test.app.inject({ url: '/api/users/user-info', headers: anna.auth })).json()).toMatchObject({ hasBooks: true });
    const carl = await registeredUser(test, 'Carl');
    expect((await test.app.inject({ url: '/api/users/user-info', headers: carl.auth })).json()).toMatchObject({ hasBooks: false });
  });

  it('needs a caller', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/api/books', payload: selection })).statusCode).toBe(401);
    expect((await test.app.inject({ url: '/api/books' })).statusCode).toBe(401);
  });
});

describe('managing books', () => {
  it('lists only the caller’s books', async () => {
    await create({ bookDescription: 'Berndes Buch' }, bernd.auth);
    const annas = (await call('GET', '/api/books')).json<Book[]>();
    expect(annas.length).toBeGreaterThan(0);
    expect(annas.map((book) => book.description)).not.toContain('Berndes Buch');
  });

  it('renames (1–150 characters), copies and deletes; another user gets 404 for all of it', async () => {
    const { pk } = (await create()).json<{ pk: number }>();
    expect((await call('PUT', `/api/books/${pk}`, anna.auth, { description: 'Oma Erna' })).json()).toMatchObject({ description: 'Oma Erna' });
    expect((await call('PUT', `/api/books/${pk}`, anna.auth, { description: '   ' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/books/${pk}`, anna.auth, { description: 'x'.repeat(151) })).json()).toMatchObject({ message: 'Bitte max. 150 Zeichen eingeben.', field: 'description' });

    for (const [method, url, payload] of [
      ['GET', `/api/books/${pk}`],
      ['GET', `/api/books/details/${pk}`],
      ['GET', `/api/books/copy/${pk}`],
      ['PUT', `/api/books/${pk}`, { description: 'Gestohlen' }],
      ['DELETE', `/api/books/${pk}`],
    ] as const) {
      const response = await call(method, url, bernd.auth, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Ihr Buch wurde nicht gefunden.');
    }

    const copy = await call('GET', `/api/books/copy/${pk}`);
    expect(copy.headers['cache-control']).toBe('no-store');
    const copied = (await call('GET', `/api/books/${copy.json<{ pk: number }>().pk}`)).json<Book>();
    expect(copied).toMatchObject({ description: 'Oma Erna (Kopie)', state: 1 });

    expect((await call('DELETE', `/api/books/${pk}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/books/${pk}`)).statusCode).toBe(404);
  });

  it('refuses to rename or delete an ordered book, and to copy one that is no longer editable', async () => {
    const { pk } = (await create()).json<{ pk: number }>();
    await test.database.db.update(books).set({ state: 3, lastOrdered: new Date() }).where(eq(books.id, pk));
    expect((await call('PUT', `/api/books/${pk}`, anna.auth, { description: 'Neu' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/books/${pk}`)).statusCode).toBe(409);
    expect((await call('GET', `/api/books/copy/${pk}`)).statusCode).toBe(409);
    expect((await call('GET', `/api/books/${pk}`)).json()).toMatchObject({ state: 3, isEditable: false, orderableUntil: expect.any(String) });
  });

  it('changes only the name with PUT: state, owner, dates and the template mark sent along are ignored', async () => {
    const { pk } = (await create()).json<{ pk: number }>();
    const before = await test.database.db.query.books.findFirst({ where: eq(books.id, pk) });
    // SPEC.md: the browser sends the whole book object; only its name may change anything.
    const response = await call('PUT', `/api/books/${pk}`, anna.auth, {
      pk: pk + 1000,
      description: 'Nur der Name',
      state: 3,
      isTemplate: true,
      isEditable: false,
      ownerUserId: bernd.id,
      companyId: 'bestattungen-lindner',
      lastEdit: '2001-01-01T00:00:00.000Z',
      lastOrdered: '2001-01-01T00:00:00.000Z',
      editableUntil: '2099-01-01T00:00:00.000Z',
      orderableUntil: '2099-01-01T00:00:00.000Z',
      finishedAt: '2001-01-01T00:00:00.000Z',
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pk, description: 'Nur der Name', state: 1, isTemplate: false, isEditable: true, lastOrdered: null, orderableUntil: null });
    const after = await test.database.db.query.books.findFirst({ where: eq(books.id, pk) });
    expect(after).toMatchObject({
      ownerUserId: anna.id,
      companyId: null,
      state: 1,
      isTemplate: false,
      finishedAt: null,
      lastOrdered: null,
      createdAt: before?.createdAt,
    });
    // The rename is the edit: it is dated now, not when the browser said.
    expect(after?.lastEdit.getTime()).toBeGreaterThanOrEqual(before?.lastEdit.getTime() ?? Infinity);
    expect((await call('GET', `/api/books/${pk}`, bernd.auth)).statusCode).toBe(404);
  });

  it('sends Cache-Control: no-store on every GET that makes something or opens an editor session', async () => {
    const { pk } = (await create()).json<{ pk: number }>();
    await test.database.db.update(users).set({ isMortician: true, maxTemplates: 3 }).where(eq(users.id, anna.id));
    const template = await call('GET', `/api/books/create-template-from-book/${pk}`);
    expect(template.statusCode).toBe(200);
    for (const url of [
      `/api/books/editinfo/${pk}`,
      `/api/books/copy/${pk}`,
      `/api/books/create-template-from-book/${pk}`,
      `/api/books/create-from-template?bookId=${template.json<{ pk: number }>().pk}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    await test.database.db.update(users).set({ isMortician: false, maxTemplates: 0 }).where(eq(users.id, anna.id));
  });

  it('lists 200 books with as few statements as one book (no query per book)', async () => {
    const many = await registeredUser(test, 'Viele');
    const { pk } = (await create({ bookDescription: 'Buch 1' }, many.auth)).json<{ pk: number }>();
    const list = () => call('GET', '/api/books', many.auth);
    const readOne = await statementsDuring(list);
    const one = await statementsDuring(list);
    expect(one.result.json<Book[]>()).toHaveLength(1);

    const { id: _id, ...first } = (await test.database.db.query.books.findFirst({ where: eq(books.id, pk) })) as typeof books.$inferSelect;
    await test.database.db.insert(books).values(Array.from({ length: 199 }, (_, index) => ({ ...first, description: `Buch ${index + 2}` })));
    // The books changed: read again, with the same statements as for one book.
    const readTwoHundred = await statementsDuring(list);
    expect(readTwoHundred.result.json<Book[]>()).toHaveLength(200);
    expect(readTwoHundred.statements).toHaveLength(readOne.statements.length);
    const twoHundred = await statementsDuring(list);
    expect(twoHundred.result.body).toBe(readTwoHundred.result.body);
    expect(twoHundred.statements).toHaveLength(one.statements.length);
    // Unchanged books: one lookup answers whether the token still counts (sign-ins ended?) and who is
    // asking (the company view the scope comes from), one the scope's version; the answer is the one
    // written for that version (book-list-cache.ts). Changed books: then the books, in one statement.
    expect(twoHundred.statements.length).toBeLessThanOrEqual(2);
    expect(readTwoHundred.statements.length).toBeLessThanOrEqual(3);
  });

  it.each(['abc', '0', '-3'])('answers 400 for the malformed id %s', async (id) => {
    expect((await call('GET', `/api/books/${id}`)).statusCode).toBe(400);
  });
});
