import { randomBytes, randomUUID } from 'node:crypto';
import type { Book, UploadedImages } from '@eb/api-contract';
import { createBookDocument, type BookDocument, type PhotoFrame } from '@eb/book-model';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBookAs, type Auth } from '../../../testing/books';
import { registeredUser } from '../../../testing/tokens';
import { photoInUse } from '../../uploads/photo-use';
import { createPhotosRepository } from '../../uploads/photos-repository';
import { photos } from '../../uploads/schema';
import { users } from '../../users/schema';
import { createBooksRepository } from '../repository';
import { bookDocumentVersions, bookPhotos, books } from '../schema';
import { createDocumentRepository } from './repository';
import { createDocumentService } from './service';

let test: TestApp;
let anna: { id: string; auth: Auth };
let bernd: { id: string; auth: Auth };

beforeAll(async () => {
  test = await createTestApp();
  anna = await registeredUser(test, 'Anna');
  bernd = await registeredUser(test, 'Bernd');
});
afterAll(() => test.close());

const createBook = (auth: Auth) => createBookAs(test, auth);
const getDocument = (id: number, auth: Auth) => test.app.inject({ url: `/api/books/${id}/document`, headers: auth });
const putDocument = (id: number, auth: Auth, document: unknown, ifMatch?: string) =>
  test.app.inject({ method: 'PUT', url: `/api/books/${id}/document`, headers: { ...auth, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) }, payload: document as object });
const read = async (id: number, auth: Auth = anna.auth) => {
  const response = await getDocument(id, auth);
  expect(response.statusCode).toBe(200);
  return { etag: response.headers.etag as string, document: response.json<BookDocument>() };
};

/** The document with the text of the front cover's first text frame changed: a visible edit. */
function retitled(document: BookDocument, title: string): BookDocument {
  const copy = structuredClone(document);
  const frame = copy.cover.front.frames.find((candidate) => candidate.kind === 'text');
  if (frame?.kind !== 'text') throw new Error('no title frame on the front');
  frame.text = title;
  return copy;
}
const titleOf = (document: BookDocument) => document.cover.front.frames.flatMap((frame) => (frame.kind === 'text' ? [frame.text] : []))[0];

/** The document with the photo placed in a new frame on page 1. */
function withPhoto(document: BookDocument, photoId: string): BookDocument {
  const copy = structuredClone(document);
  const frame: PhotoFrame = { id: `frame-${photoId}`, kind: 'photo', xMm: 20, yMm: 20, widthMm: 100, heightMm: 75, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } };
  copy.spreads[0]?.pages[0]?.frames.push(frame);
  return copy;
}

async function photoOf(userId: string): Promise<string> {
  const id = randomUUID();
  await test.database.db.insert(photos).values({ id, userId, contentHash: randomBytes(32).toString('hex'), byteSize: 1000, fileName: 'foto.jpg', format: 'jpeg', status: 'ready', width: 800, height: 600 });
  return id;
}

