import { createHash, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { createJobQueue } from '../jobs/job-queue';
import { createFileDeletions } from './file-deletions';
import { createPhotoProcessing, MAX_LOST_CLAIMS } from './photo-processing';
import { photoKeys } from './photo-keys';
import { createPhotosRepository } from './photos-repository';
import { photos } from './schema';
import { PHONE_EXIF, testJpeg, truncated } from './test-photos';

let test: TestApp;
let userId: string;
beforeAll(async () => {
  test = await createTestApp();
  userId = (await registeredUser(test, 'Fotografin')).id;
});
afterAll(() => test.close());

/**
 * A file storage that counts what is written and can be told to fail the next writes or reads, or
 * to cut the next reads short without an error (a dropped connection).
 */
function watchedStorage() {
  const inner = createFileStorage({ DATA_DIR: 'memory://' });
  const puts: string[] = [];
  const trouble = { puts: 0, gets: 0, cutGets: 0 };
  const files: FileStorage = {
    ...inner,
    async put(key, body, options) {
      if (trouble.puts > 0) {
        trouble.puts--;
        throw new Error('storage unavailable');
      }
      puts.push(key);
      return inner.put(key, body, options);
    },
    async get(key) {
      if (trouble.gets > 0) {
        trouble.gets--;
        throw new Error('storage unavailable');
      }
      const stored = await inner.get(key);
      if (!stored || trouble.cutGets === 0) return stored;
      trouble.cutGets--;
      const bytes = Buffer.from(await new Response(stored.body as unknown as ReadableStream).arrayBuffer());
      return { ...stored, body: Readable.from([bytes.subarray(0, bytes.length >> 1)]) };
    },
  };
  return { files, puts, trouble, failNextPuts: (count: number) => (trouble.puts = count) };
}

function processingWith(files: FileStorage) {
  const deletions = createFileDeletions({ db: test.database.db, files, log: test.app.log });
  return createPhotoProcessing({ db: test.database.db, files, log: test.app.log, now: () => new Date(), queue: createJobQueue(test.app.log), deletions });
}

/** A photo as the upload leaves it: the original in the storage, the row waiting for processing. */
async function uploadedPhoto(files: FileStorage, original: Buffer): Promise<string> {
  const contentHash = createHash('sha256').update(original).update(randomUUID()).digest('hex');
  const { row } = await createPhotosRepository(test.database.db).insertProcessing({ userId, contentHash, byteSize: original.length, fileName: 'IMG_0001.JPG', format: 'jpeg' });
  await files.put(photoKeys(row.id).original, original, { contentType: 'image/jpeg' });
  return row.id;
}
const rowOf = async (id: string) => (await test.database.db.select().from(photos).where(eq(photos.id, id)))[0];
const waiting = async () => (await test.database.db.select({ id: photos.id }).from(photos).where(eq(photos.status, 'processing'))).map((row) => row.id);
/** No photo waiting, whatever earlier tests left (their originals are in storages gone by now). */
async function drain() {
  await test.database.db.delete(photos).where(eq(photos.status, 'processing'));
}
/** Time passes: the photo's postponement or claim has run out. */
async function timePasses(id: string) {
  await test.database.db.update(photos).set({ processingLeaseUntil: new Date(Date.now() - 1000) }).where(eq(photos.id, id));
}
/** A worker claims the photo and dies while decoding it: its claim runs out. */
async function workerDiesOn(id: string) {
  expect(await createPhotosRepository(test.database.db).claim(randomUUID(), { photoId: id, leaseSeconds: 300 })).toBeDefined();
  await timePasses(id);
}
const temporaryFilesOf = (id: string) => readdirSync(tmpdir()).filter((name) => name.startsWith(`eb-photo-${id}`));

describe('processing kept photos', () => {
  it('makes preview and thumbnail and records size, capture date, placeholder and time', async () => {
    const { files } = watchedStorage();
    const id = await uploadedPhoto(files, await testJpeg({ orientation: 6, exif: PHONE_EXIF }));
    expect(await processingWith(files).processPending()).toEqual({ processed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'ready', rejectionReason: null, width: 600, height: 800, takenAt: '2019-07-14T15:03:22', processingLease: null });
    expect(row?.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(row?.processingMs).toBeGreaterThanOrEqual(0);
    const preview = await files.get(photoKeys(id).preview);
    expect(preview?.contentType).toBe('image/jpeg');
    expect((await sharp(await Buffer.from(await new Response(preview!.body as unknown as ReadableStream).arrayBuffer())).metadata()).height).toBe(800);
    expect(await files.get(photoKeys(id).thumbnail)).not.toBeNull();
    // The original stays as it came, for print.
    const original = await files.get(photoKeys(id).original);
    expect((await sharp(Buffer.from(await new Response(original!.body as unknown as ReadableStream).arrayBuffer())).metadata()).orientation).toBe(6);
  });

  it('refuses a truncated photo as damaged and leaves none of its files behind', async () => {
    const { files } = watchedStorage();
    const id = await uploadedPhoto(files, truncated(await testJpeg({ width: 1200, height: 900, quality: 95 })));
    await processingWith(files).processPending();
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', rejectionReason: UPLOAD_MESSAGES.damaged });
    for (const key of Object.values(photoKeys(id))) expect(await files.get(key)).toBeNull();
    expect(temporaryFilesOf(id)).toEqual([]);
  });

  it('postpones a photo when the storage fails midway, counting no attempt, and completes it once the wait is over', async () => {
    await drain();
    const storage = watchedStorage();
    const id = await uploadedPhoto(storage.files, await testJpeg());
    storage.failNextPuts(1);
    const processing = processingWith(storage.files);
    expect(await processing.processPending()).toEqual({ processed: 0 });
    const postponed = await rowOf(id);
    expect(postponed).toMatchObject({ status: 'processing', processingAttempts: 0, processingLease: null });
    expect(postponed?.processingLeaseUntil?.getTime()).toBeGreaterThan(Date.now());
    // Not before its time …
    expect(await processing.processPending()).toEqual({ processed: 0 });
    // … then it is done.
    await timePasses(id);
    expect(await processing.processPending()).toEqual({ processed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'ready', processingAttempts: 0 });
    expect(temporaryFilesOf(id)).toEqual([]);
  });

  it('never refuses a good photo for storage trouble, however long it lasts, nor removes its original', async () => {
    await drain();
    const storage = watchedStorage();
    const id = await uploadedPhoto(storage.files, await testJpeg());
    const processing = processingWith(storage.files);
    const troubles = [() => (storage.trouble.gets = 1), () => (storage.trouble.puts = 1), () => (storage.trouble.cutGets = 1)];
    for (let round = 0; round < (MAX_LOST_CLAIMS + 1) * troubles.length; round++) {
      troubles[round % troubles.length]!();
      expect(await processing.processPending()).toEqual({ processed: 0 });
      expect(await rowOf(id)).toMatchObject({ status: 'processing', processingAttempts: 0 });
      expect(await storage.files.get(photoKeys(id).original)).not.toBeNull();
      await timePasses(id);
    }
    // The storage is back.
    expect(await processing.processPending()).toEqual({ processed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'ready', rejectionReason: null });
    expect(temporaryFilesOf(id)).toEqual([]);
  });

  it('processes each photo once when two workers sweep at the same time', async () => {
    await drain();
    const storage = watchedStorage();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(async (n) => uploadedPhoto(storage.files, await testJpeg({ width: 400 + n * 10 }))));
    const [first, second] = await Promise.all([processingWith(storage.files).processPending(), processingWith(storage.files).processPending()]);
    expect(first.processed + second.processed).toBe(5);
    for (const id of ids) {
      expect((await rowOf(id))?.status).toBe('ready');
      expect(storage.puts.filter((key) => key === photoKeys(id).preview)).toHaveLength(1);
    }
  });

  it('leaves a photo another worker is processing alone, and takes it once that worker’s time ran out', async () => {
    await drain();
    const storage = watchedStorage();
    const id = await uploadedPhoto(storage.files, await testJpeg());
    const repository = createPhotosRepository(test.database.db);
    expect(await repository.claim(randomUUID(), { photoId: id, leaseSeconds: 300 })).toBeDefined();
    expect(await processingWith(storage.files).processPending()).toEqual({ processed: 0 });
    expect(await waiting()).toEqual([id]);
    // The other worker died: its lease ends.
    await test.database.db.update(photos).set({ processingLeaseUntil: new Date(Date.now() - 1000) }).where(eq(photos.id, id));
    expect(await processingWith(storage.files).processPending()).toEqual({ processed: 1 });
    expect((await rowOf(id))?.status).toBe('ready');
  });

  it('refuses a photo during whose processing workers died too often, and removes its files', async () => {
    await drain();
    const storage = watchedStorage();
    const survivor = await uploadedPhoto(storage.files, await testJpeg({ width: 500 }));
    const killer = await uploadedPhoto(storage.files, await testJpeg({ width: 510 }));
    for (let crash = 1; crash < MAX_LOST_CLAIMS; crash++) await workerDiesOn(survivor);
    for (let crash = 1; crash <= MAX_LOST_CLAIMS; crash++) await workerDiesOn(killer);
    expect(await processingWith(storage.files).processPending()).toEqual({ processed: 2 });
    // One crash fewer and the photo still gets its chance.
    expect(await rowOf(survivor)).toMatchObject({ status: 'ready', processingAttempts: MAX_LOST_CLAIMS - 1 });
    expect(await rowOf(killer)).toMatchObject({ status: 'rejected', rejectionReason: UPLOAD_MESSAGES.damaged, processingAttempts: MAX_LOST_CLAIMS });
    for (const key of Object.values(photoKeys(killer))) expect(await storage.files.get(key)).toBeNull();
  });

  it('accepts a photo to process without a running queue (tests, an unconnected process): the sweep finds it', async () => {
    await drain();
    const storage = watchedStorage();
    const id = await uploadedPhoto(storage.files, await testJpeg());
    const processing = processingWith(storage.files);
    await expect(processing.enqueue(id)).resolves.toBeUndefined();
    // The sweep leaves young photos to their job …
    expect(await processing.processPending({ minAgeSeconds: 60 })).toEqual({ processed: 0 });
    await test.database.db.update(photos).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(photos.id, id));
    // … and takes them once the job had its chance.
    const sweep = processing.scheduledJobs.find((job) => job.name === 'photo-processing-sweep');
    await sweep?.run();
    expect((await rowOf(id))?.status).toBe('ready');
  });
});
