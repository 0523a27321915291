import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../testing/s3-server';
import { createFileStorage, type FileStorage } from './index';

const folder = mkdtempSync(join(tmpdir(), 'eb-files-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/** `size` bytes of varied content, made chunk by chunk as they are read (never one buffer). */
function generated(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('Verbindung abgebrochen'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent));
      for (let i = 0; i < chunk.length; i++) chunk[i] = ((sent + i) * 31 + ((sent + i) >> 9)) & 0xff;
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each([
  ['a local folder', () => createFileStorage({ DATA_DIR: folder })],
  ['memory', () => createFileStorage({ DATA_DIR: 'memory://' })],
  ['an S3 bucket (s3rver)', () => createFileStorage({ DATA_DIR: folder, ...s3.config })],
])('file storage in %s', (_name, create: () => FileStorage) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('gives back what was put, with its content type and length, and replaces it', async () => {
    await storage.put('portraits/weber/a1.webp', Buffer.from('erstes Bild'), { contentType: 'image/webp' });
    await storage.put('portraits/weber/a1.webp', Buffer.from('zweites Bild'), { contentType: 'image/jpeg' });
    const file = await storage.get('portraits/weber/a1.webp');
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.contentLength).toBe(Buffer.byteLength('zweites Bild'));
    expect(await text(file!.body)).toBe('zweites Bild');
  });

  it('answers null for a missing file, and deleting twice is no error', async () => {
    await storage.put('portraits/weber/b2.webp', Buffer.from('x'), { contentType: 'image/webp' });
    await storage.delete('portraits/weber/b2.webp');
    await storage.delete('portraits/weber/b2.webp');
    expect(await storage.get('portraits/weber/b2.webp')).toBeNull();
    expect(await storage.get('gibt/es/nicht.webp')).toBeNull();
  });

  it.each(['../ausserhalb', '/etc/passwd', 'a/../b', '.meta/x.json', 'a//b', 'Gross.webp', 'a\\b', ''])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow('invalid file storage key');
    await expect(storage.get(key)).rejects.toThrow('invalid file storage key');
    await expect(storage.deleteMany(['photos/ok.jpg', key])).rejects.toThrow('invalid file storage key');
  });

  it('stores a stream of several megabytes byte for byte, with its content type', async () => {
    const size = 6 * MB + 123;
    await storage.put('photos/u1/original.heic', generated(size), { contentType: 'image/heic', contentLength: size });
    const file = await storage.get('photos/u1/original.heic');
    expect(file?.contentType).toBe('image/heic');
    expect(file?.contentLength).toBe(size);
    expect(sha256(await buffer(file!.body))).toBe(sha256(await buffer(generated(size))));
  });

  it('stores nothing when the stream breaks off half-way, and says why', async () => {
    const size = 3 * MB;
    await expect(storage.put('photos/u1/broken.jpg', generated(size, MB), { contentType: 'image/jpeg', contentLength: size })).rejects.toThrow('Verbindung abgebrochen');
    expect(await storage.get('photos/u1/broken.jpg')).toBeNull();
  });

  it('stores nothing when the stream is shorter or longer than its stated length', async () => {
    await expect(storage.put('photos/u1/short.jpg', generated(MB), { contentType: 'image/jpeg', contentLength: MB + 1 })).rejects.toThrow('ended after 1048576 of 1048577 bytes');
    await expect(storage.put('photos/u1/long.jpg', generated(MB), { contentType: 'image/jpeg', contentLength: MB - 1 })).rejects.toThrow('longer than its contentLength');
    expect(await storage.get('photos/u1/short.jpg')).toBeNull();
    expect(await storage.get('photos/u1/long.jpg')).toBeNull();
  });

  it('wants the length of a stream, and the right length of a buffer', async () => {
    await expect(storage.put('photos/u1/unknown.jpg', generated(10), { contentType: 'image/jpeg' })).rejects.toThrow('a stream needs its contentLength');
    await expect(storage.put('photos/u1/wrong.jpg', Buffer.from('1234'), { contentType: 'image/jpeg', contentLength: 5 })).rejects.toThrow('does not match');
    expect(await storage.get('photos/u1/wrong.jpg')).toBeNull();
  });

  it('deletes many files at once, missing ones and repeats included', async () => {
    for (const name of ['a', 'b', 'c']) await storage.put(`photos/u2/${name}.jpg`, Buffer.from(name), { contentType: 'image/jpeg' });
    await storage.deleteMany(['photos/u2/a.jpg', 'photos/u2/b.jpg', 'photos/u2/b.jpg', 'photos/u2/gibt-es-nicht.jpg']);
    await storage.deleteMany([]);
    expect(await storage.get('photos/u2/a.jpg')).toBeNull();
    expect(await storage.get('photos/u2/b.jpg')).toBeNull();
    expect(await text((await storage.get('photos/u2/c.jpg'))!.body)).toBe('c');
  });
});

