import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/tokens';
import { createPrintRendering, MAX_PRINT_ATTEMPTS } from './print-rendering';
import { createPrintRepository } from './print-repository';
import { bookRenderer } from './renderer';
import { printRenders } from './schema';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, renderingDeps, SELECTION, type TestAppWithFiles } from './test-books';

let test: TestAppWithFiles;
let dataDir: string;
let anna: Awaited<ReturnType<typeof registeredUser>>;
let carl: Awaited<ReturnType<typeof registeredUser>>;
let bookId: number;
let photoId: string;
let call: ReturnType<typeof calls>;

async function documentOf(id: number): Promise<{ version: string; document: BookDocument }> {
  const response = await call(anna.auth, 'GET', `/api/books/${id}/document`);
  expect(response.statusCode).toBe(200);
  return { version: response.headers.etag as string, document: response.json() };
}

/** Saves the document with a text on the front and the photo on page 1 (a frame of its own). */
function saveWithPhotoAndText(id: number, text: string): Promise<number> {
  return editDocument(test, anna.auth, id, (document) => {
    const page = document.spreads[0]!.pages[0]!;
    page.frames = page.frames.filter((frame) => frame.id !== 'test-photo');
    page.frames.push({ id: 'test-photo', kind: 'photo', xMm: 20, yMm: 20, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
    const title = document.cover.front.frames.find((frame) => frame.kind === 'text');
    if (title && title.kind === 'text') title.text = text;
  });
}

const statusOf = async (id: number, auth = anna.auth) => (await call(auth, 'GET', `/api/books/${id}/print`)).json();

/** A poppler tool's output on the PDF `bytes`, written to a file of their own (pdfinfo reads no stdin). */
function onPdfFile(bytes: Buffer, run: (path: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), 'eb-print-test-'));
  try {
    writeFileSync(join(folder, 'file.pdf'), bytes);
    return run(join(folder, 'file.pdf'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const pdfPages = (bytes: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(onPdfFile(bytes, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' })))?.[1]);
const pdfText = (bytes: Buffer) => onPdfFile(bytes, (path) => execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }));

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-print-');
  dataDir = test.dataDir;
  call = calls(test);
  anna = await registeredUser(test, 'Anna');
  carl = await registeredUser(test, 'Carl');
  bookId = (await call(anna.auth, 'POST', '/api/books', SELECTION)).json<{ pk: number }>().pk;
  photoId = await readyPhoto(test, dataDir, anna.id);
}, 60_000);
afterAll(() => test.close());

describe('print files', () => {
  it('are rendered on the queue: 202, then progress to done, and both files are PDFs of the current version', async () => {
    const version = await saveWithPhotoAndText(bookId, 'Heinz Müller');
    expect(await statusOf(bookId)).toMatchObject({ state: 'none', documentVersion: null });

    const started = await call(anna.auth, 'POST', `/api/books/${bookId}/print`);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ state: 'queued', documentVersion: version });
    // Asking again while it waits starts nothing new.
    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: 'queued' });
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/print/inner.pdf`)).statusCode).toBe(409);

    // The worker (the job runner is not started in tests).
    expect(await test.app.print.files.processPending()).toEqual({ processed: 1 });
    const done = await statusOf(bookId);
    const { document } = await documentOf(bookId);
    const innerPages = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
    expect(done).toMatchObject({ state: 'done', documentVersion: version, pagesDone: innerPages + 1, pagesTotal: innerPages + 1 });
    expect(done.files).toEqual({ inner: `/api/books/${bookId}/print/inner.pdf`, cover: `/api/books/${bookId}/print/cover.pdf` });

    const inner = await call(anna.auth, 'GET', done.files.inner);
    expect(inner.statusCode).toBe(200);
    expect(inner.headers['content-type']).toBe('application/pdf');
    expect(inner.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(inner.rawPayload)).toBe(innerPages);
    const cover = await call(anna.auth, 'GET', done.files.cover);
    expect(cover.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(cover.rawPayload)).toBe(1);
    expect(pdfText(cover.rawPayload)).toContain('Heinz Müller');
    // The photo is in the inner block.
    expect(execFileSync('pdfimages', ['-list', '-'], { input: inner.rawPayload, encoding: 'utf8' }).split('\n').length).toBeGreaterThan(3);
  }, 120_000);

  it('become stale with a newer document version, and the next rendering replaces them', async () => {
    const before = await statusOf(bookId);
    expect(before.state).toBe('done');
    const newer = await saveWithPhotoAndText(bookId, 'Heinz Müller 1930–2024');
    expect(await statusOf(bookId)).toMatchObject({ state: 'stale', documentVersion: before.documentVersion });
    expect(await statusOf(bookId)).not.toHaveProperty('files');
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/print/cover.pdf`)).json()).toMatchObject({ statusCode: 409, message: expect.stringContaining('geändert') });

    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: 'queued', documentVersion: newer });
    await test.app.print.files.processPending();
    expect(await statusOf(bookId)).toMatchObject({ state: 'done', documentVersion: newer });
    expect(pdfText((await call(anna.auth, 'GET', `/api/books/${bookId}/print/cover.pdf`)).rawPayload)).toContain('1930–2024');
    // The older files are gone from the storage: only the newest folder is left.
    const [row] = await test.database.db.select().from(printRenders).where(eq(printRenders.bookId, bookId));
    expect(row!.filesKey).toContain(`print/${bookId}/${newer}-`);
    const oldFolder = execFileSync('find', [join(dataDir, 'files', 'print', String(bookId)), '-name', '*.pdf'], { encoding: 'utf8' }).trim().split('\n');
    expect(oldFolder).toHaveLength(2);
  }, 120_000);

  it('of an older version never replace a newer one: a claim taken over by a new request throws its files away', async () => {
    const version = await saveWithPhotoAndText(bookId, 'Wettlauf');
    await call(anna.auth, 'POST', `/api/books/${bookId}/print`);
    // A worker claimed the request…
    const stolen = randomUUID();
    await test.database.db.update(printRenders).set({ state: 'rendering', lease: stolen, leaseUntil: new Date(Date.now() + 60_000) }).where(eq(printRenders.bookId, bookId));
    // …then a newer version is saved and asked for: the request is the new one's.
    const newer = await saveWithPhotoAndText(bookId, 'Wettlauf 2');
    expect(newer).toBeGreaterThan(version);
    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: 'queued', documentVersion: newer });
    const [row] = await test.database.db.select().from(printRenders).where(eq(printRenders.bookId, bookId));
    expect(row!.lease).toBeNull();
    const renders = createPrintRepository(test.database.db);
    // The first worker finishes late: its files do not become the book's (it removes them).
    expect(await renders.finish(bookId, stolen, { key: `print/${bookId}/${version}-late`, version, overflowFrames: 0, lowResolutionPhotos: 0 })).toEqual({ finished: false, replacedKey: null });
    await test.app.print.files.processPending();
    expect(await statusOf(bookId)).toMatchObject({ state: 'done', documentVersion: newer });
    // Nor does a late claim of an older version replace newer files (a worker whose lease was re-taken by the sweep).
    const late = randomUUID();
    await test.database.db.update(printRenders).set({ lease: late }).where(eq(printRenders.bookId, bookId));
    expect((await renders.finish(bookId, late, { key: `print/${bookId}/${version}-late`, version, overflowFrames: 0, lowResolutionPhotos: 0 })).finished).toBe(false);
    await test.database.db.update(printRenders).set({ lease: null }).where(eq(printRenders.bookId, bookId));
    expect(await statusOf(bookId)).toMatchObject({ state: 'done', documentVersion: newer });
  }, 120_000);

  it('a worker that died leaves a claim that runs out and is taken again', async () => {
    await saveWithPhotoAndText(bookId, 'Absturz');
    await call(anna.auth, 'POST', `/api/books/${bookId}/print`);
    await test.database.db.update(printRenders).set({ state: 'rendering', lease: randomUUID(), leaseUntil: new Date(Date.now() - 1000) }).where(eq(printRenders.bookId, bookId));
    expect(await test.app.print.files.processPending()).toEqual({ processed: 1 });
    const [row] = await test.database.db.select().from(printRenders).where(eq(printRenders.bookId, bookId));
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  }, 120_000);
});