describe('GET /api/books/:id/document', () => {
  it('answers a new book’s valid version-2 document with its version as ETag, never cached', async () => {
    const id = await createBook(anna.auth);
    const response = await getDocument(id, anna.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ schemaVersion: 2, formatId: 1, paperId: 3, themeId: 101 });
  });

  it('opens a book stored before versions were kept (version 1 document) as version 2 with ETag "0", and saves on it', async () => {
    const id = await createBook(anna.auth);
    const v1 = {
      schemaVersion: 1, formatId: 1, paperId: 3, themeId: 101, coverFinish: 2, pagesFinish: 2,
      cover: { title: 'Altes Buch', backgroundId: null },
      pages: Array.from({ length: 20 }, (_, index) => ({ id: `p${index + 1}`, layoutId: null, backgroundId: null })),
    };
    await test.database.db.update(books).set({ document: v1, documentVersion: 0 }).where(eq(books.id, id));
    await test.database.db.delete(bookDocumentVersions).where(eq(bookDocumentVersions.bookId, id));
    await test.database.db.delete(bookPhotos).where(eq(bookPhotos.bookId, id));
    const { etag, document } = await read(id);
    expect(etag).toBe('"0"');
    expect(document.schemaVersion).toBe(2);
    const saved = await putDocument(id, anna.auth, retitled(document, 'Neu gespeichert'), '"0"');
    expect(saved.json()).toEqual({ version: 1 });
  });

  it('answers 404 for another person’s book and for an unknown one, on every document route', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    expect((await getDocument(id, bernd.auth)).statusCode).toBe(404);
    expect((await putDocument(id, bernd.auth, document, '"1"')).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/api/books/${id}/document/versions`, headers: bernd.auth })).statusCode).toBe(404);
    expect((await getDocument(999999, anna.auth)).json()).toMatchObject({ statusCode: 404, message: 'Ihr Buch wurde nicht gefunden.' });
    // Bernd's attempt changed nothing.
    expect((await read(id)).etag).toBe('"1"');
    expect((await test.app.inject({ url: `/api/books/${id}/document` })).statusCode).toBe(401);
  });
});

describe('PUT /api/books/:id/document', () => {
  it('stores a new version on top of the one read, moves the last edit, and lists the versions', async () => {
    const id = await createBook(anna.auth);
    await test.database.db.update(books).set({ lastEdit: new Date(Date.now() - 5 * 86400000) }).where(eq(books.id, id));
    const { document } = await read(id);
    const saved = await putDocument(id, anna.auth, retitled(document, 'In Liebe'), '"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ version: 2 });
    expect(saved.headers.etag).toBe('"2"');
    const again = await read(id);
    expect(again.etag).toBe('"2"');
    expect(titleOf(again.document)).toBe('In Liebe');
    const book = (await test.app.inject({ url: `/api/books/${id}`, headers: anna.auth })).json<Book>();
    expect(Date.now() - new Date(book.lastEdit).getTime()).toBeLessThan(86400000);
    const versions = (await test.app.inject({ url: `/api/books/${id}/document/versions`, headers: anna.auth })).json<{ version: number }[]>();
    expect(versions.map((entry) => entry.version)).toEqual([2, 1]);
  });

  it('answers 412 with the current version and document when another version was stored meanwhile', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    expect((await putDocument(id, anna.auth, retitled(document, 'Aus dem ersten Fenster'), '"1"')).statusCode).toBe(200);
    const late = await putDocument(id, anna.auth, retitled(document, 'Aus dem zweiten Fenster'), '"1"');
    expect(late.statusCode).toBe(412);
    const body = late.json<{ version: number; document: BookDocument; message: string }>();
    expect(body.version).toBe(2);
    expect(titleOf(body.document)).toBe('Aus dem ersten Fenster');
    expect(body.message).toMatch(/anderer Stelle gespeichert/);
    expect(titleOf((await read(id)).document)).toBe('Aus dem ersten Fenster');
  });

  it('lets exactly one of two saves based on the same version win', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    const answers = await Promise.all(['Erster', 'Zweiter', 'Dritter'].map((title) => putDocument(id, anna.auth, retitled(document, title), '"1"')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412, 412]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(titleOf((await read(id)).document)).toBe(['Erster', 'Zweiter', 'Dritter'][winner]);
    expect((await read(id)).etag).toBe('"2"');
  });

  it('answers 428 without If-Match or with *, and 400 for an If-Match this API never gave', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    for (const tag of [undefined, '*', '"1", *']) {
      const answer = await putDocument(id, anna.auth, document, tag);
      expect(answer.statusCode, String(tag)).toBe(428);
      expect(answer.json().message).toMatch(/If-Match/);
    }
    for (const tag of ['1', '"eins"', 'W/1', '"1" "2"', 'w/"1"']) expect((await putDocument(id, anna.auth, document, tag)).statusCode, tag).toBe(400);
    expect((await read(id)).etag).toBe('"1"');
  });

  it('takes a weak tag as the version it names, and a list when one of its tags is the current version', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    // A compressing proxy turned "1" into W/"1": still version 1.
    const weak = await putDocument(id, anna.auth, retitled(document, 'Schwach'), 'W/"1"');
    expect(weak.statusCode, weak.body).toBe(200);
    expect(weak.headers.etag).toBe('"2"');
    const listed = await putDocument(id, anna.auth, retitled(document, 'Liste'), '"7", W/"2" ,"9"');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ version: 3 });
    const none = await putDocument(id, anna.auth, retitled(document, 'Keine'), '"1", "2"');
    expect(none.statusCode).toBe(412);
    expect(titleOf((await read(id)).document)).toBe('Liste');
  });

  it('sends the current version as ETag with a 412 too', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    expect((await putDocument(id, anna.auth, retitled(document, 'Erst'), '"1"')).statusCode).toBe(200);
    const late = await putDocument(id, anna.auth, retitled(document, 'Zu spät'), '"1"');
    expect(late.statusCode).toBe(412);
    expect(late.headers.etag).toBe('"2"');
    expect(late.json().version).toBe(2);
  });

  it('refuses an invalid document with German reasons and stores nothing', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    const tooFew = structuredClone(document);
    tooFew.spreads.splice(1, 1);
    const answer = await putDocument(id, anna.auth, tooFew, '"1"');
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.message).toMatch(/^Das Buch kann so nicht gespeichert werden: .*Seiten/);
    expect(body.issues[0]?.path).toBe('spreads');
    const broken = await putDocument(id, anna.auth, { ...document, cover: 'kaputt' }, '"1"');
    expect(broken.statusCode).toBe(400);
    expect((await putDocument(id, anna.auth, [1, 2], '"1"')).statusCode).toBe(400);
    expect((await putDocument(id, anna.auth, { schemaVersion: 7 }, '"1"')).statusCode).toBe(400);
    expect((await read(id)).etag).toBe('"1"');
  });

  it('refuses a document whose format, paper or design is not the book’s', async () => {
    const id = await createBook(anna.auth);
    // Another book's valid document (other design): valid on its own, but not this book's.
    const other = createBookDocument({ formatId: 1, paperId: 3, themeId: 102, coverFinish: 2, pagesFinish: 2, title: 'Fremd', pageCount: 20, firstBackgroundId: null }, randomUUID);
    const answer = await putDocument(id, anna.auth, other, '"1"');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Format, Papier und Design des Dokuments müssen zu denen des Buches passen.');
  });

  it('answers 403 for a finished book, and lets the owner edit a template', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    await test.database.db.update(books).set({ state: 2, finishedAt: new Date() }).where(eq(books.id, id));
    const answer = await putDocument(id, anna.auth, retitled(document, 'Zu spät'), '"1"');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('Dieses Buch kann nicht mehr bearbeitet werden.');
    // A begun book whose 100 days ran out is not editable either.
    const old = await createBook(anna.auth);
    await test.database.db.update(books).set({ lastEdit: new Date(Date.now() - 101 * 86400000) }).where(eq(books.id, old));
    expect((await putDocument(old, anna.auth, (await read(old)).document, '"1"')).statusCode).toBe(403);

    const template = await createBook(anna.auth);
    await test.database.db.update(books).set({ isTemplate: true, lastEdit: new Date(Date.now() - 400 * 86400000) }).where(eq(books.id, template));
    expect((await putDocument(template, anna.auth, retitled((await read(template)).document, 'Vorlage'), '"1"')).statusCode).toBe(200);
    expect((await putDocument(template, bernd.auth, retitled((await read(template)).document, 'Fremd'), '"2"')).statusCode).toBe(404);
  });

  it('takes a large document (a 96-page book with many frames) and refuses one over the limit with 413', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    const huge = { ...document, padding: 'x'.repeat(3 * 1024 * 1024) };
    const answer = await putDocument(id, anna.auth, huge, '"1"');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toMatch(/zu groß/);
    // 96 pages, each with 12 text frames of 1000 characters: well over Fastify's default 1 MB.
    const big = createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 2, pagesFinish: 2, title: 'Groß', pageCount: 96, firstBackgroundId: null }, randomUUID);
    let n = 0;
    for (const spread of big.spreads) {
      for (const page of spread.pages) {
        for (let index = 0; index < 12; index++) {
          page.frames.push({ id: `t${n++}`, kind: 'text', xMm: 10, yMm: 10 + index * 20, widthMm: 150, heightMm: 18, rotationDeg: 0, slotId: null, text: 'Erinnerung '.repeat(90), style: 'body', fontSizePt: 10, color: '#333333', align: 'left', verticalAlign: 'top' });
        }
      }
    }
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    const saved = await putDocument(id, anna.auth, big, '"1"');
    expect(saved.statusCode).toBe(200);
  });
});

describe('photos in a document', () => {
  it('refuses a photo that is not the owner’s and one that does not exist', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    const berndsPhoto = await photoOf(bernd.id);
    const foreign = await putDocument(id, anna.auth, withPhoto(document, berndsPhoto), '"1"');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Das Buch enthält ein Foto, das nicht zu Ihren Fotos gehört.');
    expect((await putDocument(id, anna.auth, withPhoto(document, randomUUID()), '"1"')).statusCode).toBe(400);
    expect((await putDocument(id, anna.auth, withPhoto(document, 'kein-foto'), '"1"')).statusCode).toBe(400);
    expect((await read(id)).etag).toBe('"1"');
  });

  it('marks a placed photo as in use (it cannot be removed) until no document shows it, copies included', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    const photoId = await photoOf(anna.id);
    const inUse = async () => {
      const response = await test.app.inject({ url: '/api/users/uploadedimages', headers: anna.auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UploadedImages>().photos.find((photo) => photo.id === photoId)?.inUse;
    };
    expect(await inUse()).toBe(false);

    expect((await putDocument(id, anna.auth, withPhoto(document, photoId), '"1"')).statusCode).toBe(200);
    expect(await inUse()).toBe(true);
    const removal = await test.app.inject({ method: 'DELETE', url: `/api/photos/${photoId}`, headers: anna.auth });
    expect(removal.statusCode).toBe(409);

    // A copy shows the photo too: taking it out of the original leaves it in use.
    const copy = (await test.app.inject({ url: `/api/books/copy/${id}`, headers: anna.auth })).json<{ pk: number }>().pk;
    expect((await read(copy)).etag).toBe('"1"');
    expect((await putDocument(id, anna.auth, document, '"2"')).statusCode).toBe(200);
    expect(await inUse()).toBe(true);
    // Saving the copy again with its photo is allowed (it already showed it); without it, the photo is free.
    expect((await putDocument(copy, anna.auth, (await read(copy)).document, '"1"')).statusCode).toBe(200);
    expect((await putDocument(copy, anna.auth, document, '"2"')).statusCode).toBe(200);
    expect(await inUse()).toBe(false);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/photos/${photoId}`, headers: anna.auth })).statusCode).toBe(204);
  });

  it('a photo taken out of a document cannot be put back by someone else’s book', async () => {
    // Bernd cannot place Anna's photo even after Anna's book stopped showing it.
    const photoId = await photoOf(anna.id);
    const berndsBook = await createBook(bernd.auth);
    expect((await putDocument(berndsBook, bernd.auth, withPhoto((await read(berndsBook, bernd.auth)).document, photoId), '"1"')).statusCode).toBe(400);
  });
});

