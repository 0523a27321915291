import { existsSync, renameSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, like } from 'drizzle-orm';
import { finishedUploadSchema, UPLOAD_LIMITS } from '@eb/api-contract';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../lib/file-storage';
import { rateLimitCounters } from '../../plugins/rate-limit-schema';
import type { TestApp } from '../../testing/test-app';
import { accessTokenFor } from '../../testing/tokens';
import { photoKeys } from './photo-keys';
import { photos } from './schema';
import { testJpeg } from './test-photos';
import { MAX_PARTS, uploadExpiryJob } from './tus-store';
import { serveUploads, type ServedUploads } from './testing/served-uploads';
import { rowsOf } from './testing/tus-client';

/** What the review of the upload endpoint found (issue 10): each case failed before its fix. */
let served: ServedUploads;
let test: TestApp;
let base: string;
let dataDir: string;

beforeAll(async () => {
  served = await serveUploads();
  ({ test, base, dataDir } = served);
});
afterAll(() => served.close());

const person = (name: string) => served.person(name);

const idOf = (location: string) => location.split('/').pop()!;

/**
 * The local storage cannot write any photo's original while `during` runs: a file stands where the
 * folder `photos/` must be (a storage hiccup). Photos kept before are put aside meanwhile.
 */
async function withPhotosUnwritable<T>(during: () => Promise<T>): Promise<T> {
  const folder = join(dataDir, 'files', 'photos');
  const aside = `${folder}.aside`;
  if (existsSync(folder)) renameSync(folder, aside);
  writeFileSync(folder, 'kein Ordner');
  try {
    return await during();
  } finally {
    unlinkSync(folder);
    if (existsSync(aside)) renameSync(aside, folder);
  }
}

