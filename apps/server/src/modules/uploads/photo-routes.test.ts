import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../lib/file-storage';
import { latestMailTo, linkIn } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { users } from '../users/schema';
import { photoKeys } from './photo-keys';
import { createPhotosRepository } from './photos-repository';
import { fileDeletions, photos } from './schema';
import { PHONE_EXIF, testJpeg, truncated } from './test-photos';

// The app's own files in a folder this test reads too.
const dataDir = mkdtempSync(join(tmpdir(), 'eb-photos-'));
const files = createFileStorage({ DATA_DIR: dataDir });
let test: TestApp;
let sender = 0;
beforeAll(async () => {
  test = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await test.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}), remoteAddress: `10.7.0.${++sender % 250}` });

/** A photo as the upload leaves it (original stored, row waiting), processed unless told otherwise. */
async function photoOf(userId: string, options: { process?: boolean; original?: Buffer } = {}) {
  const original = options.original ?? (await testJpeg({ exif: PHONE_EXIF }));
  const contentHash = createHash('sha256').update(original).update(randomUUID()).digest('hex');
  const { row } = await createPhotosRepository(test.database.db).insertProcessing({ userId, contentHash, byteSize: original.length, fileName: 'Oma am See.jpg', format: 'jpeg' });
  await files.put(photoKeys(row.id).original, original, { contentType: 'image/jpeg' });
  if (options.process !== false) await test.app.photos.processPending();
  return { id: row.id, contentHash, original };
}
const stored = async (id: string) => Promise.all(Object.values(photoKeys(id)).map(async (key) => (await files.get(key)) !== null));
const runJob = (name: string) => test.app.scheduledJobs.find((job) => job.name === name)!.run();

