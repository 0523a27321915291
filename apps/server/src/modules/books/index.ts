import { BOOK_MESSAGES, bookSchema } from '@eb/api-contract';
import { NotFoundError } from '../../lib/domain-errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ProductsService } from '../products/service';
import type { AccountFacts } from '../users/account-facts';
import type { BookActor } from '../users/account-service';
import { compiledStringify } from '../../plugins/compiled-serializer';
import { createBookListCache } from './book-list-cache';
import { createBooksRepository } from './repository';
import type { ScheduledJob } from '../jobs/job-runner';
import type { MailService } from '../mail/service';
import { runBookRetentionJob, type OwnerContacts } from './retention-job';
import { booksRoutes } from './routes';
import { createBooksService, type BooksService } from './service';
import { createDocumentWrites, storedDocument } from './document/document-writes';
import { createDocumentRepository, photosShownByBooks } from './document/repository';
import { documentRoutes } from './document/routes';
import { createDocumentService, type DocumentService } from './document/service';
import type { Executor } from '../../db/client';

export async function registerBooksModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    mail: MailService;
    publicUrl: string;
    products: ProductsService;
    actorOf: (userId: string, known?: AccountFacts) => Promise<BookActor>;
    mayLinkMemorialPage: (userId: string, pageId: string) => Promise<boolean>;
    /** The users module's lookup of owners' addresses, for the retention warnings. */
    ownerContacts: OwnerContacts;
    /** The uploads module's answer which of these photo ids are the person's (uploads/photo-use.ts photosOwnedBy). */
    ownedPhotos: (ownerUserId: string, photoIds: readonly string[], tx?: Executor) => Promise<Set<string>>;
    /** Called after every stored document version (the print module's cover preview); its failure never fails the save. */
    onDocumentSaved?: (bookId: number, version: number) => void | Promise<void>;
  },
): Promise<{ service: BooksService; documents: DocumentService; jobs: ScheduledJob[] }> {
  const repository = createBooksRepository(deps.db);
  const documentRepository = createDocumentRepository(deps.db);
  const service = createBooksService({
    repository,
    documents: createDocumentWrites(documentRepository, deps.now, { onDocumentSaved: deps.onDocumentSaved, log: app.log }),
    products: deps.products,
    actorOf: deps.actorOf,
    mayLinkMemorialPage: deps.mayLinkMemorialPage,
    now: deps.now,
    listCache: createBookListCache(),
    // The longest answer of the shop (every book of a funeral director's company): written by code compiled from its schema (decision 016).
    serializeList: compiledStringify(z.array(bookSchema)),
  });
  await app.register(booksRoutes, { prefix: '/api/books', service });
  const documents = createDocumentService({
    books: repository,
    repository: documentRepository,
    actorOf: deps.actorOf,
    ownedPhotos: deps.ownedPhotos,
    now: deps.now,
    onDocumentSaved: deps.onDocumentSaved,
    log: app.log,
  });
  await app.register(documentRoutes, { prefix: '/api/books', service: documents });
  const jobs: ScheduledJob[] = [
    {
      name: 'book-retention',
      // Once a day in the quiet of the night (server time).
      cron: '41 3 * * *',
      run: async () => {
        const result = await runBookRetentionJob({ db: deps.db, mail: deps.mail, ownerContacts: deps.ownerContacts, publicUrl: deps.publicUrl, now: deps.now() });
        app.log.info(result, 'book retention: warned and deleted');
      },
    },
  ];
  return { service, documents, jobs };
}

/** For the account deletion: a company's books outlive their maker's account. */
export const releaseCompanyBooksOf = (db: Database) => createBooksRepository(db).releaseCompanyBooksOf;

/** For the users module's user-info (hasBooks). */
export const hasBooks = (db: Database) => createBooksRepository(db).hasAny;

/** For the uploads module (injected in app.ts): the photos among these that any book's current document shows. */
export const photosUsedByBooks: (db: Executor, photoIds: readonly string[]) => Promise<Set<string>> = photosShownByBooks;

