import { randomBytes, randomUUID } from 'node:crypto';
import { ASSISTANT_MESSAGES, type AssistantResponse } from '@eb/api-contract';
import { bookDocumentSchema, photoIdsOf, type BookDocument } from '@eb/book-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../modules/books/schema';
import { MEMORIAL_PAGE_SEEDS } from '../modules/memorial-pages/seed-pages';
import { photos } from '../modules/uploads/schema';
import { BOOK_SELECTION, companyWithStaff, createBookAs, readBookDocument, type Auth, type Person } from '../testing/books';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registeredUser } from '../testing/tokens';
import { ASSISTANT_LIMIT } from './book-assistant-routes';

let test: TestApp;
let family: Person;
let stranger: Person;
let empty: Person;
let familyPhotos: string[] = [];
const [seedPage] = MEMORIAL_PAGE_SEEDS;
const pageId = seedPage!.id;

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  family = await registeredUser(test, 'Enkelin');
  stranger = await registeredUser(test, 'Fremde');
  empty = await registeredUser(test, 'Ohnefotos');
  // Portraits and landscapes, taken over two days, uploaded in another order.
  familyPhotos = [];
  for (let index = 0; index < 12; index += 1) {
    familyPhotos.push(await photoOf(family.id, { portrait: index % 3 === 0, takenAt: `2019-07-${String(14 + (index % 2)).padStart(2, '0')}T1${index % 10}:00:00`, name: `urlaub-${index + 1}.jpg` }));
  }
});
afterAll(() => test.close());

async function photoOf(
  userId: string,
  { portrait = false, takenAt = null as string | null, name = 'foto.jpg', status = 'ready' as 'ready' | 'processing', size = null as [number, number] | null } = {},
): Promise<string> {
  const id = randomUUID();
  const [width, height] = size ?? (portrait ? [3000, 4000] : [4000, 3000]);
  await test.database.db
    .insert(photos)
    .values({ id, userId, contentHash: randomBytes(32).toString('hex'), byteSize: 1000, fileName: name, format: 'jpeg', status, width, height, takenAt });
  return id;
}

const run = (bookId: number, auth: Auth | Record<string, never>, payload: unknown) => test.app.inject({ method: 'POST', url: `/api/books/${bookId}/assistant`, headers: auth, payload: payload as object });

function textsOf(page: { frames: Array<{ kind: string; text?: string }> }): string {
  return page.frames.map((frame) => (frame.kind === 'text' ? (frame.text ?? '') : '')).join('\n');
}

