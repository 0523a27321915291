import type { Readable } from 'node:stream';

/**
 * Where the shop keeps files (portraits now; photos, previews and PDFs later): a flat space of keys
 * like `memorial-portraits/margarete-weber/3f9a….webp`. Built in: a local folder (DATA_DIR/files)
 * or memory (tests). The interface is the shape of an S3 bucket — PutObject, GetObject, DeleteObject
 * — so an S3-compatible adapter can fill it without the callers changing (ARCHITECTURE.md 'files').
 */
export interface FileStorage {
  /** Stores (or replaces) the file under `key`; the content type goes back out with `get`. */
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** The file as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a file that is not there is no error (S3 behaves the same). */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number;
}

// Lower-case segments without dots at the start: no '..', no hidden files, no absolute paths,
// and the same key is valid on a disk and as an S3 object name.
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*)*$/;

/** Keys come from our own code, never from a request as they are; a bad one is a programming error. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`invalid file storage key: ${JSON.stringify(key)}`);
}
