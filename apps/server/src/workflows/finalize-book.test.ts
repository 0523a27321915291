import type { BookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksRepository } from '../modules/books/repository';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, SELECTION, type TestAppWithFiles } from '../modules/print/test-books';
import { users } from '../modules/users/schema';
import { registeredUser } from '../testing/tokens';

let test: TestAppWithFiles;
let call: ReturnType<typeof calls>;
let anna: Awaited<ReturnType<typeof registeredUser>>;
let carl: Awaited<ReturnType<typeof registeredUser>>;
let photoId: string;

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-finalize-');
  call = calls(test);
  anna = await registeredUser(test, 'Anna');
  carl = await registeredUser(test, 'Carl');
  photoId = await readyPhoto(test, test.dataDir, anna.id);
}, 60_000);
afterAll(() => test.close());

type Person = typeof anna;

/** A new book of the person and the finalize body the editor sends for it (productCode and jobId from GET editinfo). */
async function newBook(person: Person = anna) {
  const bookId = (await call(person.auth, 'POST', '/api/books', SELECTION)).json<{ pk: number }>().pk;
  const info = (await call(person.auth, 'GET', `/api/books/editinfo/${bookId}`)).json<{ productCode: string; projectId: string }>();
  const document = (await call(person.auth, 'GET', `/api/books/${bookId}/document`)).json<BookDocument>();
  const pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
  return { bookId, body: { userId: person.id, productCode: info.productCode, jobId: info.projectId, pageCount } };
}

const finalize = (body: unknown, person: Person = anna) => call(person.auth, 'POST', '/api/books/finalize', body);
const listed = async (bookId: number, person: Person = anna) => (await call(person.auth, 'GET', '/api/books')).json<{ pk: number; state: number; isEditable: boolean; orderableUntil: string | null; isTemplate: boolean }[]>().find((book) => book.pk === bookId);

/** Puts the photo on page 1 in a 120 × 90 mm frame, showing `crop` of it: the whole 1200 px photo is 254 dpi, a third of it 84 dpi. */
const placePhoto = (bookId: number, part: number) =>
  editDocument(test, anna.auth, bookId, (document) => {
    const page = document.spreads[0]!.pages[0]!;
    page.frames = page.frames.filter((frame) => frame.id !== 'test-photo');
    page.frames.push({ id: 'test-photo', kind: 'photo', xMm: 30, yMm: 40, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: part, height: part } });
  });

