import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ERRORS, Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { testJpeg } from './test-photos';
import { createFileDeletions } from './file-deletions';
import { photoKeys } from './photo-keys';
import { createPhotosRepository } from './photos-repository';
import { newUploadId, StoragePartsStore } from './tus-store';
import { createUploadsRepository } from './uploads-repository';

let test: TestApp;
let files: FileStorage;
let userId: string;
/** Two server processes: each its own store, sharing only the database and the file storage. */
let processA: StoragePartsStore;
let processB: StoragePartsStore;

beforeAll(async () => {
  test = await createTestApp();
  files = createFileStorage({ DATA_DIR: 'memory://' });
  userId = (await registeredUser(test, 'ErnaStore')).id;
  processA = storeOf(files);
  processB = storeOf(files);
});

function storeOf(storage: FileStorage): StoragePartsStore {
  const db = test.database.db;
  return new StoragePartsStore({
    db,
    files: storage,
    uploads: createUploadsRepository(db),
    photos: createPhotosRepository(db),
    processing: test.app.photos,
    deletions: createFileDeletions({ db, files: storage, log: test.app.log }),
    log: test.app.log,
  });
}
afterAll(() => test.close());

async function created(store: StoragePartsStore, size: number): Promise<string> {
  const upload = new Upload({ id: newUploadId(), size, offset: 0, metadata: { filename: 'a.jpg' } });
  store.assignOwner(upload, userId);
  await store.create(upload);
  return upload.id;
}

/** A body that stops with an error half-way, as when the connection drops. */
function droppingBody(bytes: Buffer, after: number): Readable {
  return new Readable({
    read() {
      this.push(bytes.subarray(0, after));
      this.destroy(new Error('socket hang up'));
    },
  });
}

async function storedBytes(id: string): Promise<Buffer> {
  const upload = await createUploadsRepository(test.database.db).find(id);
  const parts = await Promise.all(upload!.parts.map(async (part) => buffer((await files.get(part.key))!.body)));
  return Buffer.concat(parts);
}

describe('the upload store', () => {
  it('continues in another process where the first one stopped, and keeps the photo with the last piece', async () => {
    const photo = await testJpeg();
    const id = await created(processA, photo.length);
    expect(await processA.write(Readable.from([photo.subarray(0, 1000)]), id, 0)).toBe(1000);
    expect((await processB.getUpload(id)).offset).toBe(1000);
    expect(await processB.write(Readable.from([photo.subarray(1000, 3000)]), id, 1000)).toBe(3000);
    expect((await storedBytes(id)).equals(photo.subarray(0, 3000))).toBe(true);
    expect(await processA.write(Readable.from([photo.subarray(3000)]), id, 3000)).toBe(photo.length);
    const finished = processA.takeFinished(id);
    expect(finished).toMatchObject({ duplicate: false, photo: { byteSize: photo.length, status: 'processing' } });
    const original = await files.get(photoKeys(finished!.photo.id).original);
    expect((await buffer(original!.body)).equals(photo)).toBe(true);
    // The upload is gone with the photo kept: no complete upload is ever left without its photo.
    await expect(processB.getUpload(id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  it('leaves the upload where it was when keeping the photo fails, and keeps it when the last piece comes again', async () => {
    const photo = await testJpeg({ width: 640, height: 480 });
    // The storage refuses the original once (a storage hiccup), then works again.
    let failures = 1;
    const flaky: FileStorage = {
      ...files,
      put: (key, body, options) => (key.startsWith('photos/') && failures-- > 0 ? Promise.reject(new Error('storage unavailable')) : files.put(key, body, options)),
    };
    const store = storeOf(flaky);
    const photosOf = async () => (await createPhotosRepository(test.database.db).listOwn(userId, new Date(0))).length;
    const photosBefore = await photosOf();
    const id = await created(store, photo.length);
    expect(await store.write(Readable.from([photo.subarray(0, 2000)]), id, 0)).toBe(2000);
    await expect(store.write(Readable.from([photo.subarray(2000)]), id, 2000)).rejects.toMatchObject({ statusCode: 503, message: expect.stringMatching(/noch einmal/) });
    // Not complete, no photo: the client asks HEAD, sees 2000 and sends the rest again.
    expect((await store.getUpload(id)).offset).toBe(2000);
    expect(await photosOf()).toBe(photosBefore);
    expect(await store.write(Readable.from([photo.subarray(2000)]), id, 2000)).toBe(photo.length);
    const finished = store.takeFinished(id);
    expect(await photosOf()).toBe(photosBefore + 1);
    expect((await buffer((await files.get(photoKeys(finished!.photo.id).original))!.body)).equals(photo)).toBe(true);
  });

  it('keeps what arrived before the body broke off', async () => {
    const photo = await testJpeg();
    const id = await created(processA, photo.length);
    expect(await processA.write(droppingBody(photo, 700), id, 0)).toBe(700);
    expect((await storedBytes(id)).equals(photo.subarray(0, 700))).toBe(true);
  });

  it('lets only one of two processes writing at the same offset win; the loser leaves no part', async () => {
    const photo = await testJpeg();
    const id = await created(processA, photo.length);
    const results = await Promise.allSettled([processA.write(Readable.from([photo.subarray(0, 500)]), id, 0), processB.write(Readable.from([photo.subarray(0, 800)]), id, 0)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((result) => (result as PromiseRejectedResult).reason)).toEqual([ERRORS.INVALID_OFFSET]);
    const offset = (await processA.getUpload(id)).offset;
    expect([500, 800]).toContain(offset);
    const upload = await createUploadsRepository(test.database.db).find(id);
    expect(upload!.parts).toHaveLength(1);
    expect((await storedBytes(id)).equals(photo.subarray(0, offset))).toBe(true);
  });

  it('keeps nothing of a first piece too short to tell its format (the client starts again at 0)', async () => {
    const photo = await testJpeg();
    const id = await created(processA, photo.length);
    expect(await processA.write(droppingBody(photo, 5), id, 0)).toBe(0);
    expect((await processA.getUpload(id)).offset).toBe(0);
  });

  it('refuses a write at a stale offset and for an upload that is gone', async () => {
    const photo = await testJpeg();
    const id = await created(processA, photo.length);
    await expect(processA.write(Readable.from([photo]), id, 5)).rejects.toBe(ERRORS.INVALID_OFFSET);
    await processB.remove(id);
    await expect(processA.write(Readable.from([photo]), id, 0)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
    await expect(processA.getUpload(id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });
});
