import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../testing/books';
import { registeredUser } from '../../testing/tokens';
import { books } from '../books/schema';
import { users } from '../users/schema';
import { fileDeletions } from '../uploads/schema';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, renderingDeps, SELECTION, storedFiles, type TestAppWithFiles } from './test-books';
import type { PrintRenderer } from './ports';
import { bookRenderer } from './renderer';
import { createPageViewRendering, PAGE_VIEW_MAX_ATTEMPTS, PAGE_VIEW_WIDTH_PX } from './view-rendering';

let test: TestAppWithFiles;
let call: ReturnType<typeof calls>;
let anna: Awaited<ReturnType<typeof registeredUser>>;
let carl: Awaited<ReturnType<typeof registeredUser>>;

interface Views {
  pages: { pageNumber: number; pageId: string; url: string | null }[];
  pending: boolean;
}
const newBook = async (auth: Record<string, string>) => (await call(auth, 'POST', '/api/books', SELECTION)).json<{ pk: number }>().pk;
/** The book finished as finalizing leaves it (state 2): no longer editable, opened in the flip-through. */
const finish = (bookId: number) => test.database.db.update(books).set({ state: 2, finishedAt: new Date() }).where(eq(books.id, bookId));

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-page-views-');
  call = calls(test);
  anna = await registeredUser(test, 'Anna');
  carl = await registeredUser(test, 'Carl');
}, 60_000);
afterAll(() => test.close());

describe('page views of the flip-through', () => {
  it('are prepared on first asking, drawn about 1000 px wide once per look, and served to the owner only', async () => {
    const bookId = await newBook(anna.auth);
    const photoId = await readyPhoto(test, test.dataDir, anna.id);
    await editDocument(test, anna.auth, bookId, (document) => {
      document.spreads[0]!.pages[0]!.frames.push({ id: 'p', kind: 'photo', xMm: 20, yMm: 20, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
    });
    await finish(bookId);

    const first = await call(anna.auth, 'GET', `/api/books/${bookId}/views`);
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json<Views>();
    expect(before.pending).toBe(true);
    expect(before.pages.length).toBeGreaterThan(2);
    expect(before.pages.every((page) => page.url === null)).toBe(true);

    // The queue's worker (not started in tests); pages alike are drawn once, and nothing twice.
    const { rendered } = await test.app.print.views.renderBook(bookId);
    expect(rendered).toBeGreaterThanOrEqual(2);
    expect(rendered).toBeLessThanOrEqual(before.pages.length);
    expect((await test.app.print.views.renderBook(bookId)).rendered).toBe(0);

    const after = (await call(anna.auth, 'GET', `/api/books/${bookId}/views`)).json<Views>();
    expect(after.pending).toBe(false);
    expect(after.pages.map((page) => page.pageId)).toEqual(before.pages.map((page) => page.pageId));
    const photoPage = after.pages[0]!;
    expect(photoPage.url).toMatch(new RegExp(`^/api/books/${bookId}/views/[0-9a-f]{16}\\.jpg$`));
    expect(after.pages[1]!.url).not.toBe(photoPage.url);
    expect(after.pages.every((page) => page.url)).toBe(true);

    const image = await call(anna.auth, 'GET', photoPage.url!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect(width).toBe(PAGE_VIEW_WIDTH_PX);
    expect(height).toBeGreaterThan(width!);
    // The photo is on the page: far from a blank page's few colours.
    const { channels } = await sharp(image.rawPayload).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(10);

    for (const url of [`/api/books/${bookId}/views`, photoPage.url!]) {
      const foreign = await call(carl.auth, 'GET', url);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().message).toBe('Ihr Buch wurde nicht gefunden.');
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const unknown = await call(anna.auth, 'GET', `/api/books/${bookId}/views/0123456789abcdef.jpg`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Diese Seite wird noch vorbereitet\./);
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/views/zz.jpg`)).statusCode).toBe(400);
  }, 120_000);

  it('only the pages that changed are drawn again; looks no longer shown and a deleted book leave no file', async () => {
    const bookId = await newBook(anna.auth);
    await call(anna.auth, 'GET', `/api/books/${bookId}/views`);
    await test.app.print.views.renderBook(bookId);
    const files = () => storedFiles(test.dataDir, `book-views/${bookId}`);
    const drawn = files();
    expect(drawn.length).toBeGreaterThan(0);

    await editDocument(test, anna.auth, bookId, (document) => {
      document.spreads[1]!.pages[0]!.frames.push({ id: 'p', kind: 'photo', xMm: 20, yMm: 20, widthMm: 60, heightMm: 40, rotationDeg: 0, slotId: null, photoId: null, crop: { x: 0, y: 0, width: 1, height: 1 } } as never);
    });
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/views`)).json<Views>().pending).toBe(true);
    expect((await test.app.print.views.renderBook(bookId)).rendered).toBe(1);

    await call(anna.auth, 'DELETE', `/api/books/${bookId}`);
    const queued = (await test.database.db.select().from(fileDeletions)).map((row) => row.key);
    for (const key of files()) expect(queued).toContain(key);
  }, 120_000);
});

