import type { Readable } from 'node:stream';

/**
 * Where the shop keeps files (portraits, photos, their previews, PDFs): a flat space of keys like
 * `memorial-portraits/margarete-weber/3f9a….webp`. Built in: a local folder (DATA_DIR/files),
 * memory (tests) and S3-compatible object storage (S3_* settings). The interface is the shape of an
 * S3 bucket — PutObject, GetObject, DeleteObject(s) — so the callers never know which one it is
 * (ARCHITECTURE.md 'files'; docs/decisions/018-s3-storage.md).
 */
export interface FileStorage {
  /**
   * Stores (or replaces) the file under `key`; the content type goes back out with `get`. A stream
   * is written as it arrives, never held whole in memory, and needs its exact `contentLength` (S3's
   * PutObject must know it up front). All or nothing: a stream that errors, ends early or runs
   * longer than `contentLength` rejects the promise and leaves the key as it was.
   */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /**
   * The file as a stream, or null when there is none. Read the body to its end or destroy it:
   * from S3 it is the open response, which holds a connection until then.
   */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a file that is not there is no error (S3 behaves the same). */
  delete(key: string): Promise<void>;
  /** Removes all these files at once (a photo's parts and derivatives); missing ones are no error. */
  deleteMany(keys: readonly string[]): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  /** The body's size in bytes: required for a stream, checked for a buffer when given. */
  contentLength?: number;
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
