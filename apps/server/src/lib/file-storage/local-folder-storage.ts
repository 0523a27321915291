import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, type FileStorage, type StoredFile } from './file-storage';

/**
 * Files in a local folder (DATA_DIR/files), for `npm start` and a single server. The content type
 * lives beside each file in `.meta/<key>.json` (keys never start with a dot, so nothing collides).
 * Writes go to a temporary name first and are renamed into place: a reader never sees half a file.
 */
export function createLocalFolderStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const metaOf = (key: string) => join(root, '.meta', ...`${key}.json`.split('/'));

  async function writeAtomically(path: string, content: Buffer | string) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, path);
  }

  return {
    async put(key, body, { contentType }) {
      assertValidKey(key);
      await writeAtomically(metaOf(key), JSON.stringify({ contentType }));
      await writeAtomically(pathOf(key), body);
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

    async delete(key) {
      assertValidKey(key);
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
  };
}