describe('a photo removed while a document is saved', () => {
  it('is never placed: the save that comes while the removal holds the photo finds it gone', async () => {
    const id = await createBook(anna.auth);
    const { document } = await read(id);
    const photoId = await photoOf(anna.id);
    const repository = createPhotosRepository(test.database.db);
    let save: ReturnType<typeof putDocument> | undefined;
    await test.database.db.transaction(async (tx) => {
      expect(await photoInUse(repository, tx, photoId)).toBe(false);
      save = putDocument(id, anna.auth, withPhoto(document, photoId), '"1"');
      // On a PostgreSQL server the save runs beside this transaction: let it reach the photo's lock first.
      if (test.database.kind === 'postgres') await waitForLockWait();
      await repository.deleteOwn(anna.id, photoId, tx);
    });
    const answer = await save;
    expect(answer?.statusCode).toBe(400);
    expect(await test.database.db.select().from(bookPhotos).where(eq(bookPhotos.photoId, photoId))).toEqual([]);
  });
});

/** Until some statement waits for a row lock (the save's share lock on the photo); bounded, not timed. */
async function waitForLockWait() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = (await test.database.db.execute(sql`select count(*)::int as "waiting" from pg_locks where not granted`)) as unknown as { rows: { waiting: number }[] };
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the save never waited for the photo');
}

