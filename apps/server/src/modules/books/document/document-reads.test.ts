import type { Book } from '@eb/api-contract';
import type { BookDocument } from '@eb/book-model';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { companyWithStaff, createBookAs, readBookDocument, type Auth, type Person } from '../../../testing/books';
import { accessTokenFor, registeredUser } from '../../../testing/tokens';
import { users } from '../../users/schema';
import { DEMO_FUNERAL_DIRECTOR_ACCOUNT } from '../../../workflows/seed-demo-funeral-director';
import { bookDocumentVersions, books } from '../schema';

/** Reading documents: an earlier version ('Frühere Fassungen'), a book that can no longer be edited, a template. */

let test: TestApp;
let anna: Person;
let bernd: Person;
let erika: Person;
let jonas: Person;
let director: Auth;
let family: Auth;

const COMPANY = 'bestattungen-fassung';

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  anna = await registeredUser(test, 'Anna');
  bernd = await registeredUser(test, 'Bernd');
  erika = await registeredUser(test, 'Erika');
  jonas = await registeredUser(test, 'Jonas');
  await companyWithStaff(test, { id: COMPANY, name: 'Bestattungen Fassung' }, [erika, jonas]);
  const lindner = await test.database.db.query.users.findFirst({ where: eq(users.account, DEMO_FUNERAL_DIRECTOR_ACCOUNT) });
  if (!lindner) throw new Error('demo funeral director not seeded');
  director = { authorization: `Bearer ${await accessTokenFor(test, lindner.id)}` };
  family = (await registeredUser(test, 'Familie')).auth;
});
afterAll(() => test.close());

const createBook = (auth: Auth) => createBookAs(test, auth);
const get = (url: string, auth?: Auth) => test.app.inject({ url, ...(auth ? { headers: auth } : {}) });
const versionUrl = (id: number, version: number | string) => `/api/books/${id}/document/versions/${version}`;

const read = (id: number, auth: Auth) => readBookDocument(test, id, auth);

const titleOf = (document: BookDocument) => document.cover.front.frames.flatMap((frame) => (frame.kind === 'text' ? [frame.text] : []))[0];

/** Saves the document with a new front title on top of the version read; answers the new version. */
async function saveTitle(id: number, auth: Auth, title: string): Promise<number> {
  const { etag, document } = await read(id, auth);
  const frame = document.cover.front.frames.find((candidate) => candidate.kind === 'text');
  if (frame?.kind !== 'text') throw new Error('no title frame on the front');
  frame.text = title;
  const saved = await test.app.inject({ method: 'PUT', url: `/api/books/${id}/document`, headers: { ...auth, 'if-match': etag }, payload: document });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ version: number }>().version;
}

