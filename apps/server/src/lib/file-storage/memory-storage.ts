import { Readable } from 'node:stream';
import { checkBody } from './exact-length';
import { assertValidKey, type FileStorage } from './file-storage';

/** Files in memory, for DATA_DIR=memory:// (tests, the build's pre-renderer): nothing touches the disk. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  return {
    async put(key, body, options) {
      assertValidKey(key);
      const checked = checkBody(body, options);
      let content: Buffer;
      if (checked.kind === 'buffer') {
        content = Buffer.from(checked.buffer);
      } else {
        // Held whole here by nature; stored only once the stream has ended complete.
        const chunks: Buffer[] = [];
        for await (const chunk of checked.stream) chunks.push(chunk as Buffer);
        content = Buffer.concat(chunks);
      }
      files.set(key, { body: content, contentType: options.contentType });
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
    async deleteMany(keys) {
      keys.forEach(assertValidKey);
      for (const key of keys) files.delete(key);
    },
  };
}