/**
 * The one document write path for code outside the requests (the demo seed): a new book's document
 * validated and stored as version 1 with its photos. No preview hook: the print module's sweep finds
 * books saved lately whose preview never heard of them.
 */
export function bookDocumentWrites(db: Database, now: () => Date) {
  return createDocumentWrites(createDocumentRepository(db), now);
}

/**
 * For the print module: whether the caller sees the book (the scope rules of books.service.get, but
 * reading only the id — the print state is polled), and whether the caller may order at all.
 */
export function bookVisibility(db: Database, actorOf: (userId: string) => Promise<BookActor>) {
  const repository = createBooksRepository(db);
  return {
    async assertVisible(userId: string, bookId: number): Promise<void> {
      const actor = await actorOf(userId);
      if (!(await repository.isVisible({ userId: actor.userId, companyId: actor.actingForCompanyId }, bookId))) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    },
    /** assertVisible that also answers the book's name (the proof is downloaded under it). */
    async visibleName(userId: string, bookId: number): Promise<string> {
      const actor = await actorOf(userId);
      const name = await repository.visibleName({ userId: actor.userId, companyId: actor.actingForCompanyId }, bookId);
      if (name === null) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
      return name;
    },
    /** SPEC.md section 6: trial (temporary) users cannot order. */
    mayOrder: async (userId: string): Promise<boolean> => !(await actorOf(userId)).isTemporary,
  };
}

/**
 * For the uploads module (injected in app.ts): the photos of the books a caller may open — the book's
 * owner, and for a company book every colleague in the company's view (the scope rules of
 * books.service.get). A photo a book shows may be seen by whoever may open that book.
 */
export function bookPhotoAccess(db: Database, actorOf: (userId: string, known?: AccountFacts) => Promise<BookActor>) {
  const books = createBooksRepository(db);
  const documents = createDocumentRepository(db);
  const scopeOf = async (userId: string, known?: AccountFacts) => {
    const actor = await actorOf(userId, known);
    return { userId: actor.userId, companyId: actor.actingForCompanyId };
  };
  return {
    /** The photo ids the book's current document shows; 404 (the book's own answer) for a book the caller may not open. */
    async photoIdsOfBook(userId: string, bookId: number, known?: AccountFacts): Promise<string[]> {
      if (!(await books.isVisible(await scopeOf(userId, known), bookId))) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
      return [...(await documents.photoIdsOf(bookId))];
    },
    /** Whether a book the caller may open shows the photo. */
    async showsPhoto(userId: string, photoId: string, known?: AccountFacts): Promise<boolean> {
      return documents.shownInScope(await scopeOf(userId, known), photoId);
    },
  };
}

export type BookPhotoAccess = ReturnType<typeof bookPhotoAccess>;

/**
 * For the print module: a book's current document (read as version 2) and version, without a scope
 * (the print module lets only callers who see the book ask), and the rendered cover for the list.
 */
export function booksForPrint(db: Database) {
  const repository = createBooksRepository(db);
  return {
    currentVersion: (bookId: number) => repository.documentVersionOf(bookId),
    async currentDocument(bookId: number) {
      const row = await repository.documentOf(bookId);
      return row ? { version: row.documentVersion, document: storedDocument(row) } : null;
    },
    setPreviewImageUrl: (bookId: number, url: string) => repository.setPreviewImageUrl(bookId, url),
    savedSince: (since: Date, limit: number) => repository.editedSince(since, limit),
  };
}

/** For the orders workflow: placing an order moves its books to state 3 (inside the order's transaction). */
export function booksForOrders(db: Database) {
  const repository = createBooksRepository(db);
  return { markOrdered: (bookIds: readonly number[], now: Date, tx: Executor) => repository.markOrdered(bookIds, now, tx) };
}

/** For the cart module: a basket's books (cart-books.ts). */
export { booksForCart, type BooksForCart, type CartBook } from './cart-books';