describe('after a save', () => {
  it('keeps the retention warning’s mark off once an edit moved the deletion date', async () => {
    const id = await createBook(anna.auth);
    await test.database.db.update(books).set({ retentionWarnedAt: new Date(), lastEdit: new Date(Date.now() - 95 * 86400000) }).where(eq(books.id, id));
    expect((await putDocument(id, anna.auth, (await read(id)).document, '"1"')).statusCode).toBe(200);
    const [row] = await test.database.db.select({ warned: books.retentionWarnedAt }).from(books).where(eq(books.id, id));
    expect(row?.warned).toBeNull();
  });

  it('lets an account’s deletion take its books’ versions and photo rows along', async () => {
    const carla = await registeredUser(test, 'Carla');
    const id = await createBook(carla.auth);
    expect((await putDocument(id, carla.auth, (await read(id, carla.auth)).document, '"1"')).statusCode).toBe(200);
    await test.database.db.delete(users).where(eq(users.id, carla.id));
    const [row] = await test.database.db.select({ id: books.id }).from(books).where(eq(books.id, id));
    // A private book goes with its owner (cascade), versions and photo rows included: nothing left behind to fail.
    expect(row).toBeUndefined();
  });
});

describe('the after-save hook', () => {
  it('hears of every stored version, and its failure never fails the save', async () => {
    const id = await createBook(anna.auth);
    const heard: [number, number][] = [];
    const logged: string[] = [];
    let fail = false;
    const service = createDocumentService({
      books: createBooksRepository(test.database.db),
      repository: createDocumentRepository(test.database.db),
      actorOf: async (userId) => ({ userId, actingForCompanyId: null, isMortician: false, maxTemplates: 0, isTemporary: false }),
      ownedPhotos: async () => new Set(),
      now: () => new Date(),
      onDocumentSaved: (bookId, version) => {
        heard.push([bookId, version]);
        if (fail) throw new Error('Vorschau kaputt');
      },
      log: { error: (_object, message) => logged.push(message) },
    });
    const { document } = await service.get(anna.id, id);
    expect(await service.save(anna.id, id, '"1"', document)).toEqual({ version: 2 });
    fail = true;
    expect(await service.save(anna.id, id, '"2"', document)).toEqual({ version: 3 });
    expect(heard).toEqual([[id, 2], [id, 3]]);
    expect(logged).toEqual(['after-save hook failed']);
    // A refused save is not announced.
    await expect(service.save(anna.id, id, '"2"', document)).rejects.toMatchObject({ statusCode: 412 });
    expect(heard).toHaveLength(2);
  });
});
