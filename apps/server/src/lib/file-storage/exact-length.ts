import { type Readable, Transform, pipeline } from 'node:stream';
import type { PutOptions } from './file-storage';

/** A body whose length is known before it is written: the buffer, or the stream with its stated length. */
export type CheckedBody = { kind: 'buffer'; buffer: Buffer } | { kind: 'stream'; stream: Readable; length: number };

/**
 * The same rules for every storage: a stream needs its length (S3 must send it up front), and the
 * bytes must match it. A programming error otherwise, so a plain Error.
 */
export function checkBody(body: Buffer | Readable, { contentLength }: PutOptions): CheckedBody {
  if (contentLength !== undefined && (!Number.isSafeInteger(contentLength) || contentLength < 0)) {
    throw new Error(`file storage: contentLength must be a byte count, not ${contentLength}`);
  }
  if (Buffer.isBuffer(body)) {
    if (contentLength !== undefined && contentLength !== body.length) {
      throw new Error(`file storage: contentLength ${contentLength} does not match the buffer's ${body.length} bytes`);
    }
    return { kind: 'buffer', buffer: body };
  }
  if (contentLength === undefined) throw new Error('file storage: a stream needs its contentLength');
  return { kind: 'stream', stream: exactly(body, contentLength), length: contentLength };
}

/**
 * The stream, failing as soon as it runs past `length` bytes or ends before it: a half-sent upload
 * must never be stored as if it were the whole file. Errors of the source come out of the result.
 */
function exactly(source: Readable, length: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > length) callback(new Error(`file storage: the stream is longer than its contentLength ${length}`));
      else callback(null, chunk);
    },
    flush(callback) {
      callback(seen === length ? null : new Error(`file storage: the stream ended after ${seen} of ${length} bytes`));
    },
  });
  // pipeline forwards the source's error to the counter (and destroys both); the callback only
  // keeps Node from reporting it a second time.
  return pipeline(source, counter, () => undefined);
}