describe('a rendering that fails', () => {
  it('is tried again, and after a few failures the state says failed in German; asking again starts anew', async () => {
    const broken = createPrintRendering(renderingDeps(test, { ...bookRenderer, coverPdf: () => Promise.reject(new Error('renderer crashed')) }));
    await saveWithPhotoAndText(bookId, 'Fehlschlag');
    await broken.request(bookId, Number((await documentOf(bookId)).version.replaceAll('"', '')));
    for (let attempt = 0; attempt < MAX_PRINT_ATTEMPTS; attempt++) {
      expect(await statusOf(bookId)).toMatchObject({ state: 'queued' });
      await broken.processPending();
      // The retry's wait has passed.
      await test.database.db.update(printRenders).set({ leaseUntil: null }).where(eq(printRenders.bookId, bookId));
    }
    expect(await statusOf(bookId)).toMatchObject({ state: 'failed', message: expect.stringContaining('konnten nicht erstellt werden') });
    // No file of the failed attempts is left beside the earlier, finished ones.
    const [row] = await test.database.db.select().from(printRenders).where(eq(printRenders.bookId, bookId));
    const pdfs = execFileSync('find', [join(dataDir, 'files', 'print', String(bookId)), '-name', '*.pdf'], { encoding: 'utf8' }).trim().split('\n');
    expect(pdfs.every((path) => path.includes(row!.filesKey!))).toBe(true);
    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: 'queued' });
    await test.app.print.files.processPending();
    expect(await statusOf(bookId)).toMatchObject({ state: 'done' });
  }, 120_000);
});