// Real S3 replaces an object whole or not at all. s3rver writes over the old file in place (it is a
// test server), so this promise is checked where the storage itself keeps it.
describe.each([
  ['a local folder', () => createFileStorage({ DATA_DIR: folder })],
  ['memory', () => createFileStorage({ DATA_DIR: 'memory://' })],
])('file storage in %s', (_name, create: () => FileStorage) => {
  it('keeps the old file when its replacement breaks off', async () => {
    const storage = create();
    await storage.put('photos/u3/kept.jpg', Buffer.from('altes Foto'), { contentType: 'image/jpeg' });
    await expect(storage.put('photos/u3/kept.jpg', generated(2 * MB, MB), { contentType: 'image/png', contentLength: 2 * MB })).rejects.toThrow('Verbindung abgebrochen');
    const file = await storage.get('photos/u3/kept.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    expect(await text(file!.body)).toBe('altes Foto');
  });
});

describe('the local folder', () => {
  it('keeps files under DATA_DIR/files and leaves no temporary files behind, also after a broken stream', async () => {
    const storage = createFileStorage({ DATA_DIR: folder });
    await storage.put('portraits/hainzl/c3.webp', Buffer.from('Bild'), { contentType: 'image/webp' });
    await expect(storage.put('portraits/hainzl/d4.webp', generated(MB, 1000), { contentType: 'image/webp', contentLength: MB })).rejects.toThrow();
    expect(await readdir(join(folder, 'files', 'portraits', 'hainzl'))).toEqual(['c3.webp']);
  });
});

describe('an S3 bucket', () => {
  // S3 takes at most 1000 keys per DeleteObjects (s3rver does not enforce it): the ones after the
  // first thousand must go too. Most keys here were never stored, which is no error.
  it('deletes more files than one DeleteObjects request takes', async () => {
    const storage = createFileStorage({ DATA_DIR: folder, ...s3.config });
    const keys = Array.from({ length: 2005 }, (_, i) => `photos/many/${i}.jpg`);
    const stored = [keys[0]!, keys[999]!, keys[1000]!, keys[1999]!, keys[2000]!, keys[2004]!];
    for (const key of stored) await storage.put(key, Buffer.from(key), { contentType: 'image/jpeg' });
    await storage.deleteMany(keys);
    for (const key of stored) expect(await storage.get(key)).toBeNull();
  });

  // s3rver checks the access key, not the V4 signature itself (its README says so).
  it('is refused with an unknown access key', async () => {
    const storage = createFileStorage({ DATA_DIR: folder, ...s3.config, S3_ACCESS_KEY_ID: 'UNBEKANNT' });
    await expect(storage.put('photos/u4/x.jpg', Buffer.from('x'), { contentType: 'image/jpeg' })).rejects.toThrow();
  });

  it('does not take a missing bucket for a missing file', async () => {
    const storage = createFileStorage({ DATA_DIR: folder, ...s3.config, S3_BUCKET: 'gibt-es-nicht' });
    await expect(storage.get('photos/u4/x.jpg')).rejects.toThrow();
  });
});
