import { createHash, randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { createJobQueue } from '../jobs/job-queue';
import { createFileDeletions } from './file-deletions';
import { createPhotoProcessing, MAX_ATTEMPTS } from './photo-processing';
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

/** A file storage that counts what is written and can be told to fail the next writes. */
function watchedStorage() {
  const inner = createFileStorage({ DATA_DIR: 'memory://' });
  const puts: string[] = [];
  let failingPuts = 0;
  const files: FileStorage = {
    ...inner,
    async put(key, body, options) {
      if (failingPuts > 0) {
        failingPuts--;
        throw new Error('storage unavailable');
      }
      puts.push(key);
      return inner.put(key, body, options);
    },
  };
  return { files, puts, failNextPuts: (count: number) => (failingPuts = count) };
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
/** Every photo processed, whatever earlier tests left. */
async function drain() {
  await processingWith(createFileStorage({ DATA_DIR: 'memory://' })).processPending();
}

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
  });

  it('leaves a photo waiting when processing fails midway, and the next attempt completes it', async () => {
    await drain();
    const storage = watchedStorage();
    const id = await uploadedPhoto(storage.files, await testJpeg());
    storage.failNextPuts(1);
    const processing = processingWith(storage.files);
    expect(await processing.processPending()).toEqual({ processed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'processing', processingAttempts: 1, processingLease: null });
    expect(await processing.processPending()).toEqual({ processed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'ready', processingAttempts: 2 });
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

  it('refuses a photo that failed too often instead of trying it for ever, and removes its files', async () => {
    await drain();
    const storage = watchedStorage();
    const id = await uploadedPhoto(storage.files, await testJpeg());
    storage.failNextPuts(1000);
    const processing = processingWith(storage.files);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) await processing.processPending();
    expect((await rowOf(id))?.status).toBe('processing');
    await processing.processPending();
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', rejectionReason: UPLOAD_MESSAGES.damaged, processingAttempts: MAX_ATTEMPTS + 1 });
    expect(await storage.files.get(photoKeys(id).original)).toBeNull();
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
