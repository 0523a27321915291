import { randomBytes, randomUUID } from 'node:crypto';
import type { PhotoFrame } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { companyWithStaff, createBookAs, readBookDocument, type Auth, type Person } from '../../../testing/books';
import { registeredUser } from '../../../testing/tokens';
import { photos } from '../../uploads/schema';
import { users } from '../../users/schema';
import { SAVE_LIMIT } from './routes';

let test: TestApp;
let erika: Person;
let jonas: Person;
let stranger: Person;

const COMPANY = 'bestattungen-sommer';

beforeAll(async () => {
  test = await createTestApp();
  erika = await registeredUser(test, 'Erika');
  jonas = await registeredUser(test, 'Jonas');
  stranger = await registeredUser(test, 'Fremd');
  // Both work for the funeral director, in the company's view: they see and edit the company's books.
  await companyWithStaff(test, { id: COMPANY, name: 'Bestattungen Sommer' }, [erika, jonas]);
});
afterAll(() => test.close());

const createBook = (auth: Auth) => createBookAs(test, auth);
const read = (id: number, auth: Auth) => readBookDocument(test, id, auth);
const put = (id: number, auth: Auth, document: unknown, ifMatch: string) =>
  test.app.inject({ method: 'PUT', url: `/api/books/${id}/document`, headers: { ...auth, 'if-match': ifMatch }, payload: document as object });

async function photoOf(userId: string): Promise<string> {
  const id = randomUUID();
  await test.database.db.insert(photos).values({ id, userId, contentHash: randomBytes(32).toString('hex'), byteSize: 1000, fileName: 'foto.jpg', format: 'jpeg', status: 'ready', width: 800, height: 600 });
  return id;
}

/** Adds the photos, each in a frame of its own on page 1, and saves on top of the version read. */
async function addPhoto(id: number, auth: Auth, ...photoIds: string[]) {
  const { etag, document } = await read(id, auth);
  for (const photoId of photoIds) {
    const frame: PhotoFrame = { id: `frame-${photoId}`, kind: 'photo', xMm: 20, yMm: 20, widthMm: 100, heightMm: 75, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } };
    document.spreads[0]!.pages[0]!.frames.push(frame);
  }
  return put(id, auth, document, etag);
}

/** Takes the photo's frame out again and saves. */
async function removePhoto(id: number, auth: Auth, photoId: string) {
  const { etag, document } = await read(id, auth);
  const page = document.spreads[0]!.pages[0]!;
  page.frames = page.frames.filter((frame) => !(frame.kind === 'photo' && frame.photoId === photoId));
  return put(id, auth, document, etag);
}

/** Erika outside the company's view meanwhile: her own books, not the company's. */
async function asPrivateErika<T>(work: () => Promise<T>): Promise<T> {
  await test.database.db.update(users).set({ actsForCompany: false }).where(eq(users.id, erika.id));
  try {
    return await work();
  } finally {
    await test.database.db.update(users).set({ actsForCompany: true }).where(eq(users.id, erika.id));
  }
}

describe('photos of a company book', () => {
  it('a colleague adds their own photo, and the maker’s they already see in a company book; never a stranger’s', async () => {
    const bookId = await createBook(erika.auth);
    // Jonas sees Erika's company book…
    await read(bookId, jonas.auth);
    // …and may add a photo of his own (it was an untrue 400 before).
    const own = await addPhoto(bookId, jonas.auth, await photoOf(jonas.id));
    expect(own.statusCode, own.body).toBe(200);
    // The maker's photos too, where another company book already shows them to him.
    const shared = await photoOf(erika.id);
    expect((await addPhoto(await createBook(erika.auth), erika.auth, shared)).statusCode).toBe(200);
    expect((await addPhoto(bookId, jonas.auth, shared)).statusCode).toBe(200);
    // Not a photo of someone outside: the book could print it. The answer names it, so the editor can drop it.
    const strangers = await photoOf(stranger.id);
    const foreign = await addPhoto(bookId, jonas.auth, strangers);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'PHOTO_NOT_OWNED', message: 'Das Buch enthält ein Foto, das nicht zu Ihren Fotos gehört.', photoIds: [strangers] });
    // Erika then keeps editing the book that shows Jonas's photo.
    const { document } = await read(bookId, erika.auth);
    expect(document.spreads[0]!.pages[0]!.frames.filter((frame) => frame.kind === 'photo' && frame.photoId)).toHaveLength(2);
  });

  it('a colleague cannot pull the maker’s private photos into a company book; the refusal names exactly those', async () => {
    const bookId = await createBook(erika.auth);
    // A photo Erika shows only in a book of her own, and one no book shows.
    const inPrivateBook = await photoOf(erika.id);
    const privateSave = await asPrivateErika(async () => addPhoto(await createBook(erika.auth), erika.auth, inPrivateBook));
    expect(privateSave.statusCode, privateSave.body).toBe(200);
    const unshown = await photoOf(erika.id);
    const his = await photoOf(jonas.id);

    const refused = await addPhoto(bookId, jonas.auth, his, inPrivateBook, unshown);
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ code: string; photoIds: string[] }>();
    expect(body.code).toBe('PHOTO_NOT_OWNED');
    // His own photo is fine; only hers are named.
    expect(body.photoIds.sort()).toEqual([inPrivateBook, unshown].sort());
    // Nothing was stored: her private photo is in no book Jonas may open.
    expect((await read(bookId, jonas.auth)).etag).toBe('"1"');

    // Without them, his save goes through; Erika herself may add her own photos to the company book.
    expect((await addPhoto(bookId, jonas.auth, his)).statusCode).toBe(200);
    expect((await addPhoto(bookId, erika.auth, inPrivateBook, unshown)).statusCode).toBe(200);
  });

  it('a colleague may bring back the maker’s photo an earlier version of this book showed (undo, restore)', async () => {
    const bookId = await createBook(erika.auth);
    const hers = await photoOf(erika.id);
    expect((await addPhoto(bookId, erika.auth, hers)).statusCode).toBe(200);
    // Jonas takes it out: no current document shows it any more, only the kept version 2.
    expect((await removePhoto(bookId, jonas.auth, hers)).statusCode).toBe(200);
    const earlier = await test.app.inject({ url: `/api/books/${bookId}/document/versions/2`, headers: jonas.auth });
    expect(earlier.statusCode, earlier.body).toBe(200);
    const restored = await put(bookId, jonas.auth, earlier.json(), '"3"');
    expect(restored.statusCode, restored.body).toBe(200);

    // A kept version that only names the id in a text shows no photo: that is no way in.
    const other = await photoOf(erika.id);
    const { etag, document } = await read(bookId, jonas.auth);
    const text = document.spreads.flatMap((spread) => spread.pages).flatMap((page) => page.frames).find((frame) => frame.kind === 'text');
    expect(text, 'the new book has a text frame').toBeDefined();
    if (text?.kind === 'text') text.text = other;
    expect((await put(bookId, jonas.auth, document, etag)).statusCode).toBe(200);
    const sneaked = await addPhoto(bookId, jonas.auth, other);
    expect(sneaked.statusCode).toBe(400);
    expect(sneaked.json()).toMatchObject({ code: 'PHOTO_NOT_OWNED', photoIds: [other] });
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
