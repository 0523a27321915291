import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createFileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { booksForPrint } from '../books';
import { createJobQueue } from '../jobs/job-queue';
import { createPhotoFiles } from '../uploads/photo-files';
import { photoKeys } from '../uploads/photo-keys';
import { createPhotosRepository } from '../uploads/photos-repository';
import { photos } from '../uploads/schema';
import { testJpeg } from '../uploads/test-photos';
import type { PrintRenderer, RenderingDeps } from './ports';

/** Test helpers of the print module's tests: books with documents and photos, on a test app with a data folder. */
export type Auth = Record<string, string>;

export const SELECTION = { bookDescription: 'Für Opa Heinz', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };

export type TestAppWithFiles = TestApp & { dataDir: string };

/** A test app whose local file storage keeps its files in a folder of its own (`dataDir`), removed again on close. */
export async function createTestAppWithFiles(prefix: string): Promise<TestAppWithFiles> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const test = await createTestApp({ DATA_DIR: dataDir });
  return {
    ...test,
    dataDir,
    async close() {
      await test.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A print or preview rendering's parts on the test app, with a renderer of the test's own (one that fails, counts or waits) and a queue nobody works. */
export function renderingDeps(test: TestAppWithFiles, renderer: PrintRenderer, queue = createJobQueue(test.app.log)): RenderingDeps {
  const files = createFileStorage({ DATA_DIR: test.dataDir });
  return {
    db: test.database.db,
    files,
    log: test.app.log,
    queue,
    books: { assertVisible: async () => undefined, visibleName: async () => 'Buch', mayOrder: async () => true, ...booksForPrint(test.database.db) },
    photos: createPhotoFiles({ db: test.database.db, files }),
    renderer,
    assetRoot: test.config.DESIGN_ASSETS_DIR,
  };
}

export function calls(test: TestApp) {
  return (auth: Auth, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload ? { payload: payload as object } : {}) });
}

/** A photo as the upload leaves it once processed: the original and preview in the storage, the row ready. */
export async function readyPhoto(test: TestApp, dataDir: string, userId: string): Promise<string> {
  const files = createFileStorage({ DATA_DIR: dataDir });
  const original = await testJpeg({ width: 1200, height: 900 });
  const { row } = await createPhotosRepository(test.database.db).insertProcessing({
    userId,
    contentHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    byteSize: original.length,
    fileName: 'IMG_0001.JPG',
    format: 'jpeg',
  });
  await files.put(photoKeys(row.id).original, original, { contentType: 'image/jpeg' });
  await files.put(photoKeys(row.id).preview, await testJpeg({ width: 800, height: 600 }), { contentType: 'image/jpeg' });
  await test.database.db.update(photos).set({ status: 'ready', width: 1200, height: 900 }).where(eq(photos.id, row.id));
  return row.id;
}

/** Reads the book's document, lets `change` edit it, and stores it as the next version. */
export async function editDocument(test: TestApp, auth: Auth, bookId: number, change: (document: BookDocument) => void): Promise<number> {
  const call = calls(test);
  const current = await call(auth, 'GET', `/api/books/${bookId}/document`);
  expect(current.statusCode).toBe(200);
  const document = current.json<BookDocument>();
  change(document);
  const saved = await call(auth, 'PUT', `/api/books/${bookId}/document`, document, { 'if-match': current.headers.etag as string });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ version: number }>().version;
}

/** Every file under a folder of the local file storage (relative keys), [] when there is none. */
export function storedFiles(dataDir: string, folder: string): string[] {
  const root = join(dataDir, 'files', folder);
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => statSync(join(root, path)).isFile())
      .map((path) => `${folder}/${path}`)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
