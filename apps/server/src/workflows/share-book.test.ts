import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARING_MESSAGES } from '@eb/api-contract';
import { photoIdsOf, type BookDocument, type PhotoFrame } from '@eb/book-model';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookAs, type Person } from '../testing/books';
import { confirmedUser } from '../testing/tokens';
import { books } from '../modules/books/schema';
import { createTestAppWithFiles, editDocument, readyPhoto, storedFiles, type TestAppWithFiles } from '../modules/print/test-books';
import { call, sharedToken, trialUser } from '../modules/sharing/test-shares';
import { photos } from '../modules/uploads/schema';

let test: TestAppWithFiles;
let anna: Person;
let bernd: Person;

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-share-');
  anna = await confirmedUser(test, 'Anna');
  bernd = await confirmedUser(test, 'Bernd');
});
afterAll(() => test.close());

const photoFramesOf = (document: BookDocument): PhotoFrame[] =>
  [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)]
    .flatMap((page) => page.frames)
    .filter((frame): frame is PhotoFrame => frame.kind === 'photo');

const readDocument = async (auth: Record<string, string>, bookId: number) => {
  const response = await call(test, auth, 'GET', `/api/books/${bookId}/document`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookDocument>();
};

/** A book of Anna's whose first photo frames show these photos. */
async function annasBookWith(photoIds: string[]): Promise<number> {
  const bookId = await createBookAs(test, anna.auth);
  await editDocument(test, anna.auth, bookId, (document) => {
    photoFramesOf(document).forEach((frame, index) => {
      const photoId = photoIds[index];
      if (!photoId) return;
      frame.photoId = photoId;
      frame.crop = { x: 0, y: 0, width: 1, height: 1 };
    });
  });
  return bookId;
}

const photoRow = async (id: string) => (await test.database.db.select().from(photos).where(eq(photos.id, id)))[0];
const photoFiles = () => storedFiles(test.dataDir, 'photos');
const confirm = (auth: Record<string, string>, token: string) => call(test, auth, 'GET', `/api/books/confirm-share/${token}`);

describe('the recipient’s copy', () => {
  it('shows photos of the recipient’s own by content: a photo they had is used, the others are copied with their files', async () => {
    const first = await readyPhoto(test, test.dataDir, anna.id);
    const second = await readyPhoto(test, test.dataDir, anna.id);
    const bookId = await annasBookWith([first, second]);
    // Bernd uploaded the same bytes as Anna's second photo before.
    const bernds = await readyPhoto(test, test.dataDir, bernd.id);
    const secondHash = (await photoRow(second))?.contentHash ?? '';
    await test.database.db.update(photos).set({ contentHash: secondHash }).where(eq(photos.id, bernds));

    const response = await confirm(bernd.auth, await sharedToken(test, anna.auth, bookId, 'bernd@example.de'));
    expect(response.statusCode, response.body).toBe(200);
    const copyId = response.json<{ bookId: number }>().bookId;
    const shown = [...photoIdsOf(await readDocument(bernd.auth, copyId))];
    expect(shown).toHaveLength(2);
    expect(shown).toContain(bernds);
    expect(shown).not.toContain(first);
    expect(shown).not.toContain(second);
    const copied = shown.find((id) => id !== bernds) ?? '';
    const [row, originalRow] = [await photoRow(copied), await photoRow(first)];
    expect(row).toMatchObject({ userId: bernd.id, status: 'ready', contentHash: originalRow?.contentHash, byteSize: originalRow?.byteSize, width: 1200, height: 900, fileName: 'IMG_0001.JPG' });
    // The files are there under the new id, the same bytes, readable by the recipient.
    const original = await call(test, bernd.auth, 'GET', `/api/photos/${copied}/original`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(readFileSync(join(test.dataDir, 'files', 'photos', first, 'original')))).toBe(true);
    expect((await call(test, bernd.auth, 'GET', `/api/photos/${copied}/preview`)).statusCode).toBe(200);
    // Never the sharer's library: Bernd's photos are his own rows only; Anna's photos stay closed to him.
    const library = (await call(test, bernd.auth, 'GET', '/api/users/uploadedimages')).json<{ photos: { id: string }[] }>().photos.map((photo) => photo.id);
    expect(library.sort()).toEqual([bernds, copied].sort());
    expect((await call(test, bernd.auth, 'GET', `/api/photos/${first}/original`)).statusCode).toBe(404);
    // The copy's tray offers exactly the copy's photos.
    const tray = (await call(test, bernd.auth, 'GET', `/api/books/${copyId}/photos`)).json<{ photos: { id: string }[] }>().photos.map((photo) => photo.id);
    expect(tray.sort()).toEqual([bernds, copied].sort());
  });

  it('is independent: editing the copy never touches the original, and the other way round', async () => {
    const photo = await readyPhoto(test, test.dataDir, anna.id);
    const bookId = await annasBookWith([photo]);
    const recipient = await trialUser(test);
    const copyId = (await confirm(recipient, await sharedToken(test, anna.auth, bookId, 'unabhaengig@example.de'))).json<{ bookId: number }>().bookId;
    const originalBefore = await readDocument(anna.auth, bookId);
    await editDocument(test, recipient, copyId, (document) => {
      const frame = photoFramesOf(document)[0] as PhotoFrame;
      frame.photoId = null;
      frame.crop = null;
    });
    expect(await readDocument(anna.auth, bookId)).toEqual(originalBefore);
    const copyBefore = await readDocument(recipient, copyId);
    await editDocument(test, anna.auth, bookId, (document) => {
      document.spreads[1]?.pages[0]?.frames.splice(0);
    });
    expect(await readDocument(recipient, copyId)).toEqual(copyBefore);
    // Anna may still remove nothing of Bernd's, and the copy's photo is a row of its own: her photo is free of it.
    expect(photoIdsOf(copyBefore).has(photo)).toBe(false);
  });

  it('makes exactly one copy for two confirmations at the same moment, and leaves no stray files', async () => {
    const bookId = await annasBookWith([await readyPhoto(test, test.dataDir, anna.id)]);
    const carla = await confirmedUser(test, 'Carla');
    const token = await sharedToken(test, anna.auth, bookId, 'carla@example.de');
    const filesBefore = photoFiles().length;
    const answers = await Promise.all([confirm(carla.auth, token), confirm(carla.auth, token), confirm(carla.auth, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await test.database.db.select({ id: books.id }).from(books).where(eq(books.ownerUserId, carla.id))).toHaveLength(1);
    expect(await test.database.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, carla.id))).toHaveLength(1);
    // One photo's original and preview were copied once; the losers' copies are gone again.
    expect(photoFiles().length).toBe(filesBefore + 2);
  });

  it('refuses a copy over the recipient’s photo quota (409): nothing written, copied files removed, the link still usable', async () => {
    const bookId = await annasBookWith([await readyPhoto(test, test.dataDir, anna.id)]);
    const dora = await confirmedUser(test, 'Dora');
    // Almost full: three large kept photos (rows only).
    const big = { userId: dora.id, byteSize: 1_790_000_000, fileName: 'gross.jpg', format: 'jpeg', status: 'ready' as const };
    await test.database.db.insert(photos).values([1, 2, 3].map((n) => ({ ...big, contentHash: `${n}`.repeat(64) })));
    const token = await sharedToken(test, anna.auth, bookId, 'dora@example.de');
    const filesBefore = photoFiles();
    const refused = await confirm(dora.auth, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(SHARING_MESSAGES.photosFull);
    expect(await test.database.db.select({ id: books.id }).from(books).where(eq(books.ownerUserId, dora.id))).toHaveLength(0);
    expect(photoFiles()).toEqual(filesBefore);
    await test.database.db.delete(photos).where(and(eq(photos.userId, dora.id), eq(photos.fileName, 'gross.jpg')));
    expect((await confirm(dora.auth, token)).statusCode).toBe(200);
  });

  it('stays with a trial recipient who registers: the copy and its photos are theirs', async () => {
    const photo = await readyPhoto(test, test.dataDir, anna.id);
    const bookId = await annasBookWith([photo]);
    const trial = await trialUser(test);
    const copyId = (await confirm(trial, await sharedToken(test, anna.auth, bookId, 'enkel@example.de'))).json<{ bookId: number }>().bookId;
    const registered = await call(test, trial, 'POST', '/api/users/register', { email: 'enkel@example.de', account: 'Enkel Paul', password: 'Kennwort1', isDataStoragePermitted: true });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await call(test, trial, 'GET', '/api/books')).json<{ pk: number }[]>().map((book) => book.pk)).toEqual([copyId]);
    const [shown] = [...photoIdsOf(await readDocument(trial, copyId))];
    expect((await call(test, trial, 'GET', `/api/photos/${shown}/original`)).statusCode).toBe(200);
  });

  it('lands where the recipient sees their books: a funeral director’s staff acting for the company opens the copy at once', async () => {
    const { companyWithStaff } = await import('../testing/books');
    const bookId = await annasBookWith([await readyPhoto(test, test.dataDir, anna.id)]);
    const greta = await confirmedUser(test, 'Greta');
    await companyWithStaff(test, { id: 'bestattungen-greta', name: 'Bestattungen Greta' }, [greta]);
    const response = await confirm(greta.auth, await sharedToken(test, anna.auth, bookId, 'greta@example.de'));
    expect(response.statusCode, response.body).toBe(200);
    const copyId = response.json<{ bookId: number }>().bookId;
    // The editor opens it and the list shows it (no 404 until she switches to her own books).
    expect((await call(test, greta.auth, 'GET', `/api/books/${copyId}`)).statusCode).toBe(200);
    expect((await call(test, greta.auth, 'GET', '/api/books')).json<{ pk: number }[]>().map((book) => book.pk)).toContain(copyId);
    const [shown] = [...photoIdsOf(await readDocument(greta.auth, copyId))];
    expect((await call(test, greta.auth, 'GET', `/api/photos/${shown}/original`)).statusCode).toBe(200);
  });

  it('leaves a frame empty whose photo is not ready (still processing) or no photo: the copy names no photo of the sharer', async () => {
    const processing = await readyPhoto(test, test.dataDir, anna.id);
    const bookId = await annasBookWith([processing]);
    await test.database.db.update(photos).set({ status: 'processing' }).where(eq(photos.id, processing));
    // A stored document naming no photo at all (written before the save's checks, or by hand) is no 500 either.
    const [stored] = await test.database.db.select({ document: books.document }).from(books).where(eq(books.id, bookId));
    const document = stored?.document as unknown as BookDocument;
    const second = photoFramesOf(document)[1] as PhotoFrame;
    second.photoId = 'kein-foto';
    second.crop = { x: 0, y: 0, width: 1, height: 1 };
    await test.database.db.update(books).set({ document: document as unknown as Record<string, unknown> }).where(eq(books.id, bookId));
    const recipient = await trialUser(test);
    const response = await confirm(recipient, await sharedToken(test, anna.auth, bookId, 'leer@example.de'));
    expect(response.statusCode).toBe(200);
    expect(photoIdsOf(await readDocument(recipient, response.json<{ bookId: number }>().bookId)).size).toBe(0);
  });
});
