import { bookSchema, type Book } from '@eb/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { compiledStringify } from '../../plugins/compiled-serializer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, registeredUser } from '../../testing/tokens';
import { DEMO_FUNERAL_DIRECTOR_ACCOUNT } from '../../workflows/seed-demo-funeral-director';
import { companies, users } from '../users/schema';
import { createBookListCache } from './book-list-cache';
import { KEEP_DAYS } from './lifecycle';
import { createBooksRepository } from './repository';
import { books } from './schema';
import { createBooksService } from './service';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-11-22T12:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

let test: TestApp;
type Auth = { authorization: string };
let anna: { id: string; auth: Auth };
let director: { id: string; auth: Auth };
const COMPANY = 'bestattungen-lindner';

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' }, () => clock);
  anna = await registeredUser(test, 'Anna');
  const lindner = await test.database.db.query.users.findFirst({ where: eq(users.account, DEMO_FUNERAL_DIRECTOR_ACCOUNT) });
  if (!lindner) throw new Error('demo funeral director not seeded');
  director = { id: lindner.id, auth: { authorization: `Bearer ${await accessTokenFor(test, lindner.id)}` } };
  // The director works in the company's view: the company's books (the seeded templates among them).
  await test.app.inject({ url: '/api/users/toggle-memory-book-user', headers: director.auth });
});
afterAll(() => test.close());

const selection = { bookDescription: 'Für Opa Heinz', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };
const listOn = async (app: FastifyInstance, auth: Auth) => {
  const response = await app.inject({ url: '/api/books', headers: auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
};
const list = (auth: Auth) => listOn(test.app, auth);
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) =>
  test.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const created = async (auth: Auth, description: string) => (await send('POST', '/api/books', auth, { ...selection, bookDescription: description })).json<{ pk: number }>().pk;

/** What the list answers without any cache: a service of its own with an empty one, at the same clock. */
async function uncached(userId: string, actingForCompanyId: string | null): Promise<string> {
  const service = createBooksService({
    repository: createBooksRepository(test.database.db),
    // The list never writes a document.
    documents: undefined as never,
    products: undefined as never,
    actorOf: async () => ({ userId, actingForCompanyId, isMortician: true, maxTemplates: 5, isTemporary: false }),
    mayLinkMemorialPage: async () => false,
    now: () => clock,
    listCache: createBookListCache(),
    serializeList: compiledStringify(z.array(bookSchema)),
  });
  return service.listJson(userId);
}

/** A write that the version trigger does not see (replication role), to tell a cached answer from a fresh one. */
const renameUnseen = (id: number, description: string) =>
  test.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(books).set({ description }).where(eq(books.id, id));
  });

const names = (body: string) => JSON.parse(body).map((book: Book) => book.description) as string[];