describe('a person’s photos', () => {
  it('lists the photos newest first with what the page needs, and the storage used', async () => {
    const maria = await registeredUser(test, 'Maria');
    const first = await photoOf(maria.id);
    const second = await photoOf(maria.id, { process: false });
    const response = await call('GET', '/api/users/uploadedimages', maria.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.photos.map((photo: { id: string }) => photo.id)).toEqual([second.id, first.id]);
    expect(body.photos[1]).toMatchObject({ status: 'ready', width: 800, height: 600, takenAt: '2019-07-14T15:03:22', fileName: 'Oma am See.jpg', inUse: false, rejectionReason: null });
    expect(body.photos[0]).toMatchObject({ status: 'processing', width: null });
    expect(body.usedBytes).toBe(first.original.length + second.original.length);
    expect(body.quotaBytes).toBe(UPLOAD_LIMITS.quotaBytes);
  });

  it('shows a refused photo for a day, then forgets it', async () => {
    const rolf = await registeredUser(test, 'Rolf');
    const refused = await photoOf(rolf.id, { original: truncated(await testJpeg({ width: 1200, height: 900, quality: 95 })) });
    const listed = async () => (await call('GET', '/api/users/uploadedimages', rolf.auth)).json().photos;
    expect(await listed()).toMatchObject([{ id: refused.id, status: 'rejected', rejectionReason: UPLOAD_MESSAGES.damaged }]);
    await test.database.db.update(photos).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(photos.id, refused.id));
    expect(await listed()).toEqual([]);
    // Then the sweep forgets it, so the same file may be tried again.
    await runJob('photo-processing-sweep');
    expect(await test.database.db.select().from(photos).where(eq(photos.id, refused.id))).toEqual([]);
  });

  it('gives the owner the original, the preview and the thumbnail, cacheable by the browser for ever', async () => {
    const helga = await registeredUser(test, 'Helga');
    const photo = await photoOf(helga.id);
    for (const [variant, width] of [['preview', 800], ['thumbnail', 400], ['original', 800]] as const) {
      const response = await call('GET', `/api/photos/${photo.id}/${variant}`, helga.auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
      const again = await call('GET', `/api/photos/${photo.id}/${variant}`, { ...helga.auth, 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
    // The original is the upload, byte for byte (for print); the derivatives carry no EXIF.
    expect((await call('GET', `/api/photos/${photo.id}/original`, helga.auth)).rawPayload.equals(photo.original)).toBe(true);
    expect((await sharp((await call('GET', `/api/photos/${photo.id}/preview`, helga.auth)).rawPayload).metadata()).exif).toBeUndefined();
  });

  it('answers 409 with a reason for the preview of a photo still being processed, uncached', async () => {
    const kurt = await registeredUser(test, 'Kurt');
    const photo = await photoOf(kurt.id, { process: false });
    const response = await call('GET', `/api/photos/${photo.id}/thumbnail`, kurt.auth);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('wird gerade noch vorbereitet');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await call('GET', `/api/photos/${photo.id}/original`, kurt.auth)).statusCode).toBe(200);
  });

  it('answers another person exactly as if the photo did not exist, on every route; nobody signed in gets 401', async () => {
    const owner = await registeredUser(test, 'Erna');
    const stranger = await registeredUser(test, 'Fremder');
    const photo = await photoOf(owner.id);
    const unknown = randomUUID();
    for (const variant of ['original', 'preview', 'thumbnail']) {
      const theirs = await call('GET', `/api/photos/${photo.id}/${variant}`, stranger.auth);
      const none = await call('GET', `/api/photos/${unknown}/${variant}`, stranger.auth);
      expect([theirs.statusCode, theirs.json().message]).toEqual([404, UPLOAD_MESSAGES.photoNotFound]);
      expect(theirs.json()).toEqual(none.json());
      expect((await call('GET', `/api/photos/${photo.id}/${variant}`)).statusCode).toBe(401);
    }
    const removal = await call('DELETE', `/api/photos/${photo.id}`, stranger.auth);
    expect([removal.statusCode, removal.json().message]).toEqual([404, UPLOAD_MESSAGES.photoNotFound]);
    expect((await call('POST', '/api/photos/known', stranger.auth, { hashes: [photo.contentHash] })).json()).toEqual({ photos: [] });
    expect((await call('GET', '/api/users/uploadedimages', stranger.auth)).json().photos).toEqual([]);
    for (const [method, url] of [['GET', '/api/users/uploadedimages'], ['DELETE', `/api/photos/${photo.id}`], ['POST', '/api/photos/known']] as const) {
      expect((await call(method, url, {}, method === 'POST' ? { hashes: [photo.contentHash] } : undefined)).statusCode).toBe(401);
    }
    expect(await stored(photo.id)).toEqual([true, true, true]);
  });

  it('removes a photo and its files at once', async () => {
    const otto = await registeredUser(test, 'Otto');
    const photo = await photoOf(otto.id);
    expect(await stored(photo.id)).toEqual([true, true, true]);
    const response = await call('DELETE', `/api/photos/${photo.id}`, otto.auth);
    expect(response.statusCode).toBe(204);
    expect(await stored(photo.id)).toEqual([false, false, false]);
    expect((await call('GET', `/api/photos/${photo.id}/original`, otto.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/photos/${photo.id}`, otto.auth)).statusCode).toBe(404);
    expect(await test.database.db.select().from(fileDeletions).where(eq(fileDeletions.key, photoKeys(photo.id).original))).toEqual([]);
  });

  it('answers which contents are already there, so the browser skips them', async () => {
    const ida = await registeredUser(test, 'Ida');
    const kept = await photoOf(ida.id);
    const refused = await photoOf(ida.id, { original: Buffer.from('kein Bild') });
    const other = createHash('sha256').update('nie hochgeladen').digest('hex');
    const response = await call('POST', '/api/photos/known', ida.auth, { hashes: [kept.contentHash, other, kept.contentHash, refused.contentHash] });
    expect(response.statusCode).toBe(200);
    expect(response.json().photos).toMatchObject([{ id: kept.id, contentHash: kept.contentHash, status: 'ready' }]);
    const bad = await call('POST', '/api/photos/known', ida.auth, { hashes: ['xyz'] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('SHA-256')]);
  });

  it('removes every file of a deleted account once the clean-up job ran', async () => {
    const gisela = await registeredUser(test, 'Gisela');
    const ready = await photoOf(gisela.id);
    const waiting = await photoOf(gisela.id, { process: false });
    expect((await call('POST', '/api/users/create-delete-user-action', gisela.auth)).statusCode).toBe(200);
    await test.app.mail.deliverDueMails();
    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'gisela@example.de'), 'account-loesch-betaetigung')?.split('/').at(-1);
    expect((await call('GET', `/api/users/apply-user-deletion?token=${token}`)).statusCode).toBe(200);
    expect(await test.database.db.select().from(users).where(eq(users.id, gisela.id))).toEqual([]);
    // The rows went with the account; the files wait for the job.
    expect(await stored(ready.id)).toEqual([true, true, true]);
    await runJob('file-deletions');
    expect(await stored(ready.id)).toEqual([false, false, false]);
    expect(await stored(waiting.id)).toEqual([false, false, false]);
    expect(await test.database.db.select().from(fileDeletions)).toEqual([]);
  });
});
