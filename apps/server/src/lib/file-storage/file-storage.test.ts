import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from './index';

const folder = mkdtempSync(join(tmpdir(), 'eb-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each([
  ['a local folder', () => createFileStorage({ DATA_DIR: folder })],
  ['memory', () => createFileStorage({ DATA_DIR: 'memory://' })],
])('file storage in %s', (_name, create: () => FileStorage) => {
  const storage = create();

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
  });
});

describe('the local folder', () => {
  it('keeps files under DATA_DIR/files and leaves no temporary files behind', async () => {
    const storage = createFileStorage({ DATA_DIR: folder });
    await storage.put('portraits/hainzl/c3.webp', Buffer.from('Bild'), { contentType: 'image/webp' });
    expect(await readdir(join(folder, 'files', 'portraits', 'hainzl'))).toEqual(['c3.webp']);
  });
});
