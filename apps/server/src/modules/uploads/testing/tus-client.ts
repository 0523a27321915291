import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../testing/test-app';
import { photos, uploads } from '../schema';

/** A bare tus 1.0 client over fetch, so each test says exactly what goes over the wire. */
export function tusClient(base: string, auth: Record<string, string>) {
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  return {
    create: (size: number | string, extra: Record<string, string> = {}, body?: Buffer) =>
      fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { ...tus, 'upload-length': String(size), ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}), ...extra },
        ...(body ? { body } : {}),
      }),
    head: (location: string) => fetch(`${base}${location}`, { method: 'HEAD', headers: tus }),
    patch: (location: string, offset: number, bytes: Buffer, extra: Record<string, string> = {}) =>
      fetch(`${base}${location}`, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...extra }, body: bytes }),
    terminate: (location: string) => fetch(`${base}${location}`, { method: 'DELETE', headers: tus }),
    /** Creates an upload and answers its address. */
    async start(size: number, fileName = 'foto.jpg'): Promise<string> {
      const response = await this.create(size, { 'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}` });
      if (response.status !== 201) throw new Error(`creating the upload answered ${response.status}: ${await response.text()}`);
      return response.headers.get('location')!;
    },
    /**
     * Sends `sent` bytes of a PATCH announced as `bytes.length` long, then cuts the connection (the
     * socket is destroyed, as when a phone loses its network).
     */
    patchAndCut(location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
      return new Promise((resolve) => {
        const request = httpRequest(`${base}${location}`, {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
        });
        request.on('error', () => resolve());
        request.on('response', () => resolve());
        request.write(bytes.subarray(0, sent), () => {
          // Let the bytes reach the server before the cut.
          setImmediate(() => {
            request.destroy();
            resolve();
          });
        });
      });
    },
  };
}

/** The offset HEAD reports; after a cut, asks until the server has kept what arrived (it does so once it notices the cut). */
export async function offsetAfterCut(client: ReturnType<typeof tusClient>, location: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const head = await client.head(location);
    const offset = Number(head.headers.get('upload-offset'));
    if (offset > 0) return offset;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server never kept the bytes that arrived before the cut');
}

/** What is left of one person's uploads and photos in the database. */
export async function rowsOf(test: TestApp, userId: string) {
  const db = test.database.db;
  return {
    uploads: await db.select().from(uploads).where(eq(uploads.userId, userId)),
    photos: await db.select().from(photos).where(eq(photos.userId, userId)),
  };
}

/** Every file under a folder (the local storage's, or s3rver's bucket), as paths relative to it; `.meta` and s3rver's side files left out. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('.meta') && !path.endsWith('._S3rver_metadata.json'))
    .map((path) => path.replace(/\._S3rver_object$/, ''))
    .sort();
}
