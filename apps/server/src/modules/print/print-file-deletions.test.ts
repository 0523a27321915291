import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/tokens';
import { fileDeletions } from '../uploads/schema';
import { users } from '../users/schema';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, SELECTION, storedFiles, type Auth, type TestAppWithFiles } from './test-books';

let test: TestAppWithFiles;
let dataDir: string;
let call: ReturnType<typeof calls>;

const folders = (bookId: number) => [`print/${bookId}`, `book-previews/${bookId}`, `book-thumbnails/${bookId}`];
const filesOf = (bookId: number) => folders(bookId).flatMap((folder) => storedFiles(dataDir, folder));
const runFileDeletions = () => test.app.scheduledJobs.find((job) => job.name === 'file-deletions')!.run();

/** A book with a photo, its print files, cover preview and page thumbnails rendered. */
async function renderedBook(user: { id: string; auth: Auth }): Promise<number> {
  const bookId = (await call(user.auth, 'POST', '/api/books', SELECTION)).json<{ pk: number }>().pk;
  const photoId = await readyPhoto(test, dataDir, user.id);
  await editDocument(test, user.auth, bookId, (document) => {
    document.spreads[0]!.pages[0]!.frames.push({ id: 'p', kind: 'photo', xMm: 20, yMm: 20, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
  });
  expect((await call(user.auth, 'POST', `/api/books/${bookId}/print`)).statusCode).toBe(202);
  await test.app.print.files.processPending();
  await test.app.print.previews.processPending();
  expect((await call(user.auth, 'GET', `/api/books/${bookId}/print`)).json().state).toBe('done');
  return bookId;
}

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-print-deletions-');
  dataDir = test.dataDir;
  call = calls(test);
}, 60_000);
afterAll(() => test.close());

describe('no rendered file outlives its book', () => {
  it('a book deleted by its owner: its print files, cover preview and thumbnails are gone after the deletions job', async () => {
    const anna = await registeredUser(test, 'Anna');
    const bookId = await renderedBook(anna);
    const other = await renderedBook(anna);
    const files = filesOf(bookId);
    expect(files.filter((key) => key.endsWith('.pdf'))).toHaveLength(2);
    expect(files.filter((key) => key.startsWith('book-previews/'))).toHaveLength(1);
    const pages = (await call(anna.auth, 'GET', `/api/books/${bookId}/thumbnails`)).json<{ pages: unknown[] }>().pages.length;
    expect(pages).toBeGreaterThan(0);
    expect(files.filter((key) => key.startsWith('book-thumbnails/'))).toHaveLength(pages);

    expect((await call(anna.auth, 'DELETE', `/api/books/${bookId}`)).statusCode).toBeLessThan(300);
    await runFileDeletions();
    expect(filesOf(bookId)).toEqual([]);
    // Another book's files stay.
    expect(filesOf(other).length).toBeGreaterThan(3);
    expect(await test.database.db.select().from(fileDeletions)).toEqual([]);
  }, 180_000);

  it('an account deleted with its books (the rows cascade): every book’s files go', async () => {
    const bert = await registeredUser(test, 'Bert');
    const bookId = await renderedBook(bert);
    expect(filesOf(bookId).length).toBeGreaterThan(3);
    await test.database.db.delete(users).where(eq(users.id, bert.id));
    await runFileDeletions();
    expect(filesOf(bookId)).toEqual([]);
  }, 180_000);

  it('files replaced by a newer rendering are queued for removal in the replacing transaction', async () => {
    const clara = await registeredUser(test, 'Clara');
    const bookId = await renderedBook(clara);
    const before = filesOf(bookId);
    await editDocument(test, clara.auth, bookId, (document) => {
      const title = document.cover.front.frames.find((frame) => frame.kind === 'text');
      if (title?.kind === 'text') title.text = 'Clara Neu';
    });
    await call(clara.auth, 'POST', `/api/books/${bookId}/print`);
    await test.app.print.files.processPending();
    await test.app.print.previews.processPending();
    // Whatever the worker's own removal did, the queue holds the old print files and cover preview
    // (a worker dying between the two would otherwise leave them for ever).
    const queued = (await test.database.db.select({ key: fileDeletions.key }).from(fileDeletions)).map((row) => row.key);
    const replaced = before.filter((key) => key.endsWith('.pdf') || key.startsWith('book-previews/'));
    expect(replaced).toHaveLength(3);
    expect(queued).toEqual(expect.arrayContaining(replaced));
    await runFileDeletions();
    const after = filesOf(bookId);
    expect(after.filter((key) => key.endsWith('.pdf'))).toHaveLength(2);
    expect(after.filter((key) => key.startsWith('book-previews/'))).toHaveLength(1);
    expect(after.some((key) => replaced.includes(key))).toBe(false);
  }, 180_000);
});