describe('GET /api/books/:id/document/versions/:version', () => {
  it('answers the document of an earlier version, never cached and without a version tag', async () => {
    const id = await createBook(anna.auth);
    const first = titleOf((await read(id, anna.auth)).document);
    await saveTitle(id, anna.auth, 'Zweite Fassung');
    expect(await saveTitle(id, anna.auth, 'Dritte Fassung')).toBe(3);

    const answer = await get(versionUrl(id, 2), anna.auth);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(titleOf(answer.json<BookDocument>())).toBe('Zweite Fassung');
    expect(titleOf((await get(versionUrl(id, 1), anna.auth)).json<BookDocument>())).toBe(first);
    // The current document is unchanged by reading an old one.
    expect(titleOf((await read(id, anna.auth)).document)).toBe('Dritte Fassung');
  });

  it('answers a version stored as version 1 of the schema in the current schema, as GET …/document does', async () => {
    const id = await createBook(anna.auth);
    const v1 = {
      schemaVersion: 1, formatId: 1, paperId: 3, themeId: 101, coverFinish: 2, pagesFinish: 2,
      cover: { title: 'Altes Buch', backgroundId: null },
      pages: Array.from({ length: 20 }, (_, index) => ({ id: `p${index + 1}`, layoutId: null, backgroundId: null })),
    };
    await test.database.db.update(bookDocumentVersions).set({ document: v1 }).where(and(eq(bookDocumentVersions.bookId, id), eq(bookDocumentVersions.version, 1)));
    const answer = await get(versionUrl(id, 1), anna.auth);
    expect(answer.statusCode, answer.body).toBe(200);
    const document = answer.json<BookDocument>();
    expect(document.schemaVersion).toBe(2);
    expect(document.spreads).toHaveLength(11);
    expect(titleOf(document)).toBe('Altes Buch');
  });

  it('answers 404 in German for a version never stored or thinned away, 400 for no version number', async () => {
    const id = await createBook(anna.auth);
    await saveTitle(id, anna.auth, 'Zweite Fassung');
    const unknown = await get(versionUrl(id, 7), anna.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Fassung gibt es nicht (mehr).');
    await test.database.db.delete(bookDocumentVersions).where(and(eq(bookDocumentVersions.bookId, id), eq(bookDocumentVersions.version, 1)));
    expect((await get(versionUrl(id, 1), anna.auth)).json()).toMatchObject({ statusCode: 404, message: 'Diese Fassung gibt es nicht (mehr).' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await get(versionUrl(id, bad), anna.auth)).statusCode, bad).toBeOneOf([400, 404]);
    expect((await get(versionUrl(id, 'abc'), anna.auth)).json().message).toBe('Die Fassung muss eine Zahl sein.');
  });

  it('is for those who may open the book: 404 for another person, 401 without sign-in, a company colleague reads it', async () => {
    const id = await createBook(anna.auth);
    const other = await get(versionUrl(id, 1), bernd.auth);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Ihr Buch wurde nicht gefunden.');
    expect((await get(versionUrl(id, 1))).statusCode).toBe(401);
    const companyBook = await createBook(erika.auth);
    await saveTitle(companyBook, erika.auth, 'Von Erika');
    const colleague = await get(versionUrl(companyBook, 2), jonas.auth);
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect(titleOf(colleague.json<BookDocument>())).toBe('Von Erika');
  });
});

describe('GET /api/books/:id/document for the read-only view and for templates', () => {
  it('answers the document of a book that can no longer be edited (finished, or its 100 days ran out)', async () => {
    const finished = await createBook(anna.auth);
    await saveTitle(finished, anna.auth, 'Fertig gestaltet');
    await test.database.db.update(books).set({ state: 2, finishedAt: new Date() }).where(eq(books.id, finished));
    const expired = await createBook(anna.auth);
    await test.database.db.update(books).set({ lastEdit: new Date(Date.now() - 101 * 86400000) }).where(eq(books.id, expired));
    for (const id of [finished, expired]) {
      expect((await get(`/api/books/${id}`, anna.auth)).json<Book>().isEditable).toBe(false);
      const { etag, document } = await read(id, anna.auth);
      expect(etag).toMatch(/^"\d+"$/);
      expect(document.schemaVersion).toBe(2);
      expect((await get(`/api/books/${id}/document/versions`, anna.auth)).statusCode).toBe(200);
    }
    expect(titleOf((await read(finished, anna.auth)).document)).toBe('Fertig gestaltet');
    expect((await get(`/api/books/${finished}/document`, bernd.auth)).statusCode).toBe(404);
  });

  it('opens a funeral director’s template (editable, however old), and not for a family', async () => {
    const template = (await get('/api/books', director)).json<Book[]>().find((book) => book.isTemplate);
    if (!template) throw new Error('no demo template');
    expect(template.isEditable).toBe(true);
    const { document } = await read(template.pk, director);
    expect(document.schemaVersion).toBe(2);
    expect((await get(`/api/books/${template.pk}/document/versions`, director)).statusCode).toBe(200);
    expect((await get(`/api/books/${template.pk}/document`, family)).statusCode).toBe(404);
  });
});
