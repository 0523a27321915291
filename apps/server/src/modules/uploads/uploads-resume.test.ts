import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { finishedUploadSchema } from '@eb/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../lib/file-storage';
import { startS3Server, type S3TestServer } from '../../testing/s3-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { photoKeys } from './photo-keys';
import { testJpeg } from './test-photos';
import { filesUnder, offsetAfterCut, rowsOf, tusClient } from './testing/tus-client';

interface Setup {
  env: Record<string, string>;
  /** The folder the storage's files end up in. */
  folder: string;
  files: FileStorage;
  stop(): Promise<void>;
}

async function localFolder(): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-uploads-'));
  return { env: { DATA_DIR: dataDir }, folder: join(dataDir, 'files'), files: createFileStorage({ DATA_DIR: dataDir }), stop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function s3(): Promise<Setup> {
  const server: S3TestServer = await startS3Server();
  return { env: { ...server.config }, folder: join(server.directory, server.config.S3_BUCKET), files: createFileStorage({ DATA_DIR: 'memory://', ...server.config }), stop: () => server.stop() };
}

describe.each([
  ['a local folder', localFolder],
  ['S3 (s3rver)', s3],
])('resumable uploads with the files in %s', (_name, makeSetup: () => Promise<Setup>) => {
  let setup: Setup;
  let test: TestApp;
  let base: string;

  beforeAll(async () => {
    setup = await makeSetup();
    test = await createTestApp(setup.env);
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await test.close();
    await setup.stop();
  });

  async function person(name: string) {
    const user = await registeredUser(test, name);
    return { ...user, client: tusClient(base, user.auth) };
  }

  async function original(photoId: string): Promise<Buffer> {
    const file = await setup.files.get(photoKeys(photoId).original);
    if (!file) throw new Error('no original');
    return buffer(file.body);
  }

  it('resumes where it stopped (half, HEAD, the rest) and keeps one photo, byte for byte', async () => {
    const erna = await person('ErnaHalb');
    const photo = await testJpeg({ width: 1200, height: 900 });
    const half = Math.floor(photo.length / 2);
    const location = await erna.client.start(photo.length, 'Oma.jpg');
    const first = await erna.client.patch(location, 0, photo.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    const head = await erna.client.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(photo.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    // A second PATCH at a stale offset changes nothing.
    expect((await erna.client.patch(location, 0, photo.subarray(0, 100))).status).toBe(409);

    const last = await erna.client.patch(location, half, photo.subarray(half));
    expect(last.status).toBe(200);
    expect(last.headers.get('content-type')).toMatch(/^application\/json/);
    expect(last.headers.get('upload-offset')).toBe(String(photo.length));
    const finished = finishedUploadSchema.parse(await last.json());
    expect(finished).toMatchObject({ duplicate: false, photo: { fileName: 'Oma.jpg', byteSize: photo.length, contentHash: sha256(photo), status: 'processing' } });

    expect((await original(finished.photo.id)).equals(photo)).toBe(true);
    const rows = await rowsOf(test, erna.id);
    expect(rows.uploads).toEqual([]);
    expect(rows.photos.map((row) => row.id)).toEqual([finished.photo.id]);
    // The parts are gone; the original is there.
    const files = await filesUnder(setup.folder);
    expect(files.filter((path) => path.startsWith('uploads/'))).toEqual([]);
    expect(files).toContain(photoKeys(finished.photo.id).original);
  });

  it('keeps what arrived before the connection was cut, and finishes intact after HEAD', async () => {
    const erna = await person('ErnaFunkloch');
    // Noise compresses badly: megabytes, more than the sockets' buffers hold, so the server is
    // reading the body when the cut comes.
    const photo = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const location = await erna.client.start(photo.length);
    await erna.client.patchAndCut(location, 0, photo, Math.floor(photo.length * 0.7));

    const offset = await offsetAfterCut(erna.client, location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(photo.length);
    const rest = await erna.client.patch(location, offset, photo.subarray(offset));
    expect(rest.status).toBe(200);
    const finished = finishedUploadSchema.parse(await rest.json());
    expect((await original(finished.photo.id)).equals(photo)).toBe(true);
    expect(finished.photo.contentHash).toBe(sha256(photo));
  });

  it('keeps the same bytes once: the second upload answers the first photo as a duplicate', async () => {
    const erna = await person('ErnaDoppelt');
    const photo = await testJpeg({ width: 700, height: 500 });
    const answers = [];
    for (const name of ['IMG_0001.jpg', 'Kopie von IMG_0001.jpg']) {
      const location = await erna.client.start(photo.length, name);
      const response = await erna.client.patch(location, 0, photo);
      expect(response.status).toBe(200);
      answers.push(finishedUploadSchema.parse(await response.json()));
    }
    expect(answers.map((answer) => answer.duplicate)).toEqual([false, true]);
    expect(answers[1]!.photo.id).toBe(answers[0]!.photo.id);
    const rows = await rowsOf(test, erna.id);
    expect(rows).toMatchObject({ uploads: [], photos: [{ id: answers[0]!.photo.id, fileName: 'IMG_0001.jpg' }] });
    const files = await filesUnder(setup.folder);
    expect(files.filter((path) => path.startsWith('uploads/'))).toEqual([]);
    expect(files.filter((path) => path.endsWith('/original'))).toEqual(
      // Only this person's one original besides the earlier tests' (each of their photos has one).
      expect.arrayContaining([photoKeys(answers[0]!.photo.id).original]),
    );
    const originals = files.filter((path) => path.endsWith('/original'));
    const photoRows = (await test.database.db.query.photos.findMany()).length;
    expect(originals).toHaveLength(photoRows);
  });

  it('accepts the whole file with the creation request (creation-with-upload)', async () => {
    const erna = await person('ErnaAufEinmal');
    const photo = await testJpeg({ width: 500, height: 400 });
    const response = await erna.client.create(photo.length, {}, photo);
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    const finished = finishedUploadSchema.parse(await response.json());
    expect((await original(finished.photo.id)).equals(photo)).toBe(true);
  });
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
