import type { BookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../modules/books/schema';
import { calls, createTestAppWithFiles, editDocument, readyPhoto, type TestAppWithFiles } from '../modules/print/test-books';
import { photos } from '../modules/uploads/schema';
import { users } from '../modules/users/schema';
import { companyWithStaff, createBookAs, readBookDocument, type Person } from '../testing/books';
import { registeredUser } from '../testing/tokens';
import { FINALIZE_LIMIT } from './finalize-book-routes';

let test: TestAppWithFiles;
let call: ReturnType<typeof calls>;

beforeAll(async () => {
  test = await createTestAppWithFiles('eb-finalize-access-');
  call = calls(test);
}, 60_000);
afterAll(() => test.close());

/** The finalize body the editor sends for the book as `person` sees it (productCode and jobId from GET editinfo). */
async function bodyFor(person: Person, bookId: number) {
  const info = (await call(person.auth, 'GET', `/api/books/editinfo/${bookId}`)).json<{ productCode: string; projectId: string }>();
  const { document } = await readBookDocument(test, bookId, person.auth);
  const pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
  return { userId: person.id, productCode: info.productCode, jobId: info.projectId, pageCount };
}

const finalize = (person: Person, body: unknown) => call(person.auth, 'POST', '/api/books/finalize', body);
const stateOf = async (bookId: number) => (await test.database.db.select({ state: books.state }).from(books).where(eq(books.id, bookId)))[0]?.state;

/** Puts the photo whole into a 120 × 90 mm frame on page 1 (254 dpi: nothing to complain about). */
const placePhoto = (person: Person, bookId: number, photoId: string) =>
  editDocument(test, person.auth, bookId, (document: BookDocument) => {
    document.spreads[0]!.pages[0]!.frames.push({ id: 'test-photo', kind: 'photo', xMm: 30, yMm: 40, widthMm: 120, heightMm: 90, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
  });

describe('POST /api/books/finalize: who may finish which book', () => {
  it('a colleague in the company’s view finishes a company book; a colleague outside the view gets 404', async () => {
    const erika = await registeredUser(test, 'Erika');
    const jonas = await registeredUser(test, 'Jonas');
    const lena = await registeredUser(test, 'Lena');
    await companyWithStaff(test, { id: 'c-sommer', name: 'Bestattungen Sommer' }, [erika, jonas, lena]);
    const first = await createBookAs(test, erika.auth);
    const second = await createBookAs(test, erika.auth);

    const byColleague = await finalize(jonas, await bodyFor(jonas, first));
    expect(byColleague.statusCode, byColleague.body).toBe(200);
    expect(byColleague.json()).toEqual({ bookId: first, state: 2 });
    expect(await stateOf(first)).toBe(2);

    const body = await bodyFor(lena, second);
    await test.database.db.update(users).set({ actsForCompany: false }).where(eq(users.id, lena.id));
    const outside = await finalize(lena, body);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ code: 'BOOK_NOT_FOUND', message: 'Ihr Buch wurde nicht gefunden.' });
    expect(await stateOf(second)).toBe(1);
  });

  it('refuses an ordered book (409), a book whose photos are still being processed (409), and a book whose photo was deleted (409 with MISSING_PHOTO)', async () => {
    const anna = await registeredUser(test, 'Anna');
    const ordered = await createBookAs(test, anna.auth);
    const orderedBody = await bodyFor(anna, ordered);
    await test.database.db.update(books).set({ state: 3 }).where(eq(books.id, ordered));
    const refused = await finalize(anna, orderedBody);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BOOK_NOT_FINISHABLE', message: expect.stringContaining('bestellt') });
    expect(await stateOf(ordered)).toBe(3);

    const processingBook = await createBookAs(test, anna.auth);
    const processing = await readyPhoto(test, test.dataDir, anna.id);
    await placePhoto(anna, processingBook, processing);
    await test.database.db.update(photos).set({ status: 'processing' }).where(eq(photos.id, processing));
    const waiting = await finalize(anna, await bodyFor(anna, processingBook));
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ code: 'PHOTOS_PROCESSING', message: expect.stringContaining('noch verarbeitet') });
    expect(await stateOf(processingBook)).toBe(1);

    const missingBook = await createBookAs(test, anna.auth);
    const gone = await readyPhoto(test, test.dataDir, anna.id);
    await placePhoto(anna, missingBook, gone);
    // Gone from the uploads (the photo's row and files), the document still names it.
    await test.database.db.delete(photos).where(eq(photos.id, gone));
    const blocked = await finalize(anna, await bodyFor(anna, missingBook));
    expect(blocked.statusCode).toBe(409);
    const answer = blocked.json<{ code: string; problems: { code: string; severity: string; frameId: string | null; pageNumber: number | null }[] }>();
    expect(answer.code).toBe('PREFLIGHT_BLOCKED');
    expect(answer.problems).toContainEqual(expect.objectContaining({ code: 'MISSING_PHOTO', severity: 'block', frameId: 'test-photo', pageNumber: 1 }));
    expect(await stateOf(missingBook)).toBe(1);
  });

  it(`counts finalizes per person: after ${FINALIZE_LIMIT.max} in the window the next is 429 in German`, async () => {
    const otto = await registeredUser(test, 'Otto');
    const bookId = await createBookAs(test, otto.auth);
    // Cheap refusals (someone else's name) count as much as checks: the limit guards the route.
    const body = { ...(await bodyFor(otto, bookId)), userId: 'someone-else' };
    for (let attempt = 0; attempt < FINALIZE_LIMIT.max; attempt += 1) expect((await finalize(otto, body)).statusCode).toBe(403);
    const limited = await finalize(otto, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Zu viele Anfragen\. Bitte versuchen Sie es in .+ erneut\.$/) });
    // Another person is not held back by Otto's tries.
    const paula = await registeredUser(test, 'Paula');
    expect((await finalize(paula, await bodyFor(paula, await createBookAs(test, paula.auth)))).statusCode).toBe(200);
  });
});