describe('the book list’s cache', () => {
  it('shows every write of every path in the very next list, exactly as without the cache', async () => {
    const own = () => list(anna.auth);
    const company = () => list(director.auth);
    // Each step: the list is warm (answered twice), then written to, then listed: it must differ and be what a fresh read answers.
    const step = async (read: () => Promise<string>, reference: () => Promise<string>, write: () => Promise<unknown>) => {
      await read();
      const before = await read();
      await write();
      const after = await read();
      expect(after).not.toBe(before);
      expect(after).toBe(await reference());
      return after;
    };
    const ownRef = () => uncached(anna.id, null);
    const companyRef = () => uncached(director.id, COMPANY);

    let pk = 0;
    await step(own, ownRef, async () => (pk = await created(anna.auth, 'Neu')));
    await step(own, ownRef, () => send('PUT', `/api/books/${pk}`, anna.auth, { description: 'Umbenannt' }));
    let copy = 0;
    await step(own, ownRef, async () => (copy = (await send('GET', `/api/books/copy/${pk}`, anna.auth)).json<{ pk: number }>().pk));
    await step(own, ownRef, () => send('DELETE', `/api/books/${copy}`, anna.auth));

    let companyBook = 0;
    await step(company, companyRef, async () => (companyBook = await created(director.auth, 'Für Familie Berger')));
    let template = 0;
    await step(company, companyRef, async () => (template = (await send('GET', `/api/books/create-template-from-book/${companyBook}`, director.auth)).json<{ pk: number }>().pk));
    await step(company, companyRef, () => send('GET', `/api/books/create-from-template?bookId=${template}`, director.auth));

    // The retention job's deletion (repository), and any statement of the ORM or by hand.
    const repository = createBooksRepository(test.database.db);
    await step(own, ownRef, async () => {
      const row = await repository.find({ userId: anna.id, companyId: null }, pk);
      if (!row) throw new Error('book gone');
      expect(await repository.deleteIfUnchanged(row)).toBe(true);
    });
    await step(own, ownRef, async () => (pk = await created(anna.auth, 'Noch eins')));
    await step(own, ownRef, () => test.database.db.update(books).set({ state: 2, finishedAt: clock }).where(eq(books.id, pk)));

    // The account deletion's release of company books: the company keeps them (its list differs only
    // in the version, so compare), then the company going moves its books to their makers' own lists.
    await company();
    await repository.releaseCompanyBooksOf(director.id);
    expect(await company()).toBe(await companyRef());
    const directorOwn = () => uncached(director.id, null);
    const beforeCompanyGoes = await directorOwn();
    await test.database.db.update(books).set({ ownerUserId: director.id }).where(eq(books.companyId, COMPANY));
    await test.database.db.update(users).set({ companyId: null }).where(eq(users.companyId, COMPANY));
    await test.database.db.delete(companies).where(eq(companies.id, COMPANY));
    // The director is out of the company: the own list, read through the app, now holds the former company books.
    const afterCompanyGoes = await list(director.auth);
    expect(afterCompanyGoes).toBe(await directorOwn());
    expect(names(afterCompanyGoes).length).toBeGreaterThan(names(beforeCompanyGoes).length);

    // TRUNCATE fires no row trigger; its statement trigger still reaches every scope.
    await own();
    await test.database.db.execute(sql`truncate books cascade`);
    expect(await own()).toBe('[]');
  });

  it('answers from the cache while the scope is unchanged, and again from the books when the clock turns a book', async () => {
    const carla = await registeredUser(test, 'Carla');
    const pk = await created(carla.auth, 'Begonnen');
    const first = await list(carla.auth);
    expect(JSON.parse(first)).toMatchObject([{ pk, isEditable: true }]);

    // Unseen by the version: the cache keeps answering what it wrote, one moment before the book turns.
    await renameUnseen(pk, 'Heimlich umbenannt');
    const row = await test.database.db.query.books.findFirst({ where: eq(books.id, pk) });
    if (!row) throw new Error('book gone');
    // Milliseconds as the list reads them (PostgreSQL keeps microseconds).
    clock = new Date(Math.floor(row.lastEdit.getTime()) + KEEP_DAYS * DAY - 1);
    expect(await list(carla.auth)).toBe(first);

    // The moment the book stops being editable, the list is read and written anew.
    later(1);
    const turned = JSON.parse(await list(carla.auth)) as Book[];
    expect(turned).toMatchObject([{ pk, isEditable: false, description: 'Heimlich umbenannt' }]);
    expect(JSON.stringify(turned)).toBe(await uncached(carla.id, null));
  });


  it('sees the writes of another server on the same database (each with its own cache)', async () => {
    // On PostgreSQL a pool of its own, as another process would have; PGlite in memory can only be shared.
    const secondDatabase: DatabaseHandle = process.env.DATABASE_URL ? await prepareDatabase(test.config) : test.database;
    const second = await buildApp({ config: test.config, database: secondDatabase, now: () => clock });
    await second.ready();
    try {
      const erik = await registeredUser(test, 'Erik');
      const pk = await created(erik.auth, 'Hier');
      await list(erik.auth);
      expect(names(await listOn(second, erik.auth))).toEqual(['Hier']);
      // Written through the second server: the first one's cache must not answer the old list.
      await second.inject({ method: 'PUT', url: `/api/books/${pk}`, headers: erik.auth, payload: { description: 'Dort' } });
      expect(names(await list(erik.auth))).toEqual(['Dort']);
      await test.app.inject({ method: 'DELETE', url: `/api/books/${pk}`, headers: erik.auth });
      expect(await listOn(second, erik.auth)).toBe('[]');
    } finally {
      await second.close();
      if (secondDatabase !== test.database) await secondDatabase.close();
    }
  });
});

describe('the cache’s bounds', () => {
  const entry = (body: string, validUntil = Infinity) => ({ version: 1, validUntil, body });

  it('forgets the least recently used scope beyond its entries or characters', () => {
    const cache = createBookListCache({ maxEntries: 2, maxChars: 10 });
    cache.store('u:a', entry('[1]'));
    cache.store('u:b', entry('[2]'));
    expect(cache.usable('u:a', 1, 0)).toBeDefined();
    cache.store('u:c', entry('[3]'));
    expect([cache.usable('u:a', 1, 0), cache.usable('u:b', 1, 0), cache.usable('u:c', 1, 0)].map(Boolean)).toEqual([true, false, true]);
    cache.store('u:d', entry('[12345678]'));
    expect(cache.size).toBe(1);
    cache.store('u:e', entry('x'.repeat(11)));
    expect(cache.usable('u:e', 1, 0)).toBeUndefined();
  });

  it('forgets an answer from the moment a book in it turns, or once the scope has another version', () => {
    const cache = createBookListCache();
    cache.store('u:b', entry('[]'));
    cache.store('u:a', entry('[]', 100));
    expect(cache.usable('u:a', 1, 99)).toBeDefined();
    expect(cache.usable('u:b', 2, 0)).toBeUndefined();
    expect(cache.usable('u:a', 1, 100)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
