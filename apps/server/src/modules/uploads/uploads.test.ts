import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { finishedUploadSchema, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@eb/api-contract';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { accessTokenFor } from '../../testing/tokens';
import { rateLimitCounters } from '../../plugins/rate-limit-schema';
import { faultOf } from '../../testing/hostile/judge';
import { photos, uploads } from './schema';
import { testJpeg } from './test-photos';
import { pngBomb } from './testing/png-bomb';
import { serveUploads, type ServedUploads } from './testing/served-uploads';
import { filesUnder, rowsOf, tusClient } from './testing/tus-client';
import { uploadExpiryJob } from './tus-store';

let served: ServedUploads;
let test: TestApp;
let base: string;
let dataDir: string;
const stored = () => filesUnder(join(dataDir, 'files'));

beforeAll(async () => {
  served = await serveUploads();
  ({ test, base, dataDir } = served);
});
afterAll(() => served.close());

const person = (name: string) => served.person(name);

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ statusCode: status, message });
}

/** The files before a test, to compare with afterwards (tests run one after another). */
let filesBefore: string[] = [];
beforeEach(async () => {
  filesBefore = await stored();
});

async function expectNothingLeft(userId: string) {
  const rows = await rowsOf(test, userId);
  expect(rows.uploads).toEqual([]);
  expect(rows.photos).toEqual([]);
  expect(await stored()).toEqual(filesBefore);
}

describe('refusals, from the content and the announced size', () => {
  it('refuses a text file named .jpg as soon as its first bytes arrive, and keeps nothing', async () => {
    const erna = await person('ErnaText');
    const text = Buffer.from('Liebe Oma, herzlichen Glückwunsch zum Geburtstag! '.repeat(40));
    const location = await erna.client.start(text.length, 'urlaub.jpg');
    await expectRefusal(await erna.client.patch(location, 0, text), 415, UPLOAD_MESSAGES.unreadableFormat);
    await expectNothingLeft(erna.id);
    expect((await erna.client.head(location)).status).toBe(404);
  });

  it('refuses an SVG (sharp could read it, but it is no photo)', async () => {
    const erna = await person('ErnaSvg');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const location = await erna.client.start(svg.length, 'bild.jpg');
    await expectRefusal(await erna.client.patch(location, 0, svg), 415, UPLOAD_MESSAGES.unreadableFormat);
    await expectNothingLeft(erna.id);
  });

  it('refuses a file that starts like a JPEG but is none, once it is complete', async () => {
    const erna = await person('ErnaFake');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const location = await erna.client.start(fake.length);
    await expectRefusal(await erna.client.patch(location, 0, fake), 415, UPLOAD_MESSAGES.unreadableFormat);
    await expectNothingLeft(erna.id);
  });

  it('refuses an empty file at creation', async () => {
    const erna = await person('ErnaLeer');
    await expectRefusal(await erna.client.create(0), 400, UPLOAD_MESSAGES.empty);
    await expectNothingLeft(erna.id);
  });

  it('refuses 60 MB at creation, before a byte is sent', async () => {
    const erna = await person('ErnaGross');
    await expectRefusal(await erna.client.create(60 * 1024 * 1024), 413, UPLOAD_MESSAGES.tooLarge);
    await expectNothingLeft(erna.id);
  });

  it('refuses a 20000 × 20000 PNG that is small on disk by its header, before decoding it', async () => {
    const erna = await person('ErnaBombe');
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20000, height: 20000 });
    const location = await erna.client.start(bomb.length, 'bombe.png');
    await expectRefusal(await erna.client.patch(location, 0, bomb), 413, UPLOAD_MESSAGES.tooManyPixels);
    await expectNothingLeft(erna.id);
  });

  it("refuses an upload over the person's quota (kept photos and uploads in progress count)", async () => {
    const erna = await person('ErnaVoll');
    const photo = await testJpeg();
    // Photos kept earlier fill all but 1100 bytes of the quota (a photo row holds at most 2 GB).
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
    await expectRefusal(await erna.client.create(photo.length), 413, UPLOAD_MESSAGES.quotaExceeded);
    // An upload in progress counts with its announced size: 500 of the 1100 are taken.
    expect((await erna.client.create(500)).status).toBe(201);
    await expectRefusal(await erna.client.create(601), 413, UPLOAD_MESSAGES.quotaExceeded);
    expect((await erna.client.create(600)).status).toBe(201);
    expect((await rowsOf(test, erna.id)).uploads).toHaveLength(2);
  });

  it('refuses a deferred length and unknown extensions with a German 4xx', async () => {
    const erna = await person('ErnaDefer');
    const deferred = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { ...erna.auth, 'tus-resumable': '1.0.0', 'upload-defer-length': '1' } });
    expect(deferred.status).toBe(400);
    expect(((await deferred.json()) as { message: string }).message).toMatch(/Größe der Datei/);
    const concat = await erna.client.create(100, { 'upload-concat': 'partial' });
    expect(concat.status).toBe(400);
  });
});