describe('who may', () => {
  it('another user gets 404 on every route, and nothing is started for them', async () => {
    for (const [method, url] of [
      ['POST', `/api/books/${bookId}/print`],
      ['GET', `/api/books/${bookId}/print`],
      ['GET', `/api/books/${bookId}/print/inner.pdf`],
      ['GET', `/api/books/${bookId}/print/cover.pdf`],
      ['GET', `/api/books/${bookId}/proof.pdf`],
      ['GET', `/api/books/${bookId}/preview.jpg`],
    ] as const) {
      const response = await call(carl.auth, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Ihr Buch wurde nicht gefunden.');
      expect((await test.app.inject({ method, url })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
  });

  it('bad addresses answer 400 in German', async () => {
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/print/other.pdf`)).json().message).toMatch(/inner\.pdf/);
    expect((await call(anna.auth, 'GET', `/api/books/eins/print`)).statusCode).toBe(400);
  });
});

describe('proof', () => {
  it('is one PDF of the cover and every inner page, each marked Vorschau', async () => {
    const response = await call(anna.auth, 'GET', `/api/books/${bookId}/proof.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { document } = await documentOf(bookId);
    const innerPages = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
    expect(pdfPages(response.rawPayload)).toBe(innerPages + 1);
    const pages = pdfText(response.rawPayload).split('\f').filter((page) => page.trim());
    expect(pages.length).toBe(innerPages + 1);
    // The mark runs diagonally: its letters come one per line.
    for (const page of pages) expect(page.replace(/\s+/g, '')).toContain('Vorschau');
  }, 120_000);
});

describe('cover preview', () => {
  it('is rendered after a save and becomes the books list picture, served to the owner only', async () => {
    const version = await saveWithPhotoAndText(bookId, 'Vorschaubild');
    await test.app.print.previews.processPending();
    const listed = (await call(anna.auth, 'GET', '/api/books')).json<{ pk: number; previewImageUrl: string }[]>().find((book) => book.pk === bookId);
    expect(listed?.previewImageUrl).toBe(`/api/books/${bookId}/preview.jpg?v=${version}`);
    const image = await call(anna.auth, 'GET', listed!.previewImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await call(carl.auth, 'GET', listed!.previewImageUrl)).statusCode).toBe(404);
    // An older address still shows the newest image, but may not be kept for ever.
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/preview.jpg?v=1`)).headers['cache-control']).toBe('private, no-cache');
  }, 120_000);
});

describe('fonts', () => {
  it('serves the design fonts as immutable TTF to anyone, and 404 for an unknown id', async () => {
    const font = await test.app.inject({ url: '/fonts/lora-400.ttf' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/ttf');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.readUInt32BE(0)).toBe(0x00010000);
    const unknown = await test.app.inject({ url: '/fonts/comic-sans.ttf' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Schrift gibt es nicht.');
    expect((await test.app.inject({ url: '/fonts/..%2Fpackage.json.ttf' })).statusCode).toBe(404);
  });
});
