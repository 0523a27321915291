import { innerPages, pageCount } from '@eb/book-model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/tokens';
import { booksForPrint } from '../books';
import type { PrintRenderer } from './ports';
import { createPreviewRendering } from './preview-rendering';
import { bookRenderer } from './renderer';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, renderingDeps, SELECTION, storedFiles, type TestAppWithFiles } from './test-books';

let test: TestAppWithFiles;
let dataDir: string;
let anna: Awaited<ReturnType<typeof registeredUser>>;
let carl: Awaited<ReturnType<typeof registeredUser>>;
let call: ReturnType<typeof calls>;

interface Thumbnails {
  documentVersion: number | null;
  pages: { pageNumber: number; pageId: string; url: string }[];
}
const thumbnailsOf = async (bookId: number) => {
  const response = await call(anna.auth, 'GET', `/api/books/${bookId}/thumbnails`);
  expect(response.statusCode).toBe(200);
  return response.json<Thumbnails>();
};
const listed = async (bookId: number) => (await call(anna.auth, 'GET', '/api/books')).json<{ pk: number; previewImageUrl: string }[]>().find((book) => book.pk === bookId);
const newBook = async () => (await call(anna.auth, 'POST', '/api/books', SELECTION)).json<{ pk: number }>().pk;
const fileDeletionsJob = () => test.app.scheduledJobs.find((job) => job.name === 'file-deletions')!;

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-thumbnails-');
  dataDir = test.dataDir;
  call = calls(test);
  anna = await registeredUser(test, 'Anna');
  carl = await registeredUser(test, 'Carl');
}, 60_000);
afterAll(() => test.close());