/** A PATCH (or POST) whose body comes in chunks, without a length: tus stops it at the upload's end. */
function chunked(method: 'PATCH' | 'POST', path: string, headers: Record<string, string>, chunks: Buffer[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers: { ...headers, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'transfer-encoding': 'chunked' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe("another person's upload", () => {
  it('cannot be reached by hiding its id in the query string of one’s own upload (HEAD, PATCH, DELETE)', async () => {
    const erna = await person('ErnaOpfer');
    const fritz = await person('FritzTaeter');
    const photo = await testJpeg();
    const ernas = await erna.client.start(photo.length, 'erna.jpg');
    expect((await erna.client.patch(ernas, 0, photo.subarray(0, 100))).status).toBe(204);
    const fritzs = await fritz.client.start(photo.length, 'fritz.jpg');
    const smuggled = `${fritzs}?x=/${idOf(ernas)}`;

    // Each answer is about Fritz's own upload (offset 0, his file name), never Erna's.
    const head = await fritz.client.head(smuggled);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect(head.headers.get('upload-metadata')).toBe(`filename ${Buffer.from('fritz.jpg').toString('base64')}`);
    expect((await fritz.client.patch(smuggled, 100, Buffer.alloc(50, 1))).status).toBe(409);
    expect((await fritz.client.terminate(smuggled)).status).toBe(204);

    expect((await erna.client.head(ernas)).headers.get('upload-offset')).toBe('100');
    expect((await rowsOf(test, erna.id)).uploads).toHaveLength(1);
    expect((await rowsOf(test, fritz.id)).uploads).toEqual([]);
  });
});

describe('finishing an upload', () => {
  it('leaves the upload where it was when the storage fails while keeping the photo; the last piece sent again keeps it', async () => {
    const erna = await person('ErnaHicks');
    const photo = await testJpeg({ width: 500, height: 300 });
    const location = await erna.client.start(photo.length);
    expect((await erna.client.patch(location, 0, photo.subarray(0, 100))).status).toBe(204);

    const failed = await withPhotosUnwritable(() => erna.client.patch(location, 100, photo.subarray(100)));
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toBe('Das Foto konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.');
    // Never complete without its photo: HEAD tells the client to send the last piece again.
    const head = await erna.client.head(location);
    expect(head.headers.get('upload-offset')).toBe('100');
    expect((await rowsOf(test, erna.id)).photos).toEqual([]);

    const resent = await erna.client.patch(location, 100, photo.subarray(100));
    expect(resent.status).toBe(200);
    const finished = finishedUploadSchema.parse(await resent.json());
    const rows = await rowsOf(test, erna.id);
    expect(rows.uploads).toEqual([]);
    expect(rows.photos.map((row) => row.id)).toEqual([finished.photo.id]);
    const original = await createFileStorage(test.config).get(photoKeys(finished.photo.id).original);
    expect((await buffer(original!.body)).equals(photo)).toBe(true);
  });

  it('ends with the photo kept when tus-js-client retries after a storage failure', async () => {
    const erna = await person('ErnaRetry');
    const photo = await testJpeg({ width: 520, height: 300 });
    const token = await accessTokenFor(test, erna.id);
    let unblock: (() => void) | undefined;
    const retriedAfter: number[] = [];
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const done = withPhotosUnwritable(async () => {
      await blocked;
    });
    const body = await new Promise<string>((resolve, reject) => {
      new tus.Upload(photo, {
        endpoint: `${base}/api/uploads`,
        headers: { authorization: `Bearer ${token}` },
        metadata: { filename: 'nochmal.jpg' },
        retryDelays: [0, 0],
        // The first try met the broken storage; it works again for the retry.
        onShouldRetry: (error) => {
          retriedAfter.push((error as tus.DetailedError).originalResponse?.getStatus() ?? 0);
          unblock?.();
          return true;
        },
        onError: reject,
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody()),
      }).start();
    });
    await done;
    expect(retriedAfter).toEqual([503]);
    const finished = finishedUploadSchema.parse(JSON.parse(body));
    expect(finished.duplicate).toBe(false);
    expect((await rowsOf(test, erna.id)).photos.map((row) => row.id)).toEqual([finished.photo.id]);
  });

  it('keeps an upload whose stored part cannot be read (the storage, not the photo): it may be tried again', async () => {
    const erna = await person('ErnaTeil');
    const photo = await testJpeg({ width: 540, height: 300 });
    const location = await erna.client.start(photo.length);
    expect((await erna.client.patch(location, 0, photo.subarray(0, 100))).status).toBe(204);
    const [upload] = (await rowsOf(test, erna.id)).uploads;
    const partPath = join(dataDir, 'files', upload!.parts[0]!.key);
    const aside = `${partPath}.aside`;
    renameSync(partPath, aside);
    expect((await erna.client.patch(location, 100, photo.subarray(100))).status).toBe(503);
    expect((await erna.client.head(location)).headers.get('upload-offset')).toBe('100');
    renameSync(aside, partPath);
    expect((await erna.client.patch(location, 100, photo.subarray(100))).status).toBe(200);
  });

  it('keeps the same bytes again after they were refused, instead of answering the refusal as a duplicate', async () => {
    const erna = await person('ErnaWieder');
    const photo = await testJpeg({ width: 560, height: 300 });
    const first = finishedUploadSchema.parse(await (await erna.client.patch(await erna.client.start(photo.length), 0, photo)).json());
    // The processing refused it (say, for a reason since mended).
    await test.database.db.update(photos).set({ status: 'rejected', rejectionReason: 'kaputt' }).where(eq(photos.id, first.photo.id));

    const again = await erna.client.patch(await erna.client.start(photo.length), 0, photo);
    expect(again.status).toBe(200);
    const second = finishedUploadSchema.parse(await again.json());
    expect(second).toMatchObject({ duplicate: false, photo: { status: 'processing' } });
    expect(second.photo.id).not.toBe(first.photo.id);
    expect((await rowsOf(test, erna.id)).photos.map((row) => [row.id, row.status])).toEqual([[second.photo.id, 'processing']]);
  });
});

describe('bodies longer than the upload', () => {
  it('refuses a chunked PATCH running past the end with a German 413 and keeps nothing of it', async () => {
    const erna = await person('ErnaLang');
    const photo = await testJpeg();
    const location = await erna.client.start(photo.length);
    const answer = await chunked('PATCH', location, { ...erna.auth, 'upload-offset': '0' }, [photo.subarray(0, 3000), photo.subarray(3000), Buffer.alloc(5000, 1)]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UPLOAD_LONGER_THAN_ANNOUNCED', message: 'Es kamen mehr Daten an, als für diese Datei angekündigt waren.' });
    expect((await erna.client.head(location)).headers.get('upload-offset')).toBe('0');
    expect((await rowsOf(test, erna.id)).photos).toEqual([]);
  });

  it('refuses a chunked creation-with-upload running past the end, and leaves no upload behind', async () => {
    const erna = await person('ErnaLangPost');
    const photo = await testJpeg();
    const answer = await chunked('POST', '/api/uploads', { ...erna.auth, 'upload-length': String(photo.length) }, [photo, Buffer.alloc(5000, 1)]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UPLOAD_LONGER_THAN_ANNOUNCED' });
    expect(await rowsOf(test, erna.id)).toEqual({ uploads: [], photos: [] });
  });
});

describe('limits', () => {
  it('lets only one of many parallel creations through when the quota has room for one', async () => {
    const erna = await person('ErnaQuote');
    await test.database.db.insert(photos).values(
      [2_000_000_000, 2_000_000_000, UPLOAD_LIMITS.quotaBytes - 4_000_000_000 - 1100].map((byteSize, index) => ({
        userId: erna.id,
        contentHash: String(index).repeat(64),
        byteSize,
        fileName: 'alt.jpg',
        format: 'jpeg',
        status: 'ready' as const,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => erna.client.create(1000)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(413)]);
    expect((await rowsOf(test, erna.id)).uploads).toHaveLength(1);
  });

  it(`refuses tiny pieces once an upload has ${MAX_PARTS} parts, but always takes the last one`, async () => {
    const erna = await person('ErnaKrumen');
    const photo = await testJpeg({ width: 580, height: 300 });
    const location = await erna.client.start(photo.length);
    expect((await erna.client.patch(location, 0, photo.subarray(0, 12))).status).toBe(204);
    for (let offset = 12; offset < 12 + MAX_PARTS - 1; offset++) expect((await erna.client.patch(location, offset, photo.subarray(offset, offset + 1))).status).toBe(204);
    const offset = 12 + MAX_PARTS - 1;
    const refused = await erna.client.patch(location, offset, photo.subarray(offset, offset + 1));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Die Datei kam in zu vielen kleinen Stücken an. Bitte senden Sie den Rest in größeren Stücken.');
    expect((await erna.client.head(location)).headers.get('upload-offset')).toBe(String(offset));
    const last = await erna.client.patch(location, offset, photo.subarray(offset));
    expect(last.status).toBe(200);
  });

  it('limits the HEAD, PATCH and DELETE requests one person makes, with a German 429', async () => {
    const erna = await person('ErnaAnfragen');
    const location = await erna.client.start(1000);
    expect((await erna.client.head(location)).status).toBe(200);
    // The rest of the hour's allowance used up (the counts live in the database).
    await test.database.db.update(rateLimitCounters).set({ hits: 6000 }).where(like(rateLimitCounters.key, `%uploads-requests|${erna.id}`));
    const refused = await erna.client.patch(location, 0, Buffer.alloc(10));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in/);
    expect((await erna.client.head(location)).status).toBe(429);
    // Another person goes on.
    const fritz = await person('FritzAnfragen');
    expect((await fritz.client.head(await fritz.client.start(1000))).status).toBe(200);
  });
});

describe('leftovers of a crash', () => {
  it('removes temporary upload files older than a day (a request cut off by a crash), and no younger ones', async () => {
    const stale = join(tmpdir(), `eb-upload-${'0'.repeat(32)}-abgestuerzt`);
    const fresh = join(tmpdir(), `eb-photo-${'0'.repeat(32)}-laeuft`);
    writeFileSync(stale, 'halb');
    writeFileSync(fresh, 'halb');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);
    try {
      await uploadExpiryJob({ db: test.database.db, files: createFileStorage(test.config), now: () => new Date(), log: test.app.log }).run();
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    } finally {
      rmSync(stale, { force: true });
      rmSync(fresh, { force: true });
    }
  });
});