describe('POST /api/books/finalize', () => {
  it('refuses a book with a photo too blurred to print (409 with the problems), and finishes it once fixed: state 2, not editable, in the basket, print files asked for', async () => {
    const { bookId, body } = await newBook();
    await placePhoto(bookId, 1 / 3);
    const blocked = await finalize(body);
    expect(blocked.statusCode).toBe(409);
    const answer = blocked.json<{ code: string; message: string; problems: { code: string; severity: string; pageNumber: number | null; frameId: string | null; effectiveDpi?: number }[] }>();
    expect(answer).toMatchObject({ code: 'PREFLIGHT_BLOCKED', message: expect.stringContaining('Editor') });
    expect(answer.problems).toContainEqual(expect.objectContaining({ code: 'PHOTO_RESOLUTION_BLOCK', severity: 'block', pageNumber: 1, frameId: 'test-photo', effectiveDpi: 84 }));
    // The new book's empty frames come along as warnings: they alone would not have blocked.
    expect(answer.problems.filter((problem) => problem.severity === 'block')).toHaveLength(1);
    expect(await listed(bookId)).toMatchObject({ state: 1, isEditable: true });
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: 'none' });

    await placePhoto(bookId, 1);
    const done = await finalize(body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ bookId, state: 2 });

    const book = await listed(bookId);
    expect(book).toMatchObject({ state: 2, isEditable: false, isTemplate: false });
    // Cart-eligible (SPEC.md section 4): finished, and orderable from now on.
    expect(Date.parse(book!.orderableUntil!)).toBeGreaterThan(Date.now());
    expect((await call(anna.auth, 'GET', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: expect.stringMatching(/^(queued|rendering|done)$/) });
    // 'Fertige Bücher' shows the book's own rendered cover.
    await test.app.print.previews.processPending({ minAgeSeconds: 0 });
    expect((await call(anna.auth, 'GET', '/api/books')).json<{ pk: number; previewImageUrl: string }[]>().find((entry) => entry.pk === bookId)?.previewImageUrl).toMatch(new RegExp(`^/api/books/${bookId}/preview\\.jpg`));

    // No longer editable: a save of the document is refused as for every book that is not.
    const current = await call(anna.auth, 'GET', `/api/books/${bookId}/document`);
    const save = await call(anna.auth, 'PUT', `/api/books/${bookId}/document`, current.json(), { 'if-match': current.headers.etag as string });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ code: 'BOOK_NOT_EDITABLE' });
    // Finishing it twice is refused.
    const again = await finalize(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOK_NOT_FINISHABLE', message: expect.stringContaining('bereits fertiggestellt') });
  }, 60_000);

  it("answers 404 for another person's book, and 403 when the body names someone else than the caller", async () => {
    const { bookId, body } = await newBook();
    const foreign = await finalize({ ...body, userId: carl.id }, carl);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'BOOK_NOT_FOUND', message: 'Ihr Buch wurde nicht gefunden.' });
    const inAnnasName = await finalize(body, carl);
    expect(inAnnasName.statusCode).toBe(403);
    expect(inAnnasName.json()).toMatchObject({ code: 'NOT_THE_CALLER', message: expect.stringContaining('als Sie selbst') });
    expect(await listed(bookId)).toMatchObject({ state: 1 });
  });

  it('refuses a product or page count other than the stored document’s (409): the book changed since the editor showed it', async () => {
    const { bookId, body } = await newBook();
    for (const stale of [{ ...body, productCode: 'EB-F2-P3' }, { ...body, pageCount: body.pageCount + 2 }]) {
      const response = await finalize(stale);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BOOK_CHANGED', message: expect.stringContaining('inzwischen geändert') });
    }
    expect(await listed(bookId)).toMatchObject({ state: 1 });
  });

  it('answers 400 in German for a body it cannot read, and 401 without sign-in', async () => {
    const { body } = await newBook();
    const cases: [unknown, string][] = [
      [{ ...body, jobId: 'book-abc' }, 'Die Angabe des Buches ist ungültig.'],
      [{ ...body, jobId: 17 }, 'Die Angabe des Buches ist ungültig.'],
      // Beyond the database's integer: no book has such an id (was a 500).
      [{ ...body, jobId: 'book-2147483648' }, 'Die Angabe des Buches ist ungültig.'],
      [{ ...body, jobId: 'book-9999999999' }, 'Die Angabe des Buches ist ungültig.'],
      [{ ...body, productCode: 'irgendwas' }, 'Die Produktangabe des Buches ist ungültig.'],
      [{ ...body, pageCount: 2.5 }, 'Die Seitenzahl muss eine ganze Zahl zwischen 1 und 999 sein.'],
      [{ ...body, userId: '' }, 'Bitte geben Sie an, wer das Buch fertigstellt.'],
      [{ productCode: body.productCode, jobId: body.jobId, pageCount: body.pageCount }, 'Bitte geben Sie an, wer das Buch fertigstellt.'],
      [[body], 'Bitte senden Sie die Angaben zum Fertigstellen als JSON-Objekt.'],
    ];
    for (const [payload, message] of cases) {
      const response = await finalize(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    // A book id that does not exist is nobody's: 404 like another person's.
    expect((await finalize({ ...body, jobId: 'book-2147483000' })).statusCode).toBe(404);
    expect((await call({}, 'POST', '/api/books/finalize', body)).statusCode).toBe(401);
  });

  it('lets a trial user finish a book but asks for no print files for them (ordering needs registration)', async () => {
    const trial = await registeredUser(test, 'Probe');
    await test.database.db.update(users).set({ isTemporary: true }).where(eq(users.id, trial.id));
    const { bookId, body } = await newBook(trial);
    const done = await finalize(body, trial);
    expect(done.statusCode, done.body).toBe(200);
    expect(await listed(bookId, trial)).toMatchObject({ state: 2, isEditable: false });
    // No print files asked for: the order renders them later, once the person registered.
    expect((await call(trial.auth, 'GET', `/api/books/${bookId}/print`)).json()).toMatchObject({ state: 'none' });
  });

  it('never finishes a template (it serves many books)', async () => {
    await test.database.db.update(users).set({ isMortician: true, maxTemplates: 2 }).where(eq(users.id, carl.id));
    const { bookId } = await newBook(carl);
    const templateId = (await call(carl.auth, 'GET', `/api/books/create-template-from-book/${bookId}`)).json<{ pk: number }>().pk;
    const info = (await call(carl.auth, 'GET', `/api/books/editinfo/${templateId}`)).json<{ productCode: string; projectId: string }>();
    const response = await finalize({ userId: carl.id, productCode: info.productCode, jobId: info.projectId, pageCount: 20 }, carl);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'BOOK_IS_TEMPLATE' });
    expect(await listed(templateId, carl)).toMatchObject({ state: 1, isTemplate: true });
  });

  it('finishes only the version it checked: a save in between wins, and a save after it is refused', async () => {
    const { bookId } = await newBook();
    const repository = createBooksRepository(test.database.db);
    const scope = { userId: anna.id, companyId: null };
    const checked = (await repository.documentVersionOf(bookId))!;
    // A save lands after the check: finishing the checked version changes nothing.
    const saved = await placePhoto(bookId, 1);
    expect(await repository.finish(scope, bookId, { expectedVersion: checked, now: new Date() })).toBeUndefined();
    expect(await listed(bookId)).toMatchObject({ state: 1 });
    // The saved version itself can be finished; from then on no save goes in.
    expect(await repository.finish(scope, bookId, { expectedVersion: saved, now: new Date() })).toMatchObject({ state: 2 });
    const current = await call(anna.auth, 'GET', `/api/books/${bookId}/document`);
    expect((await call(anna.auth, 'PUT', `/api/books/${bookId}/document`, current.json(), { 'if-match': current.headers.etag as string })).statusCode).toBe(403);
  });
});