/**
 * A worker process's page-view rendering with a renderer of the test's own: it records the pages it
 * draws (a tiny JPEG each, no layout), waits at `gate` before drawing when given one, and fails for
 * the pages of `failing`.
 */
function worker(options: { gate?: Promise<void>; failing?: ReadonlySet<string> } = {}) {
  const drawn: string[] = [];
  const renderer: PrintRenderer = {
    ...bookRenderer,
    resources: async () => ({}) as never,
    async pageThumbnails(_document, _resources, _photos, { pageIds }) {
      await options.gate;
      const [pageId] = [...pageIds];
      if (options.failing?.has(pageId!)) throw new Error('this page cannot be drawn');
      drawn.push(pageId!);
      return [{ pageId: pageId!, pageNumber: 1, jpeg: await sharp({ create: { width: 4, height: 6, channels: 3, background: '#ffffff' } }).jpeg().toBuffer() }];
    },
  };
  return { rendering: createPageViewRendering(renderingDeps(test, renderer)), drawn };
}

const views = async (bookId: number) => (await call(anna.auth, 'GET', `/api/books/${bookId}/views`)).json<Views>();

describe('page views on several worker processes', () => {
  it('polling the view while pages are drawn sends the book’s job once, not once per poll', async () => {
    const bookId = await newBook(anna.auth);
    const sent: unknown[] = [];
    test.app.jobQueue.connect(async (name, data) => void (name === 'book-page-views' && sent.push(data)));
    try {
      for (let poll = 0; poll < 4; poll += 1) expect((await views(bookId)).pending).toBe(true);
    } finally {
      test.app.jobQueue.connect(null);
    }
    expect(sent).toEqual([{ bookId }]);
  });

  it('two workers drawing the same book at once draw each look once', async () => {
    const bookId = await newBook(anna.auth);
    const looks = new Set((await views(bookId)).pages.map((page) => page.pageId)).size;
    const [one, two] = [worker(), worker()];
    const [a, b] = await Promise.all([one.rendering.renderBook(bookId), two.rendering.renderBook(bookId)]);
    const drawn = [...one.drawn, ...two.drawn];
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(a.rendered + b.rendered).toBe(drawn.length);
    expect(drawn.length).toBeLessThanOrEqual(looks);
    expect((await views(bookId)).pending).toBe(false);
  });

  it('a rendering of an older version that ends after a newer one keeps the newer version’s looks', async () => {
    const bookId = await newBook(anna.auth);
    let release!: () => void;
    const older = worker({ gate: new Promise<void>((resolve) => (release = resolve)) });
    // The older worker read version 1 and waits at its first page…
    const olderRun = older.rendering.renderBook(bookId);
    // …while the book is saved with a changed page and a newer worker draws version 2 completely.
    await editDocument(test, anna.auth, bookId, (document) => {
      document.spreads[1]!.pages[0]!.frames.push({ id: 'p', kind: 'photo', xMm: 20, yMm: 20, widthMm: 60, heightMm: 40, rotationDeg: 0, slotId: null, photoId: null, crop: { x: 0, y: 0, width: 1, height: 1 } } as never);
    });
    const newer = worker();
    await newer.rendering.renderBook(bookId);
    release();
    await olderRun;
    const after = await views(bookId);
    expect(after.pending).toBe(false);
    expect(after.pages.every((page) => page.url)).toBe(true);
    for (const page of after.pages) expect((await call(anna.auth, 'GET', page.url!)).statusCode, page.url!).toBe(200);
  });

  it(`gives a page up after ${PAGE_VIEW_MAX_ATTEMPTS} failed drawings: no more tries on every poll, and the view stops waiting for it`, async () => {
    const bookId = await newBook(anna.auth);
    const broken = (await views(bookId)).pages[2]!.pageId;
    const failing = worker({ failing: new Set([broken]) });
    for (let attempt = 0; attempt < PAGE_VIEW_MAX_ATTEMPTS + 2; attempt += 1) await failing.rendering.renderBook(bookId);
    const after = await views(bookId);
    expect(after.pending).toBe(false);
    expect(after.pages.find((page) => page.pageId === broken)?.url).toBeNull();
    // The other looks are drawn (pages alike the broken one share its look, and its fate).
    expect(after.pages.filter((page) => page.url).length).toBeGreaterThan(0);
    // A worker that could draw it now still leaves it alone until the page changes.
    const healthy = worker();
    await healthy.rendering.renderBook(bookId);
    expect(healthy.drawn).toEqual([]);
  });
});

