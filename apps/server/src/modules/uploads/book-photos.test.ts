import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookPhotos } from '@eb/api-contract';
import type { BookDocument, PhotoFrame } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companyWithStaff, createBookAs, type Auth, type Person } from '../../testing/books';
import { registeredUser } from '../../testing/tokens';
import { photoKeys } from './photo-keys';
import { photos as photosTable } from './schema';
import { createPhotosRepository } from './photos-repository';
import { testJpeg } from './test-photos';

/** The photos of a book for everyone who may open it (issue 12): the list, and their previews and thumbnails. */

const dataDir = mkdtempSync(join(tmpdir(), 'eb-book-photos-'));
const files = createFileStorage({ DATA_DIR: dataDir });
let test: TestApp;
let erika: Person;
let jonas: Person;
let stranger: Person;
const COMPANY = 'bestattungen-bild';

beforeAll(async () => {
  test = await createTestApp({ DATA_DIR: dataDir });
  erika = await registeredUser(test, 'Erika');
  jonas = await registeredUser(test, 'Jonas');
  stranger = await registeredUser(test, 'Fremd');
  // Both work for the funeral director, in the company's view: they see and edit the company's books.
  await companyWithStaff(test, { id: COMPANY, name: 'Bestattungen Bild' }, [erika, jonas]);
});
afterAll(async () => {
  await test.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, auth?: Auth) => test.app.inject({ url, ...(auth ? { headers: auth } : {}) });
const createBook = (auth: Auth) => createBookAs(test, auth);

/** A processed photo of the person, with its original, preview and thumbnail stored. */
async function photoOf(userId: string): Promise<string> {
  const original = await testJpeg();
  const contentHash = createHash('sha256').update(original).update(randomUUID()).digest('hex');
  const { row } = await createPhotosRepository(test.database.db).insertProcessing({ userId, contentHash, byteSize: original.length, fileName: 'Opa im Garten.jpg', format: 'jpeg' });
  await files.put(photoKeys(row.id).original, original, { contentType: 'image/jpeg' });
  await test.app.photos.processPending();
  return row.id;
}

/** Saves the book's document with exactly these photos in frames on page 1 (none: the frames emptied). */
async function showPhotos(bookId: number, auth: Auth, photoIds: string[]) {
  const read = await get(`/api/books/${bookId}/document`, auth);
  const document = read.json<BookDocument>();
  document.spreads[0]!.pages[0]!.frames = photoIds.map(
    (photoId, index): PhotoFrame => ({ id: `frame-${index}`, kind: 'photo', xMm: 20, yMm: 20 + index * 80, widthMm: 100, heightMm: 75, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } }),
  );
  const saved = await test.app.inject({ method: 'PUT', url: `/api/books/${bookId}/document`, headers: { ...auth, 'if-match': read.headers.etag as string }, payload: document });
  expect(saved.statusCode, saved.body).toBe(200);
}

const fileStatus = async (photoId: string, variant: string, auth: Auth) => (await get(`/api/photos/${photoId}/${variant}`, auth)).statusCode;

