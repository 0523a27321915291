import { randomBytes, randomUUID } from 'node:crypto';
import type { BookDocument, PhotoFrame } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { registeredUser } from '../../../testing/tokens';
import { photos } from '../../uploads/schema';
import { companies, users } from '../../users/schema';
import { SAVE_LIMIT } from './routes';

let test: TestApp;
type Auth = { authorization: string };
type Person = { id: string; auth: Auth };
let erika: Person;
let jonas: Person;
let stranger: Person;

const COMPANY = 'bestattungen-sommer';

beforeAll(async () => {
  test = await createTestApp();
  await test.database.db.insert(companies).values({ id: COMPANY, name: 'Bestattungen Sommer' });
  erika = await registeredUser(test, 'Erika');
  jonas = await registeredUser(test, 'Jonas');
  stranger = await registeredUser(test, 'Fremd');
  // Both work for the funeral director, in the company's view: they see and edit the company's books.
  for (const person of [erika, jonas]) await test.database.db.update(users).set({ companyId: COMPANY, actsForCompany: true, isMortician: true }).where(eq(users.id, person.id));
});
afterAll(() => test.close());

const selection = { bookDescription: 'Für Familie Berger', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };
const createBook = async (auth: Auth) => (await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: selection })).json<{ pk: number }>().pk;
const read = async (id: number, auth: Auth) => {
  const response = await test.app.inject({ url: `/api/books/${id}/document`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return { etag: response.headers.etag as string, document: response.json<BookDocument>() };
};
const put = (id: number, auth: Auth, document: unknown, ifMatch: string) =>
  test.app.inject({ method: 'PUT', url: `/api/books/${id}/document`, headers: { ...auth, 'if-match': ifMatch }, payload: document as object });

async function photoOf(userId: string): Promise<string> {
  const id = randomUUID();
  await test.database.db.insert(photos).values({ id, userId, contentHash: randomBytes(32).toString('hex'), byteSize: 1000, fileName: 'foto.jpg', format: 'jpeg', status: 'ready', width: 800, height: 600 });
  return id;
}

/** Adds the photo in a frame of its own on page 1 and saves on top of the version read. */
async function addPhoto(id: number, auth: Auth, photoId: string) {
  const { etag, document } = await read(id, auth);
  const frame: PhotoFrame = { id: `frame-${photoId}`, kind: 'photo', xMm: 20, yMm: 20, widthMm: 100, heightMm: 75, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } };
  document.spreads[0]!.pages[0]!.frames.push(frame);
  return put(id, auth, document, etag);
}

describe('photos of a company book', () => {
  it('a colleague adds their own photo, and the maker’s; never a stranger’s', async () => {
    const bookId = await createBook(erika.auth);
    // Jonas sees Erika's company book…
    await read(bookId, jonas.auth);
    // …and may add a photo of his own (it was an untrue 400 before).
    const own = await addPhoto(bookId, jonas.auth, await photoOf(jonas.id));
    expect(own.statusCode, own.body).toBe(200);
    // The book's maker's photos too.
    expect((await addPhoto(bookId, jonas.auth, await photoOf(erika.id))).statusCode).toBe(200);
    // Not a photo of someone outside: the book could print it.
    const foreign = await addPhoto(bookId, jonas.auth, await photoOf(stranger.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/Foto/);
    // Erika then keeps editing the book that shows Jonas's photo.
    const { document } = await read(bookId, erika.auth);
    expect(document.spreads[0]!.pages[0]!.frames.filter((frame) => frame.kind === 'photo' && frame.photoId)).toHaveLength(2);
  });

  it('a stranger gets 404 for the company book', async () => {
    const bookId = await createBook(erika.auth);
    expect((await test.app.inject({ url: `/api/books/${bookId}/document`, headers: stranger.auth })).statusCode).toBe(404);
  });
});

describe('saves per person', () => {
  it(`are limited to ${SAVE_LIMIT.max} a minute, then 429 in German; others still save`, async () => {
    const saver = await registeredUser(test, 'Schnell');
    const bookId = await createBook(saver.auth);
    const { document } = await read(bookId, saver.auth);
    // Counted before the save is looked at: cheap answers (a stale version) count as well.
    for (let index = 0; index < SAVE_LIMIT.max; index++) expect((await put(bookId, saver.auth, document, '"99"')).statusCode).toBe(412);
    const limited = await put(bookId, saver.auth, document, '"1"');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in .* erneut\.$/);
    const other = await createBook(erika.auth);
    const fine = await read(other, erika.auth);
    expect((await put(other, erika.auth, fine.document, fine.etag)).statusCode).toBe(200);
  }, 60_000);
});