describe('a new book and a copy', () => {
  it('get their own rendered cover in the books list instead of the design picture', async () => {
    const bookId = await newBook();
    const designPicture = (await listed(bookId))!.previewImageUrl;
    expect(designPicture).not.toContain('/preview.jpg');
    // The worker (the job runner is not started in tests) finds what creating the book asked for.
    expect((await test.app.print.previews.processPending()).processed).toBeGreaterThanOrEqual(1);
    expect((await listed(bookId))!.previewImageUrl).toBe(`/api/books/${bookId}/preview.jpg?v=1`);
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/preview.jpg?v=1`)).statusCode).toBe(200);

    const copy = await call(anna.auth, 'GET', `/api/books/copy/${bookId}`);
    expect(copy.statusCode, copy.body).toBeLessThan(300);
    const copyId = copy.json<{ pk: number }>().pk;
    await test.app.print.previews.processPending();
    expect((await listed(copyId))!.previewImageUrl).toBe(`/api/books/${copyId}/preview.jpg?v=1`);
  }, 120_000);
});

describe('page thumbnails', () => {
  let bookId: number;

  beforeAll(async () => {
    bookId = await newBook();
    await test.app.print.previews.processPending();
  }, 120_000);

  it('are rendered for every inner page and listed with versioned addresses, served to the owner only', async () => {
    const { document } = await booksForPrint(test.database.db).currentDocument(bookId).then((current) => current!);
    const thumbnails = await thumbnailsOf(bookId);
    expect(thumbnails.documentVersion).toBe(1);
    expect(thumbnails.pages.map((page) => page.pageId)).toEqual(innerPages(document).map((page) => page.id));
    expect(thumbnails.pages.map((page) => page.pageNumber)).toEqual(innerPages(document).map((_, index) => index + 1));
    const third = thumbnails.pages[2]!;
    expect(third.url).toMatch(new RegExp(`^/api/books/${bookId}/pages/3/thumbnail\\.jpg\\?v=[0-9a-f]{16}$`));

    const image = await call(anna.auth, 'GET', third.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect(width).toBe(300);
    // A4 portrait: taller than wide.
    expect(height).toBeGreaterThan(400);
    // Without the version (or an old one) it is still the page's image, but not kept for ever.
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/pages/3/thumbnail.jpg`)).headers['cache-control']).toBe('private, no-cache');

    for (const url of [third.url, `/api/books/${bookId}/thumbnails`]) {
      const foreign = await call(carl.auth, 'GET', url);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().message).toBe('Ihr Buch wurde nicht gefunden.');
      expect((await test.app.inject({ url })).statusCode).toBe(401);
    }
    const beyond = await call(anna.auth, 'GET', `/api/books/${bookId}/pages/${pageCount(document) + 1}/thumbnail.jpg`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe('Für diese Seite gibt es noch kein Vorschaubild.');
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/pages/0/thumbnail.jpg`)).json().message).toBe('Die Seitenzahl muss mindestens 1 sein.');
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/pages/3/thumbnail.jpg?v=../x`)).statusCode).toBe(400);
  }, 120_000);

  it('after a save of one page, only that page is drawn again; the replaced image leaves the storage', async () => {
    const before = await thumbnailsOf(bookId);
    const filesBefore = storedFiles(dataDir, `book-thumbnails/${bookId}`);
    expect(filesBefore).toHaveLength(before.pages.length);
    const photoId = await readyPhoto(test, dataDir, anna.id);
    const version = await editDocument(test, anna.auth, bookId, (document) => {
      const page = innerPages(document)[2]!;
      page.frames.push({ id: 'thumbnail-photo', kind: 'photo', xMm: 20, yMm: 20, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
    });
    await test.app.print.previews.processPending();

    const after = await thumbnailsOf(bookId);
    expect(after.documentVersion).toBe(version);
    const changed = after.pages.filter((page, index) => page.url !== before.pages[index]!.url).map((page) => page.pageNumber);
    expect(changed).toEqual([3]);
    const image = await call(anna.auth, 'GET', after.pages[2]!.url);
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The old address of page 3 now names an image that is no more: no longer kept for ever.
    expect((await call(anna.auth, 'GET', before.pages[2]!.url)).headers['cache-control']).toBe('private, no-cache');

    await fileDeletionsJob().run();
    const filesAfter = storedFiles(dataDir, `book-thumbnails/${bookId}`);
    expect(filesAfter).toHaveLength(after.pages.length);
    expect(filesAfter.filter((key) => !filesBefore.includes(key))).toHaveLength(1);
  }, 120_000);

  it('draws only pages whose content changed, each look once, and none for a page that moved', async () => {
    const drawn: string[][] = [];
    const counting: PrintRenderer = {
      ...bookRenderer,
      pageThumbnails: async (document, resources, photos, options) => {
        drawn.push([...options.pageIds]);
        return bookRenderer.pageThumbnails(document, resources, photos, options);
      },
    };
    const previews = createPreviewRendering(renderingDeps(test, counting));
    const before = await thumbnailsOf(bookId);

    // The last two spreads swap places: every page keeps its look.
    let moved: string[] = [];
    await previews.onDocumentSaved(
      bookId,
      await editDocument(test, anna.auth, bookId, (document) => {
        const last = document.spreads.length - 1;
        [document.spreads[last - 2], document.spreads[last - 1]] = [document.spreads[last - 1]!, document.spreads[last - 2]!];
        moved = document.spreads[last - 1]!.pages.map((page) => page.id);
      }),
    );
    await previews.processPending();
    expect(drawn).toEqual([]);
    const after = await thumbnailsOf(bookId);
    const byId = (list: typeof before) => new Map(list.pages.map((page) => [page.pageId, page]));
    for (const pageId of moved) {
      expect(byId(after).get(pageId)!.pageNumber).not.toBe(byId(before).get(pageId)!.pageNumber);
      expect(new URL(byId(after).get(pageId)!.url, 'http://x').searchParams.get('v')).toBe(new URL(byId(before).get(pageId)!.url, 'http://x').searchParams.get('v'));
    }

    // Two pages of the same layout (pages 2 and 8) get the same new background: one drawing serves both.
    await previews.onDocumentSaved(
      bookId,
      await editDocument(test, anna.auth, bookId, (document) => {
        for (const page of [innerPages(document)[1]!, innerPages(document)[7]!]) page.background = { kind: 'color', color: '#e8e0d0' };
      }),
    );
    await previews.processPending();
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toHaveLength(1);
    const final = await thumbnailsOf(bookId);
    expect(final.pages.filter((page, index) => page.url !== after.pages[index]!.url).map((page) => page.pageNumber)).toEqual([2, 8]);
  }, 120_000);
});
