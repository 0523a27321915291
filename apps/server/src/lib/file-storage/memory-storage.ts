import { Readable } from 'node:stream';
import { assertValidKey, type FileStorage } from './file-storage';

/** Files in memory, for DATA_DIR=memory:// (tests, the build's pre-renderer): nothing touches the disk. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  return {
    async put(key, body, { contentType }) {
      assertValidKey(key);
      files.set(key, { body: Buffer.from(body), contentType });
    },
    async get(key) {
      assertValidKey(key);
      const file = files.get(key);
      return file ? { body: Readable.from([file.body]), contentType: file.contentType, contentLength: file.body.length } : null;
    },
    async delete(key) {
      assertValidKey(key);
      files.delete(key);
    },
  };
}
