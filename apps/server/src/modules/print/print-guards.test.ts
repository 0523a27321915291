import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { BookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../lib/file-storage';
import { registeredUser } from '../../testing/tokens';
import { booksForPrint } from '../books';
import { createJobQueue } from '../jobs/job-queue';
import { createPhotoFiles } from '../uploads/photo-files';
import { fileDeletions, photos } from '../uploads/schema';
import { users } from '../users/schema';
import type { PrintRenderer, PrintRenderInput } from './ports';
import { PRINT_RENDER_JOB, createPrintRendering } from './print-rendering';
import { printFileKey, printFolder } from './print-keys';
import { createPrintRepository } from './print-repository';
import { createPreviewRepository } from './preview-repository';
import { createProofRendering, MAX_PROOFS_AT_ONCE, ProofBusyError } from './proof';
import { bookRenderer } from './renderer';
import { bookPreviews, printRenders } from './schema';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, renderingDeps, SELECTION, storedFiles, type Auth, type TestAppWithFiles } from './test-books';

let test: TestAppWithFiles;
let dataDir: string;
let call: ReturnType<typeof calls>;
let anna: { id: string; auth: Auth };

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-print-guards-');
  dataDir = test.dataDir;
  call = calls(test);
  anna = await registeredUser(test, 'Anna');
}, 60_000);
afterAll(() => test.close());