describe('POST /api/books/{id}/assistant', () => {
  it('designs the owner’s book as a valid document that keeps format, paper and design, and saves like any edit', async () => {
    const bookId = await createBookAs(test, family.auth);
    const { document: before, etag } = await readBookDocument(test, bookId, family.auth);
    const answer = await run(bookId, family.auth, { density: 'viele', condolences: false, seed: 7 });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<AssistantResponse>();
    const designed: BookDocument = bookDocumentSchema.parse({ ...before, cover: result.cover, spreads: result.spreads });
    expect([designed.formatId, designed.paperId, designed.themeId, designed.coverFinish, designed.pagesFinish]).toEqual([before.formatId, before.paperId, before.themeId, before.coverFinish, before.pagesFinish]);
    const shown = photoIdsOf(designed);
    expect(shown.size).toBeGreaterThan(0);
    for (const id of shown) expect(familyPhotos).toContain(id);
    expect(result.report.placed).toBe(shown.size);
    expect(result.report.placed + result.report.leftOut.length).toBe(familyPhotos.length);
    expect(result.report.seed).toBe(7);
    expect(result.photos.map((photo) => photo.id).sort()).toEqual([...shown].sort());
    // Not saved by the assistant: the stored document is unchanged until the editor saves it.
    expect((await readBookDocument(test, bookId, family.auth)).document).toEqual(before);
    const saved = await test.app.inject({ method: 'PUT', url: `/api/books/${bookId}/document`, headers: { ...family.auth, 'if-match': etag }, payload: designed as object });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('says which stored version it was made from, and leaves out photos too small to print, naming them apart', async () => {
    const owner = await registeredUser(test, 'Kleinfoto');
    const bookId = await createBookAs(test, owner.auth);
    for (let index = 0; index < 10; index += 1) await photoOf(owner.id, { portrait: index % 2 === 0, name: `gross-${index}.jpg` });
    // 300 × 200 px: below 100 dpi in every frame of the book, which the finishing preflight would block.
    const tiny = [await photoOf(owner.id, { size: [300, 200], name: 'messenger-1.jpg' }), await photoOf(owner.id, { size: [200, 300], name: 'messenger-2.jpg' })];
    const { document, etag } = await readBookDocument(test, bookId, owner.auth);
    const answer = await run(bookId, owner.auth, { density: 'wenige', condolences: false, seed: 4 });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<AssistantResponse>();
    expect(result.basedOn).toEqual({ version: Number(etag.replace(/\D/g, '')), formatId: document.formatId, paperId: document.paperId, themeId: document.themeId });
    expect(result.report.tooSmall.map((photo) => photo.fileName).sort()).toEqual(['messenger-1.jpg', 'messenger-2.jpg']);
    expect(result.report.leftOut).toEqual([]);
    expect(result.report.placed).toBe(10);
    for (const id of tiny) expect(result.photos.map((photo) => photo.id)).not.toContain(id);
    // After a save the answer names the new version.
    const designed = { ...document, cover: result.cover, spreads: result.spreads };
    const saved = await test.app.inject({ method: 'PUT', url: `/api/books/${bookId}/document`, headers: { ...owner.auth, 'if-match': etag }, payload: designed as object });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await run(bookId, owner.auth, { density: 'wenige', condolences: false, seed: 4 })).json<AssistantResponse>();
    expect(again.basedOn.version).toBe(result.basedOn.version + 1);
  });

  it('gives the same book for the same seed, and draws a seed when none is given', async () => {
    const bookId = await createBookAs(test, family.auth);
    const first = (await run(bookId, family.auth, { density: 'mittel', condolences: false, seed: 42 })).json<AssistantResponse>();
    const again = (await run(bookId, family.auth, { density: 'mittel', condolences: false, seed: 42 })).json<AssistantResponse>();
    expect(again).toEqual(first);
    const drawn = await run(bookId, family.auth, { density: 'mittel', condolences: false });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json<AssistantResponse>().report.seed).toEqual(expect.any(Number));
  });

  it('puts the deceased’s name on the cover when the book is linked to a memorial page', async () => {
    const taken = await test.app.inject({ url: `/api/users/update-memorial-page-id?memorialPageId=${pageId}`, headers: family.auth });
    expect(taken.statusCode, taken.body).toBe(200);
    const created = await test.app.inject({ method: 'POST', url: '/api/books', headers: family.auth, payload: { ...BOOK_SELECTION, memorialpageId: pageId } });
    const bookId = created.json<{ pk: number }>().pk;
    const answer = await run(bookId, family.auth, { density: 'wenige', condolences: true, seed: 3 });
    expect(answer.statusCode, answer.body).toBe(200);
    const { cover, spreads } = answer.json<AssistantResponse>() as unknown as BookDocument;
    const name = `${seedPage!.firstNames} ${seedPage!.lastName}`;
    // dd.MM.yyyy as SPEC.md section 5 writes dates.
    const dates = `* ${seedPage!.dateOfBirth.split('-').reverse().join('.')}  † ${seedPage!.dateOfDeath.split('-').reverse().join('.')}`;
    expect(textsOf(cover.front)).toContain(name);
    expect(textsOf(cover.front) + textsOf(cover.back) + textsOf(cover.spine)).toContain(dates);
    const firstPage = textsOf(spreads[0]!.pages.at(-1)!) + textsOf(spreads[0]!.pages[0]!);
    expect(firstPage).toContain(name);
    expect(firstPage).toContain(dates);
    // With condolences: the words of the first approved condolence are in the book; without, they are not.
    const condolence = seedPage!.condolences.find((entry) => entry.visible)!;
    const words = condolence.text.slice(0, 20);
    const allTexts = (document: { spreads: BookDocument['spreads'] }) => document.spreads.flatMap((spread) => spread.pages.map(textsOf)).join('\n');
    expect(allTexts({ spreads })).toContain(words);
    const without = (await run(bookId, family.auth, { density: 'wenige', condolences: false, seed: 3 })).json<AssistantResponse>() as unknown as BookDocument;
    expect(allTexts(without)).not.toContain(words);
  });

  it('lets a trial user design their own book (trial users design, only ordering waits for an account)', async () => {
    const trial = await test.app.inject({ url: '/api/users/create' });
    expect(trial.statusCode, trial.body).toBe(200);
    const auth = { authorization: `Bearer ${trial.json<{ token: string }>().token}` };
    const bookId = await createBookAs(test, auth);
    const userId = (await test.database.db.select({ owner: books.ownerUserId }).from(books).where(eq(books.id, bookId)))[0]!.owner!;
    await photoOf(userId, { portrait: true });
    await photoOf(userId);
    const answer = await run(bookId, auth, { density: 'mittel', condolences: false, seed: 1 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AssistantResponse>().report.placed).toBe(2);
  });

  it('answers 404 for someone else’s book, as if it did not exist, and 401 without sign-in', async () => {
    const bookId = await createBookAs(test, family.auth);
    const answer = await run(bookId, stranger.auth, { density: 'mittel', condolences: false, seed: 1 });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('urlaub');
    expect((await run(bookId, {}, { density: 'mittel', condolences: false })).statusCode).toBe(401);
  });

  it('refuses a finished or an ordered book with 409 and a German reason', async () => {
    for (const finished of [{ state: 2, finishedAt: new Date() }, { state: 3, lastOrdered: new Date() }]) {
      const bookId = await createBookAs(test, family.auth);
      await test.database.db.update(books).set(finished).where(eq(books.id, bookId));
      const answer = await run(bookId, family.auth, { density: 'mittel', condolences: false, seed: 1 });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'BOOK_NOT_EDITABLE', message: ASSISTANT_MESSAGES.notEditable });
    }
  });

  it('asks for photos first when there is none ready (409), counting only ready ones', async () => {
    const bookId = await createBookAs(test, empty.auth);
    await photoOf(empty.id, { status: 'processing' });
    const answer = await run(bookId, empty.auth, { density: 'mittel', condolences: false });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'NO_PHOTOS', message: ASSISTANT_MESSAGES.noPhotos });
    expect(ASSISTANT_MESSAGES.noPhotos).toMatch(/^Bitte laden Sie zuerst Fotos hoch/);
  });

  it('refuses bad wishes with 400 in German', async () => {
    const bookId = await createBookAs(test, family.auth);
    for (const payload of [
      { density: 'lots', condolences: false },
      { density: 'mittel', condolences: false, seed: -1 },
      { density: 'mittel', condolences: false, seed: 1.5 },
      { density: 'mittel', condolences: 'ja' },
      { density: 'mittel' },
    ]) {
      const answer = await run(bookId, family.auth, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/Bitte|Zufallszahl|muss|darf/);
      expect(answer.json<{ message: string }>().message).not.toMatch(/Invalid|expected/i);
    }
  });

  it(`is limited to ${ASSISTANT_LIMIT.max} runs per person in ten minutes, then 429 in German; others still run`, async () => {
    const busy = await registeredUser(test, 'Eilig');
    const bookId = await createBookAs(test, busy.auth);
    // Counted before the work is looked at: cheap answers (no photos yet) count as well.
    for (let index = 0; index < ASSISTANT_LIMIT.max; index++) expect((await run(bookId, busy.auth, { density: 'mittel', condolences: false })).statusCode).toBe(409);
    const limited = await run(bookId, busy.auth, { density: 'mittel', condolences: false });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in .* erneut\.$/);
    expect((await run(await createBookAs(test, family.auth), family.auth, { density: 'mittel', condolences: false, seed: 2 })).statusCode).toBe(200);
  }, 60_000);

  it('uses the photos a colleague’s company book shows, beside the colleague’s own', async () => {
    const maker = await registeredUser(test, 'Erika');
    const colleague = await registeredUser(test, 'Jonas');
    await companyWithStaff(test, { id: 'bestattungen-assistent', name: 'Bestattungen Assistent' }, [maker, colleague]);
    const bookId = await createBookAs(test, maker.auth);
    const makers = [await photoOf(maker.id, { name: 'erika.jpg' }), await photoOf(maker.id, { name: 'erika-2.jpg' })];
    // Erika puts her photos into the company book.
    const first = (await run(bookId, maker.auth, { density: 'viele', condolences: false, seed: 5 })).json<AssistantResponse>();
    const { document, etag } = await readBookDocument(test, bookId, maker.auth);
    expect((await test.app.inject({ method: 'PUT', url: `/api/books/${bookId}/document`, headers: { ...maker.auth, 'if-match': etag }, payload: { ...document, cover: first.cover, spreads: first.spreads } })).statusCode).toBe(200);
    const own = await photoOf(colleague.id, { name: 'jonas.jpg' });
    const answer = await run(bookId, colleague.auth, { density: 'viele', condolences: false, seed: 5 });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<AssistantResponse>();
    const offered = [...result.photos.map((photo) => photo.id), ...result.report.leftOut.map((photo) => photo.id)].sort();
    expect(offered).toEqual([...makers, own].sort());
  });
});
