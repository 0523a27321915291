import type { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException} from '@aws-sdk/client-s3';
import { checkBody } from './exact-length';
import { assertValidKey, type FileStorage, type StoredFile } from './file-storage';

export interface S3Settings {
  /** An S3-compatible server (MinIO, Ceph, …); without it, AWS S3 itself. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3's DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Files as objects in an S3 bucket (AWS S3 or any S3-compatible server), for several server
 * processes on several machines. PutObject replaces an object whole or not at all, so a broken
 * stream leaves the key as it was; deleting a missing object is no error (docs/decisions/018-s3-storage.md).
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Our own server (MinIO & co.) answers under its address, not under bucket.host names.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 demands them (DeleteObjects). By default the SDK sends streams as
    // aws-chunked bodies with a trailing CRC, which S3-compatible servers do not all understand:
    // s3rver stores the chunk framing as part of the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A server that stops answering must not hold a request (and its upload) for ever.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 120_000 },
    // The SDK would otherwise print some failures to the console itself; each one also rejects
    // its call, and the caller decides what to log. (The SDK never retries a stream: it can be read once.)
    logger: silent,
  });
  const Bucket = settings.bucket;

  async function putStream(key: string, stream: Readable, length: number, contentType: string) {
    // The SDK pipes the body into the request but does not watch it for errors: a source that
    // breaks (or ends short, see exact-length.ts) would leave the request waiting for the rest.
    // Aborting ends the request before S3 has the whole object, so S3 stores nothing.
    const abort = new AbortController();
    let failure: unknown;
    const onError = (error: unknown) => {
      failure = error;
      abort.abort();
    };
    stream.once('error', onError);
    try {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: stream, ContentLength: length, ContentType: contentType }), { abortSignal: abort.signal });
    } catch (error) {
      throw failure ?? error;
    } finally {
      stream.off('error', onError);
      // S3 refused (or the network broke) before the body was read: let go of the source too.
      if (!stream.readableEnded) stream.destroy();
    }
    if (failure !== undefined) throw failure;
  }

  return {
    async put(key, body, options) {
      assertValidKey(key);
      const checked = checkBody(body, options);
      if (checked.kind === 'stream') return putStream(key, checked.stream, checked.length, options.contentType);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: checked.buffer, ContentLength: checked.buffer.length, ContentType: options.contentType }));
    },

    async get(key): Promise<StoredFile | null> {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          // In Node the SDK's body is the response stream itself (an IncomingMessage).
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteMany(keys) {
      keys.forEach(assertValidKey);
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += DELETE_BATCH) {
        const batch = unique.slice(start, start + DELETE_BATCH);
        // Quiet: the answer lists only failures. A missing key is no failure in S3.
        const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`file storage: S3 could not delete ${failed.length} of ${batch.length} files: ${failed.slice(0, 5).map((entry) => `${entry.Key} (${entry.Code})`).join(', ')}`);
        }
      }
    },
  };
}

const ignore = () => undefined;
const silent = { debug: ignore, info: ignore, warn: ignore, error: ignore };

/** No such object; a missing bucket is a configuration error and must not pass for an empty one. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}