describe('GET /api/books/:id/photos and the files of those photos', () => {
  it('lets a colleague see the photos of the company’s book (previews and thumbnails, not originals); a stranger gets 404 for each', async () => {
    const bookId = await createBook(erika.auth);
    const shown = await photoOf(erika.id);
    const notShown = await photoOf(erika.id);
    await showPhotos(bookId, erika.auth, [shown]);

    // The maker: the list, and every file of her own photo.
    const own = await get(`/api/books/${bookId}/photos`, erika.auth);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    for (const variant of ['original', 'preview', 'thumbnail']) expect(await fileStatus(shown, variant, erika.auth), variant).toBe(200);

    // The colleague: the same list with sizes, status and placeholder, the preview and thumbnail.
    const listed = await get(`/api/books/${bookId}/photos`, jonas.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    const { photos } = listed.json<BookPhotos>();
    expect(photos).toEqual([expect.objectContaining({ id: shown, status: 'ready', width: 800, height: 600, fileName: 'Opa im Garten.jpg', inUse: true, placeholder: expect.any(String) })]);
    expect(await fileStatus(shown, 'preview', jonas.auth)).toBe(200);
    expect(await fileStatus(shown, 'thumbnail', jonas.auth)).toBe(200);
    // Originals stay the owner's (the print reads them on the server), and a photo no book shows stays hers.
    expect(await fileStatus(shown, 'original', jonas.auth)).toBe(404);
    expect(await fileStatus(notShown, 'thumbnail', jonas.auth)).toBe(404);

    // A stranger: 404 for the book's list and for every file, exactly as for a photo that does not exist.
    const refused = await get(`/api/books/${bookId}/photos`, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Ihr Buch wurde nicht gefunden.');
    for (const variant of ['original', 'preview', 'thumbnail']) {
      const answer = await get(`/api/photos/${shown}/${variant}`, stranger.auth);
      expect(answer.statusCode, variant).toBe(404);
      expect(answer.json()).toEqual((await get(`/api/photos/${randomUUID()}/${variant}`, stranger.auth)).json());
    }
    expect((await get(`/api/books/${bookId}/photos`)).statusCode).toBe(401);
  });

  it('follows the book’s current document: a photo taken out is the owner’s alone again', async () => {
    const bookId = await createBook(erika.auth);
    const photo = await photoOf(erika.id);
    await showPhotos(bookId, erika.auth, [photo]);
    expect(await fileStatus(photo, 'preview', jonas.auth)).toBe(200);
    await showPhotos(bookId, erika.auth, []);
    expect((await get(`/api/books/${bookId}/photos`, jonas.auth)).json<BookPhotos>().photos).toEqual([]);
    expect(await fileStatus(photo, 'preview', jonas.auth)).toBe(404);
    expect(await fileStatus(photo, 'preview', erika.auth)).toBe(200);
  });

  it('lists the photos of both colleagues in a company book, and a private book’s to its owner only', async () => {
    const bookId = await createBook(erika.auth);
    const hers = await photoOf(erika.id);
    const his = await photoOf(jonas.id);
    // Jonas may add Erika's photo once a company book shows it to him (document/service.ts checkPhotos).
    await showPhotos(bookId, erika.auth, [hers]);
    await showPhotos(bookId, jonas.auth, [hers, his]);
    const listed = (await get(`/api/books/${bookId}/photos`, erika.auth)).json<BookPhotos>().photos.map((photo) => photo.id);
    expect(listed.sort()).toEqual([hers, his].sort());
    expect(await fileStatus(his, 'thumbnail', erika.auth)).toBe(200);

    const privateBook = await createBook(stranger.auth);
    const strangers = await photoOf(stranger.id);
    await showPhotos(privateBook, stranger.auth, [strangers]);
    expect((await get(`/api/books/${privateBook}/photos`, stranger.auth)).json<BookPhotos>().photos.map((photo) => photo.id)).toEqual([strangers]);
    expect((await get(`/api/books/${privateBook}/photos`, erika.auth)).statusCode).toBe(404);
    expect(await fileStatus(strangers, 'preview', erika.auth)).toBe(404);
  });

  it('lists kept photos only (processing and ready, never refused ones), and no one’s content hash', async () => {
    const bookId = await createBook(erika.auth);
    const ready = await photoOf(erika.id);
    const repository = createPhotosRepository(test.database.db);
    const waiting = async () =>
      (await repository.insertProcessing({ userId: erika.id, contentHash: createHash('sha256').update(randomUUID()).digest('hex'), byteSize: 1000, fileName: 'Später.jpg', format: 'jpeg' })).row.id;
    const processing = await waiting();
    const refused = await waiting();
    await showPhotos(bookId, erika.auth, [ready, processing, refused]);
    // Refused after the save (the processing found the file damaged): its files are gone.
    await test.database.db.update(photosTable).set({ status: 'rejected', rejectionReason: 'Dieses Foto ist beschädigt.' }).where(eq(photosTable.id, refused));

    for (const person of [erika, jonas]) {
      const listed = await get(`/api/books/${bookId}/photos`, person.auth);
      expect(listed.statusCode, listed.body).toBe(200);
      const { photos } = listed.json<BookPhotos>();
      expect(photos.map((photo) => [photo.id, photo.status]).sort()).toEqual([[ready, 'ready'], [processing, 'processing']].sort());
      // The hash would let a colleague confirm that Erika holds a given file; the editor never needs it.
      for (const photo of photos) expect(photo).not.toHaveProperty('contentHash');
    }
  });
});