describe('page views: who may look, and how often', () => {
  it('a colleague in the company’s view gets a company book’s pages; the list is rate-limited per person (429 in German)', async () => {
    const erika = await registeredUser(test, 'Erika2');
    const jonas = await registeredUser(test, 'Jonas2');
    await companyWithStaff(test, { id: 'c-herbst', name: 'Bestattungen Herbst' }, [erika, jonas]);
    const bookId = await newBook(erika.auth);
    await test.app.print.views.renderBook(bookId);
    const seen = await call(jonas.auth, 'GET', `/api/books/${bookId}/views`);
    expect(seen.statusCode).toBe(200);
    const firstPage = seen.json<Views>().pages[0]!;
    expect((await call(jonas.auth, 'GET', firstPage.url!)).statusCode).toBe(200);

    // Polling is counted per person: a loop is stopped, and others are not held back by it.
    const looper = await registeredUser(test, 'Schleife');
    let limited;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      limited = await call(looper.auth, 'GET', `/api/books/${bookId}/views`);
      if (limited.statusCode === 429) break;
      expect(limited.statusCode).toBe(404);
    }
    expect(limited!.statusCode).toBe(429);
    expect(limited!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Zu viele Anfragen\. Bitte versuchen Sie es in .+ erneut\.$/) });
    expect((await call(erika.auth, 'GET', `/api/books/${bookId}/views`)).statusCode).toBe(200);
  }, 60_000);
});

describe('the proof (Vorschau) is its owner’s', () => {
  it('the owner and a trial user on their own book get the PDF; another person 404', async () => {
    const bookId = await newBook(anna.auth);
    const own = await call(anna.auth, 'GET', `/api/books/${bookId}/proof.pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Saved under the book's name (SELECTION: 'Für Opa Heinz'), umlauts through filename*.
    expect(own.headers['content-disposition']).toBe(`inline; filename="Fuer Opa Heinz - Vorschau.pdf"; filename*=UTF-8''F%C3%BCr%20Opa%20Heinz%20%E2%80%93%20Vorschau.pdf`);
    expect(execFileSync('pdfinfo', ['-'], { input: own.rawPayload, encoding: 'utf8' })).toMatch(/Pages:\s+\d+/);

    const foreign = await call(carl.auth, 'GET', `/api/books/${bookId}/proof.pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Ihr Buch wurde nicht gefunden.');

    const trial = await registeredUser(test, 'Probe');
    await test.database.db.update(users).set({ isTemporary: true }).where(eq(users.id, trial.id));
    const trialBook = await newBook(trial.auth);
    expect((await call(trial.auth, 'GET', `/api/books/${trialBook}/proof.pdf`)).statusCode).toBe(200);
    expect((await call(trial.auth, 'GET', `/api/books/${bookId}/proof.pdf`)).statusCode).toBe(404);
  }, 120_000);

  it('a company book is the company’s: colleagues in its view get it; a colleague outside the view, or another company, 404; an employee’s private book stays private', async () => {
    const erika = await registeredUser(test, 'Erika');
    const jonas = await registeredUser(test, 'Jonas');
    const other = await registeredUser(test, 'Otto');
    // Erika's private book, made before she works in the company's view.
    const privateBook = await newBook(erika.auth);
    await companyWithStaff(test, { id: 'c-sommer', name: 'Bestattungen Sommer' }, [erika, jonas]);
    await companyWithStaff(test, { id: 'c-winter', name: 'Bestattungen Winter' }, [other]);
    const companyBook = await newBook(erika.auth);

    expect((await call(erika.auth, 'GET', `/api/books/${companyBook}/proof.pdf`)).statusCode).toBe(200);
    expect((await call(jonas.auth, 'GET', `/api/books/${companyBook}/proof.pdf`)).statusCode).toBe(200);
    expect((await call(other.auth, 'GET', `/api/books/${companyBook}/proof.pdf`)).statusCode).toBe(404);
    expect((await call(jonas.auth, 'GET', `/api/books/${privateBook}/proof.pdf`)).statusCode).toBe(404);
    expect((await call(erika.auth, 'GET', `/api/books/${privateBook}/proof.pdf`)).statusCode).toBe(404);

    await test.database.db.update(users).set({ actsForCompany: false }).where(eq(users.id, jonas.id));
    expect((await call(jonas.auth, 'GET', `/api/books/${companyBook}/proof.pdf`)).statusCode).toBe(404);
  }, 120_000);
});