const newBook = async (auth: Auth = anna.auth) => (await call(auth, 'POST', '/api/books', SELECTION)).json<{ pk: number }>().pk;
const rowOf = async (bookId: number) => (await test.database.db.select().from(printRenders).where(eq(printRenders.bookId, bookId)))[0]!;
const withPhoto = (photoId: string, frameId = 'p') => (document: BookDocument) => {
  document.spreads[0]!.pages[0]!.frames.push({ id: frameId, kind: 'photo', xMm: 20, yMm: 20, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
};
/** Promise.withResolvers (Node 22) for Node 20. */
function resolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

/** A renderer that draws `pages` pages, one per turn of `step`, stopping (AbortError) when its signal aborts. */
function countingRenderer(pages: number, step: (page: number, input: PrintRenderInput) => Promise<void>) {
  const drawn = { pages: 0, signals: [] as AbortSignal[] };
  const draw = async (input: PrintRenderInput, out: NodeJS.WritableStream) => {
    if (input.signal) drawn.signals.push(input.signal);
    for (let page = 1; page <= pages; page++) {
      await step(page, input);
      if (input.signal?.aborted) throw abortError();
      drawn.pages += 1;
      input.onPage?.(page, pages);
    }
    out.end('%PDF-1.7\n');
    return { pageCount: pages };
  };
  const renderer: PrintRenderer = { ...bookRenderer, innerPdf: draw, coverPdf: draw };
  return { renderer, drawn };
}

function renderingWith(renderer: PrintRenderer, queue = createJobQueue(test.app.log)) {
  return createPrintRendering(renderingDeps(test, renderer, queue));
}

describe('proof', () => {
  it(`draws at most ${MAX_PROOFS_AT_ONCE} at once; one more gets 503 in German with Retry-After`, async () => {
    const bookId = await newBook();
    const gate = resolvers();
    const started: number[] = [];
    const original = bookRenderer.innerPdf;
    // The renderer of the app's proofs, held at its first page until the test lets it go.
    bookRenderer.innerPdf = async (input, out) => {
      started.push(1);
      await gate.promise;
      return original(input, out);
    };
    try {
      const running = Array.from({ length: MAX_PROOFS_AT_ONCE }, () => call(anna.auth, 'GET', `/api/books/${bookId}/proof.pdf`));
      while (started.length < MAX_PROOFS_AT_ONCE) await new Promise((resolve) => setImmediate(resolve));
      const refused = await call(anna.auth, 'GET', `/api/books/${bookId}/proof.pdf`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json().message).toBe('Gerade werden viele Vorschauen erstellt. Bitte versuchen Sie es in einem Moment noch einmal.');
      gate.resolve();
      for (const answer of await Promise.all(running)) expect(answer.statusCode).toBe(200);
      // The slots are free again.
      expect((await call(anna.auth, 'GET', `/api/books/${bookId}/proof.pdf`)).statusCode).toBe(200);
    } finally {
      bookRenderer.innerPdf = original;
    }
  }, 120_000);

  it('stops drawing when the download is closed, and frees its slot', async () => {
    const bookId = await newBook();
    const aborted = resolvers();
    const { renderer, drawn } = countingRenderer(40, async (page, input) => {
      if (page === 3) {
        input.signal?.addEventListener('abort', () => aborted.resolve(), { once: true });
        await aborted.promise;
      }
    });
    const proof = createProofRendering({ books: booksForPrint(test.database.db) as never, photos: createPhotoFiles({ db: test.database.db, files: createFileStorage({ DATA_DIR: dataDir }) }), renderer, assetRoot: test.config.DESIGN_ASSETS_DIR, log: test.app.log, maxAtOnce: 1 });
    const stream = (await proof.render(bookId))!;
    stream.resume();
    // The browser goes away: Fastify destroys the stream it was sending.
    while (drawn.pages < 2) await new Promise((resolve) => setImmediate(resolve));
    stream.destroy();
    await aborted.promise;
    expect(drawn.signals[0]?.aborted).toBe(true);
    expect(drawn.pages).toBe(2);
    // Its one slot is free for the next proof.
    const next = (await proof.render(bookId))!;
    next.destroy();
    await once(next, 'close');
    // And an aborted request signal stops it the same way.
    const closed = new AbortController();
    const third = (await proof.render(bookId, closed.signal))!;
    closed.abort();
    expect(drawn.signals.at(-1)?.aborted).toBe(true);
    third.destroy();
    await once(third, 'close');
    const fourth = await proof.render(bookId);
    expect(fourth).toBeTruthy();
    fourth!.destroy();
  });

  it('is refused beyond the slots by the rendering itself too', async () => {
    const bookId = await newBook();
    const { renderer } = countingRenderer(2, () => new Promise(() => undefined));
    const proof = createProofRendering({ books: booksForPrint(test.database.db) as never, photos: createPhotoFiles({ db: test.database.db, files: createFileStorage({ DATA_DIR: dataDir }) }), renderer, assetRoot: test.config.DESIGN_ASSETS_DIR, log: test.app.log, maxAtOnce: 1 });
    const first = (await proof.render(bookId))!;
    await expect(proof.render(bookId)).rejects.toBeInstanceOf(ProofBusyError);
    first.destroy();
  });
});

describe('trial users', () => {
  it('get a proof, but no print files: 403 in German', async () => {
    const trial = await registeredUser(test, 'Probe');
    await test.database.db.update(users).set({ isTemporary: true }).where(eq(users.id, trial.id));
    const bookId = await newBook(trial.auth);
    for (const [method, url] of [
      ['POST', `/api/books/${bookId}/print`],
      ['GET', `/api/books/${bookId}/print/inner.pdf`],
      ['GET', `/api/books/${bookId}/print/cover.pdf`],
    ] as const) {
      const answer = await call(trial.auth, method, url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toMatch(/^Druckdateien gibt es für registrierte Kundinnen und Kunden\./);
    }
    expect(await rowOf(bookId)).toBeUndefined();
    expect((await call(trial.auth, 'GET', `/api/books/${bookId}/proof.pdf`)).statusCode).toBe(200);
    // Another person still learns nothing about the book.
    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).statusCode).toBe(404);
  }, 60_000);
});

describe('photos of the document', () => {
  it('still processing: the request waits, queued; gone: it fails and says how many', async () => {
    const bookId = await newBook();
    const first = await readyPhoto(test, dataDir, anna.id);
    const second = await readyPhoto(test, dataDir, anna.id);
    await editDocument(test, anna.auth, bookId, (document) => {
      withPhoto(first, 'a')(document);
      withPhoto(second, 'b')(document);
    });
    await test.database.db.update(photos).set({ status: 'processing' }).where(eq(photos.id, first));
    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).statusCode).toBe(202);
    await test.app.print.files.processPending();
    expect(await rowOf(bookId)).toMatchObject({ state: 'queued', attempts: 0, lease: null });
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/print`)).json().state).toBe('queued');

    // Both photos gone (not through the app, which refuses to remove a photo in use).
    await test.database.db.delete(photos).where(eq(photos.id, first));
    await test.database.db.delete(photos).where(eq(photos.id, second));
    await test.database.db.update(printRenders).set({ leaseUntil: null }).where(eq(printRenders.bookId, bookId));
    await test.app.print.files.processPending();
    const status = (await call(anna.auth, 'GET', `/api/books/${bookId}/print`)).json();
    expect(status).toMatchObject({ state: 'failed' });
    expect(status.message).toBe('Die Druckdateien konnten nicht erstellt werden: 2 Fotos des Buches sind nicht mehr vorhanden. Bitte setzen Sie an ihrer Stelle andere ein.');
    expect(status.files).toBeUndefined();
  }, 120_000);

  it('done files tell of text that did not fit and photos below 300 dpi', async () => {
    const bookId = await newBook();
    const photoId = await readyPhoto(test, dataDir, anna.id);
    await editDocument(test, anna.auth, bookId, (document) => {
      // 1200 px across 120 mm: about 254 dpi.
      withPhoto(photoId)(document);
      const title = document.cover.front.frames.find((frame) => frame.kind === 'text');
      if (title?.kind === 'text') title.text = Array.from({ length: 60 }, () => 'In Liebe und Dankbarkeit').join(' ');
    });
    expect((await call(anna.auth, 'POST', `/api/books/${bookId}/print`)).statusCode).toBe(202);
    await test.app.print.files.processPending();
    const status = (await call(anna.auth, 'GET', `/api/books/${bookId}/print`)).json();
    expect(status.state).toBe('done');
    expect(status.warnings).toEqual({ overflowFrames: 1, lowResolutionPhotos: 1 });
  }, 120_000);
});

describe('the every-minute sweep', () => {
  it('renders nothing itself: it sends the waiting request’s job again', async () => {
    const bookId = await newBook();
    const sent: { name: string; data: object }[] = [];
    const queue = createJobQueue(test.app.log);
    const { renderer, drawn } = countingRenderer(2, async () => undefined);
    const rendering = renderingWith(renderer, queue);
    queue.connect(async (name, data) => void sent.push({ name, data }));
    await rendering.request(bookId, 1);
    sent.length = 0;
    await test.database.db.update(printRenders).set({ requestedAt: new Date(Date.now() - 5 * 60_000) }).where(eq(printRenders.bookId, bookId));
    await rendering.sweep();
    expect(sent).toContainEqual({ name: PRINT_RENDER_JOB, data: { bookId } });
    expect(drawn.pages).toBe(0);
    expect(await rowOf(bookId)).toMatchObject({ state: 'queued', lease: null });
    // The app's scheduled sweeps are these.
    const scheduled = test.app.scheduledJobs.map((job) => job.name);
    expect(scheduled).toEqual(expect.arrayContaining(['print-render-sweep', 'book-preview-sweep']));
  });

  it('asks for the preview of a book whose save never reached the preview (a crash after the commit)', async () => {
    const bookId = await newBook();
    const version = await editDocument(test, anna.auth, bookId, (document) => {
      const title = document.cover.front.frames.find((frame) => frame.kind === 'text');
      if (title?.kind === 'text') title.text = 'Nach dem Absturz';
    });
    // As if the process had stopped before the hook: the preview never heard of the book.
    await test.database.db.delete(bookPreviews).where(eq(bookPreviews.bookId, bookId));
    const sent: object[] = [];
    test.app.jobQueue.connect(async (_name, data) => void sent.push(data));
    try {
      await test.app.scheduledJobs.find((job) => job.name === 'book-preview-sweep')!.run();
    } finally {
      test.app.jobQueue.connect(null);
    }
    expect(sent).toContainEqual({ bookId });
    expect(await createPreviewRepository(test.database.db).find(bookId)).toMatchObject({ wantedVersion: version, renderedVersion: null });
    await test.app.print.previews.processPending();
    expect(await createPreviewRepository(test.database.db).find(bookId)).toMatchObject({ renderedVersion: version });
  }, 120_000);
});

describe('a rendering whose claim a newer request took', () => {
  it('stops drawing (the signal aborts) and keeps no file', async () => {
    const bookId = await newBook();
    const aborted = resolvers();
    const { renderer, drawn } = countingRenderer(30, async (page, input) => {
      if (page === 4) {
        // A newer request takes the claim meanwhile.
        await test.database.db.update(printRenders).set({ lease: randomUUID() }).where(eq(printRenders.bookId, bookId));
      }
      if (page === 6) {
        input.signal?.addEventListener('abort', () => aborted.resolve(), { once: true });
        // Without the abort this waits until the test's time is up: a failure.
        if (!input.signal?.aborted) await aborted.promise;
      }
    });
    const rendering = renderingWith(renderer);
    // Only this book's request waits (processPending takes every one).
    await test.database.db.delete(printRenders);
    await rendering.request(bookId, 1);
    await rendering.processPending();
    expect(drawn.signals[0]?.aborted).toBe(true);
    // Stopped around the page where the claim went (when exactly depends on the progress writes), far from all 30.
    expect(drawn.pages).toBeGreaterThanOrEqual(3);
    expect(drawn.pages).toBeLessThanOrEqual(5);
    expect(storedFiles(dataDir, `print/${bookId}`)).toEqual([]);
  }, 30_000);
});

describe('files of a worker that died between upload and finish', () => {
  it('are queued for removal by the next claim; the finished files stay', async () => {
    const bookId = await newBook();
    const renders = createPrintRepository(test.database.db);
    await renders.request(bookId, 1);
    const dead = randomUUID();
    await renders.claim(dead, { bookId, leaseSeconds: 60 });
    const folder = printFolder(bookId, 1, dead);
    expect(await renders.startRendering(bookId, dead, { version: 1, pagesTotal: 21, leaseSeconds: 60, pendingKey: folder })).toBe(true);
    const files = createFileStorage({ DATA_DIR: dataDir });
    for (const file of ['inner', 'cover'] as const) await files.put(printFileKey(folder, file), Buffer.from('%PDF-1.7\n'), { contentType: 'application/pdf' });
    // The worker is gone; its claim runs out and the next one renders.
    await test.database.db.update(printRenders).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(printRenders.bookId, bookId));
    await test.app.print.files.processPending();
    const row = await rowOf(bookId);
    expect(row).toMatchObject({ state: 'done', pendingKey: null });
    const queued = (await test.database.db.select().from(fileDeletions)).map((entry) => entry.key);
    expect(queued).toEqual(expect.arrayContaining([printFileKey(folder, 'inner'), printFileKey(folder, 'cover')]));
    expect(queued.filter((key) => key.startsWith(`${row.filesKey}/`))).toEqual([]);
    await test.app.scheduledJobs.find((job) => job.name === 'file-deletions')!.run();
    expect(storedFiles(dataDir, `print/${bookId}`)).toEqual([printFileKey(row.filesKey!, 'cover'), printFileKey(row.filesKey!, 'inner')]);
  }, 120_000);

  it('of a preview: the keys it may write are queued by the next claim', async () => {
    const bookId = await newBook();
    const previews = createPreviewRepository(test.database.db);
    await previews.want(bookId, 1);
    const dead = randomUUID();
    await previews.claim(dead, { bookId, leaseSeconds: 60 });
    const key = `book-previews/${bookId}/1-dead.jpg`;
    expect(await previews.setPending(bookId, dead, [key])).toBe(true);
    await createFileStorage({ DATA_DIR: dataDir }).put(key, Buffer.from([0xff, 0xd8]), { contentType: 'image/jpeg' });
    await test.database.db.update(bookPreviews).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(bookPreviews.bookId, bookId));
    await test.database.db.update(bookPreviews).set({ updatedAt: new Date(Date.now() - 1000) }).where(eq(bookPreviews.bookId, bookId));
    await test.app.print.previews.processPending();
    expect((await test.database.db.select().from(fileDeletions)).map((entry) => entry.key)).toContain(key);
    const row = await previews.find(bookId);
    expect(row).toMatchObject({ renderedVersion: 1, pendingKeys: null });
    // The rendered cover preview is not queued.
    expect((await test.database.db.select().from(fileDeletions)).map((entry) => entry.key)).not.toContain(row!.imageKey);
  }, 120_000);
});