describe('who may upload', () => {
  it('needs a signed-in person for every tus request (a trial user too)', async () => {
    const anonymous = tusClient(base, {});
    await expectRefusal(await anonymous.create(1000), 401, 'Bitte melden Sie sich an.');
    const erna = await person('ErnaAnmeldung');
    const location = await erna.client.start(1000);
    for (const response of [await anonymous.patch(location, 0, Buffer.alloc(10)), await anonymous.terminate(location)]) expect(response.status).toBe(401);
    expect((await anonymous.head(location)).status).toBe(401);

    const trial = await fetch(`${base}/api/users/create`).then((response) => response.json() as Promise<{ token: string }>);
    expect((await tusClient(base, { authorization: `Bearer ${trial.token}` }).create(1000)).status).toBe(201);
  });

  it("answers another person's upload exactly like one that does not exist", async () => {
    const erna = await person('ErnaEigen');
    const fritz = await person('FritzFremd');
    const photo = await testJpeg();
    const location = await erna.client.start(photo.length);
    expect((await erna.client.patch(location, 0, photo.subarray(0, 100))).status).toBe(204);
    const unknown = '/api/uploads/0123456789abcdef0123456789abcdef';

    for (const target of [location, unknown]) {
      expect((await fritz.client.head(target)).status).toBe(404);
      await expectRefusal(await fritz.client.patch(target, 100, photo.subarray(100)), 404, UPLOAD_MESSAGES.uploadGone);
      await expectRefusal(await fritz.client.terminate(target), 404, UPLOAD_MESSAGES.uploadGone);
    }
    // Erna's upload is untouched.
    expect((await erna.client.head(location)).headers.get('upload-offset')).toBe('100');
    expect((await rowsOf(test, fritz.id)).photos).toEqual([]);
  });

  it('limits how many uploads one person begins, with a German 429', async () => {
    const erna = await person('ErnaLimit');
    const remaining = [];
    for (let attempt = 0; attempt < 3; attempt++) remaining.push(Number((await erna.client.create(10)).headers.get('x-ratelimit-remaining')));
    expect(remaining).toEqual([599, 598, 597]);
    // The rest of the hour's allowance used up (the counts live in the database).
    await test.database.db.update(rateLimitCounters).set({ hits: 600 }).where(like(rateLimitCounters.key, `%uploads-user|${erna.id}`));
    const refused = await erna.client.create(10);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in/);
    // Someone else at the same address goes on.
    expect((await (await person('FritzLimit')).client.create(10)).status).toBe(201);
  });
});

describe('termination and expiry', () => {
  it('DELETE removes the upload and the parts received so far', async () => {
    const erna = await person('ErnaAbbruch');
    const photo = await testJpeg();
    const location = await erna.client.start(photo.length);
    expect((await erna.client.patch(location, 0, photo.subarray(0, 1000))).status).toBe(204);
    expect((await stored()).filter((path) => path.startsWith(`uploads/${location.split('/').pop()}`))).toHaveLength(1);
    expect((await erna.client.terminate(location)).status).toBe(204);
    expect((await erna.client.head(location)).status).toBe(404);
    await expectNothingLeft(erna.id);
  });

  it('removes uploads not finished within a day, with their parts', async () => {
    const erna = await person('ErnaAlt');
    const photo = await testJpeg();
    const location = await erna.client.start(photo.length);
    expect((await erna.client.patch(location, 0, photo.subarray(0, 1000))).status).toBe(204);
    const files = (await import('../../lib/file-storage')).createFileStorage(test.config);
    const job = uploadExpiryJob({ db: test.database.db, files, now: () => new Date(Date.now() + 23 * 3600_000), log: test.app.log });
    await job.run();
    expect((await rowsOf(test, erna.id)).uploads).toHaveLength(1);
    await uploadExpiryJob({ db: test.database.db, files, now: () => new Date(Date.now() + 25 * 3600_000), log: test.app.log }).run();
    expect(await rowsOf(test, erna.id)).toEqual({ uploads: [], photos: [] });
    // (Other tests' unfinished uploads went too: all of them are a day old by then.)
    expect((await stored()).filter((path) => path.startsWith('uploads/'))).toEqual([]);
  });
});

