import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkBody } from './exact-length';
import { assertValidKey, type FileStorage, type StoredFile } from './file-storage';

/**
 * Files in a local folder (DATA_DIR/files), for `npm start` and a single server. The content type
 * lives beside each file in `.meta/<key>.json` (keys never start with a dot, so nothing collides).
 * Writes go to a temporary name first and are renamed into place: a reader never sees half a file,
 * and a write that fails (a broken stream) removes its temporary file and leaves the old one.
 */
export function createLocalFolderStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const metaOf = (key: string) => join(root, '.meta', ...`${key}.json`.split('/'));

  async function writeTemporary(path: string, write: (temporary: string) => Promise<void>): Promise<string> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return temporary;
  }

  async function remove(key: string) {
    assertValidKey(key);
    await rm(pathOf(key), { force: true });
    await rm(metaOf(key), { force: true });
  }

  return {
    async put(key, body, options) {
      assertValidKey(key);
      const checked = checkBody(body, options);
      // The content first, as it may fail half-way; only a complete file replaces anything.
      const content = await writeTemporary(pathOf(key), (temporary) =>
        checked.kind === 'buffer' ? writeFile(temporary, checked.buffer) : pipeline(checked.stream, createWriteStream(temporary)),
      );
      try {
        const meta = await writeTemporary(metaOf(key), (temporary) => writeFile(temporary, JSON.stringify({ contentType: options.contentType })));
        await rename(meta, metaOf(key));
        await rename(content, pathOf(key));
      } catch (error) {
        await rm(content, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      assertValidKey(key);
      try {
        const [info, meta] = await Promise.all([stat(pathOf(key)), readFile(metaOf(key), 'utf8').catch(() => '{}')]);
        if (!info.isFile()) return null;
        const { contentType } = JSON.parse(meta) as { contentType?: string };
        return { body: createReadStream(pathOf(key)), contentType: contentType ?? 'application/octet-stream', contentLength: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    delete: remove,

    async deleteMany(keys) {
      keys.forEach(assertValidKey);
      for (const key of new Set(keys)) await remove(key);
    },
  };
}
