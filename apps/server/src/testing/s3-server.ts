import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The part of s3rver (a CommonJS package without types) this helper uses. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
  store: { putObject(object: { content: Buffer | Readable }): Promise<unknown> };
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** The S3_* settings that point the server (createTestApp's env) or createFileStorage at the test server. */
export type S3TestConfig = {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
};

export interface S3TestServer {
  config: S3TestConfig;
  /** Where s3rver keeps the bucket on disk, for tests that look behind the API. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3-speaking server (s3rver: the S3 REST API over HTTP, path-style; it checks the access
 * key but not a V4 signature) on a free loopback port, with an empty bucket in a temporary folder; nothing is logged. Use as
 * `createTestApp({ ...s3.config })` or `createFileStorage({ DATA_DIR: 'memory://', ...s3.config })`,
 * and call stop() afterwards: it closes the server and removes the folder.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'eb-s3-'));
  const bucket = 'eb-test';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(directory, 'buckets'), configureBuckets: [{ name: bucket }] });
  storeOnlyCompleteBodies(server, directory);
  const { port } = await server.run();
  return {
    config: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-central-1',
      // s3rver's one account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory: join(directory, 'buckets'),
    async stop() {
      const closed = server.close();
      // The SDK keeps connections alive; they would hold close() open.
      server.httpServer?.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver writes a PUT's body straight into the object's file, so a PUT whose connection breaks off
 * leaves part of a file that GetObject then serves. S3 itself (and MinIO, Ceph) store an object
 * only once its whole body (Content-Length) has arrived, and keep the old one otherwise. This gives
 * s3rver that one guarantee: the body goes to a file of its own first and is handed on complete.
 */
function storeOnlyCompleteBodies(server: S3rverInstance, directory: string) {
  const store = server.store;
  const putObject = store.putObject.bind(store);
  store.putObject = async (object) => {
    if (Buffer.isBuffer(object.content)) return putObject(object);
    const request = object.content as IncomingMessage;
    const incoming = join(directory, `incoming-${randomBytes(6).toString('hex')}`);
    try {
      // Rejects when the client aborts: the request errors with 'aborted'.
      await pipeline(request, createWriteStream(incoming));
      if (request.complete === false) throw new Error('incomplete request body');
      object.content = createReadStream(incoming);
      return await putObject(object);
    } finally {
      await rm(incoming, { force: true });
    }
  };
}