describe('a tus client', () => {
  it('uploads with tus-js-client and gets the kept photo in the last response', async () => {
    const erna = await person('ErnaClient');
    const photo = await testJpeg({ width: 640, height: 480 });
    const token = await accessTokenFor(test, erna.id);
    const body = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(photo, {
        endpoint: `${base}/api/uploads`,
        headers: { authorization: `Bearer ${token}` },
        metadata: { filename: 'Oma im Garten.jpg' },
        chunkSize: 20_000,
        retryDelays: [],
        onError: reject,
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody()),
      });
      upload.start();
    });
    const finished = finishedUploadSchema.parse(JSON.parse(body));
    expect(finished).toMatchObject({ duplicate: false, photo: { fileName: 'Oma im Garten.jpg', byteSize: photo.length, status: 'processing' } });
    expect((await rowsOf(test, erna.id)).photos).toHaveLength(1);
    expect((await test.database.db.select().from(uploads)).some((row) => row.userId === erna.id)).toBe(false);
  });

  it('OPTIONS tells what the server offers, without sign-in', async () => {
    const response = await fetch(`${base}/api/uploads`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')).toBe('creation,creation-with-upload,termination,expiration');
    expect(response.headers.get('tus-max-size')).toBe(String(UPLOAD_LIMITS.maxBytes));
  });
});

describe('hostile tus requests', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');

  it('answers spoiled headers and bodies with a German 4xx, never a 5xx', async () => {
    const erna = await person('ErnaFeind');
    const location = await erna.client.start(5000);
    const tusHeaders = { ...erna.auth, 'tus-resumable': '1.0.0' };
    const octets = { 'content-type': 'application/offset+octet-stream' };
    const requests: Array<{ method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE'; url?: string; headers: Record<string, string>; payload?: string | Buffer }> = [
      ...['9'.repeat(40), '2147483648', '-1', '1.5', '1e3', ' 12', '0x10', '', 'zwölf'].map((length) => ({ method: 'POST' as const, headers: { ...tusHeaders, 'upload-length': length } })),
      ...['filename', 'filename !!!', 'a b c', ',,,', ' ', 'x'.repeat(9000), `filename ${b64('a')},filename ${b64('b')}`, `${'\u00e4'} ${b64('x')}`].map((metadata) => ({
        method: 'POST' as const,
        headers: { ...tusHeaders, 'upload-length': '100', 'upload-metadata': metadata },
      })),
      { method: 'POST', headers: { ...erna.auth, 'tus-resumable': '0.2.2', 'upload-length': '100' } },
      { method: 'POST', headers: { ...erna.auth, 'upload-length': '100' } },
      { method: 'POST', headers: { ...tusHeaders, 'upload-length': '100', 'x-forwarded-proto': 'gopher' } },
      { method: 'POST', headers: { ...tusHeaders, 'upload-length': '100', 'content-type': 'application/json' }, payload: '{"__proto__":{"isAdmin":true}}' },
      ...['9'.repeat(40), '-1', '99999', 'null'].map((offset) => ({ method: 'PATCH' as const, headers: { ...tusHeaders, ...octets, 'upload-offset': offset }, payload: Buffer.alloc(10) })),
      { method: 'PATCH', headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/json' }, payload: '{"a":1}' },
      { method: 'PATCH', headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\ncontent-disposition: form-data; name="f"\r\n\r\nE\r\n--x--\r\n' },
      { method: 'PATCH', headers: { ...tusHeaders, 'upload-offset': '0' }, payload: 'ohne Typ' },
      { method: 'PATCH', headers: { ...tusHeaders, ...octets, 'upload-offset': '0', 'upload-length': '10' }, payload: Buffer.alloc(10) },
      { method: 'PATCH', headers: { ...tusHeaders, ...octets, 'upload-offset': '0', 'tus-resumable': '2.0.0' }, payload: Buffer.alloc(10) },
      { method: 'PATCH', url: `${location}%00`, headers: { ...tusHeaders, ...octets, 'upload-offset': '0' }, payload: Buffer.alloc(10) },
      { method: 'PATCH', url: '/api/uploads/..%2f..%2fetc%2fpasswd', headers: { ...tusHeaders, ...octets, 'upload-offset': '0' }, payload: Buffer.alloc(10) },
      { method: 'DELETE', url: '/api/uploads/ABCDEF0123456789ABCDEF0123456789', headers: tusHeaders },
    ];
    const faults: string[] = [];
    for (const request of requests) {
      const response = await test.app.inject({ method: request.method, url: request.url ?? (request.method === 'POST' ? '/api/uploads' : location), headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
      const fault = faultOf(response);
      if (fault) faults.push(`${request.method} ${JSON.stringify(request.headers).slice(0, 160)}: ${fault}`);
    }
    expect(faults).toEqual([]);
    // None of it reached the upload.
    expect((await erna.client.head(location)).headers.get('upload-offset')).toBe('0');
  });

  it('keeps only a clean file name from the metadata (a NUL would break the database)', async () => {
    const erna = await person('ErnaNul');
    const created = await erna.client.create(100, { 'upload-metadata': `filename ${b64('Oma\u0000\u0007 im Garten.jpg')},sha256 ${b64('kein hash')},andres ${b64('x')}` });
    expect(created.status).toBe(201);
    const head = await erna.client.head(created.headers.get('location')!);
    expect(head.headers.get('upload-metadata')).toBe(`filename ${b64('Oma im Garten.jpg')}`);
  });
});
