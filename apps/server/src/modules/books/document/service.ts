import { BOOK_DOCUMENT_MESSAGES, BOOK_MESSAGES } from '@eb/api-contract';
import { photoIdsOf, type BookDocument } from '@eb/book-model';
import type { Executor } from '../../../db/client';
import { ForbiddenError, InvalidInputError, NotFoundError, PreconditionFailedError, PreconditionRequiredError } from '../../../lib/domain-errors';
import type { BookActor } from '../../users/account-service';
import { deriveBookFields, editMovesDeletion, type BookDates, type BookState } from '../lifecycle';
import type { BookScope, BooksRepository } from '../repository';
import type { BookRow } from '../schema';
import { checkedDocument, storedDocument } from './document-writes';
import type { DocumentRepository } from './repository';

export interface DocumentServiceDeps {
  books: BooksRepository;
  repository: DocumentRepository;
  actorOf: (userId: string) => Promise<BookActor>;
  /**
   * Which of these photo ids belong to this person (uploads module, injected: modules never read
   * each other's tables). A document may only gain photos of the person saving or (already
   * seen by them) of the book's owner, or a shared or printed book could show a stranger's photo.
   */
  ownedPhotos: (ownerUserId: string, photoIds: readonly string[], tx?: Executor) => Promise<Set<string>>;
  now: () => Date;
  /** Called after every stored version (the print module renders the cover preview); its failure never fails the save. */
  onDocumentSaved?: ((bookId: number, version: number) => void | Promise<void>) | undefined;
  log: { error(object: unknown, message: string): void };
}

const scopeOf = (actor: BookActor): BookScope => ({ userId: actor.userId, companyId: actor.actingForCompanyId });
const datesOf = (book: BookRow): BookDates => ({ state: book.state as BookState, isTemplate: book.isTemplate, lastEdit: book.lastEdit, finishedAt: book.finishedAt, lastOrdered: book.lastOrdered });

const ENTITY_TAG = /^(?:W\/)?"(\d{1,9})"$/;

/**
 * The versions an If-Match names (decision 027): our tags are version counters (ETag of GET
 * …/document), so a weak `W/"12"` — a compressing proxy weakens tags — means version 12 too; a list
 * `"11", "12"` matches either. `*` is no version: 428 like a missing header, since a save must say
 * which version it is based on. Anything else is not a tag this API handed out: 400.
 */
export function parseIfMatch(header: string | undefined): number[] {
  const items = (header ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (items.length === 0 || items.includes('*')) throw new PreconditionRequiredError('IF_MATCH_REQUIRED', BOOK_DOCUMENT_MESSAGES.ifMatchRequired);
  if (items.length > 20) throw new InvalidInputError('IF_MATCH_INVALID', BOOK_DOCUMENT_MESSAGES.ifMatchInvalid);
  return items.map((item) => {
    const match = ENTITY_TAG.exec(item);
    if (!match?.[1]) throw new InvalidInputError('IF_MATCH_INVALID', BOOK_DOCUMENT_MESSAGES.ifMatchInvalid);
    return Number(match[1]);
  });
}

/** The book document of one of the caller's books: read, and stored as a new version (SPEC.md section 4's rules). */
export function createDocumentService(deps: DocumentServiceDeps) {
  const { books, repository, now } = deps;

  async function load(userId: string, bookId: number): Promise<BookRow> {
    return (await loadAs(userId, bookId)).book;
  }

  async function loadAs(userId: string, bookId: number): Promise<{ book: BookRow; actor: BookActor }> {
    const actor = await deps.actorOf(userId);
    const book = await books.find(scopeOf(actor), bookId);
    if (!book) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    return { book, actor };
  }

  function conflict(book: BookRow): PreconditionFailedError {
    return new PreconditionFailedError('DOCUMENT_CHANGED', BOOK_DOCUMENT_MESSAGES.conflict, { version: book.documentVersion, document: storedDocument(book) });
  }

  /**
   * New photo ids must be the saver's own photos, or photos of the book's owner that the saver may
   * already see: shown by a book of the saver's scope, or by a kept version of this book (undo, or
   * an earlier version brought back). Otherwise a colleague could put any photo of the owner — from
   * the owner's private books — into a company book and so see it. Ids the document already shows
   * stay (a copy of a colleague's book keeps its photos). In the saving transaction: the photos stay
   * locked against removal until the document that shows them is stored. Refused: 400 naming them
   * (`photoIds`), so the editor can drop them.
   */
  async function checkPhotos(book: BookRow, actor: BookActor, photoIds: readonly string[], tx: Executor) {
    const before = await repository.photoIdsOf(book.id, tx);
    const added = photoIds.filter((id) => !before.has(id));
    if (added.length === 0) return;
    const own = await deps.ownedPhotos(actor.userId, added, tx);
    let rest = added.filter((id) => !own.has(id));
    if (rest.length > 0 && book.ownerUserId && book.ownerUserId !== actor.userId) {
      const owners = await deps.ownedPhotos(book.ownerUserId, rest, tx);
      const seen = await seenBySaver(book.id, scopeOf(actor), rest.filter((id) => owners.has(id)), tx);
      rest = rest.filter((id) => !seen.has(id));
    }
    if (rest.length > 0) throw new InvalidInputError('PHOTO_NOT_OWNED', BOOK_DOCUMENT_MESSAGES.foreignPhoto, { photoIds: rest });
  }

  /** Which of these photos a book of the scope shows, or a kept version of this book showed. */
  async function seenBySaver(bookId: number, scope: BookScope, photoIds: readonly string[], tx: Executor): Promise<Set<string>> {
    const seen = await repository.shownInScopeAmong(scope, photoIds, tx);
    const unseen = photoIds.filter((id) => !seen.has(id));
    for (const kept of await repository.versionsNaming(bookId, unseen, tx)) {
      let shown: Set<string>;
      try {
        shown = photoIdsOf(storedDocument({ id: bookId, document: kept.document }));
      } catch {
        // A kept version that cannot be read shows nothing we could vouch for.
        continue;
      }
      for (const id of unseen) if (shown.has(id)) seen.add(id);
    }
    return seen;
  }

  async function announce(bookId: number, version: number) {
    if (!deps.onDocumentSaved) return;
    try {
      await deps.onDocumentSaved(bookId, version);
    } catch (error) {
      deps.log.error({ err: error, bookId, version }, 'after-save hook failed');
    }
  }

  return {
    async get(userId: string, bookId: number): Promise<{ version: number; document: BookDocument }> {
      const book = await load(userId, bookId);
      return { version: book.documentVersion, document: storedDocument(book) };
    },

    /**
     * What the design assistant starts from (issue 13): the current document of a book the caller
     * sees (else 404, as every read), whether save() would take a document from the caller now (the
     * same rule), and the memorial page the book is linked to.
     */
    async forRedesign(userId: string, bookId: number): Promise<{ version: number; document: BookDocument; editable: boolean; memorialPageId: string | null }> {
      const book = await load(userId, bookId);
      const editable = deriveBookFields(datesOf(book), now()).isEditable;
      return { version: book.documentVersion, document: storedDocument(book), editable, memorialPageId: book.memorialPageId };
    },

    async versions(userId: string, bookId: number): Promise<{ version: number; savedAt: string }[]> {
      const book = await load(userId, bookId);
      return (await repository.listVersions(book.id)).map((row) => ({ version: row.version, savedAt: row.savedAt.toISOString() }));
    },

    /** One kept version's document, read as the current schema like the book's own; 404 once thinned away. */
    async version(userId: string, bookId: number, version: number): Promise<BookDocument> {
      const book = await load(userId, bookId);
      const row = await repository.findVersion(book.id, version);
      if (!row) throw new NotFoundError('DOCUMENT_VERSION_NOT_FOUND', BOOK_DOCUMENT_MESSAGES.versionNotFound);
      return storedDocument({ id: book.id, document: row.document });
    },

    /**
     * Stores the document as the book's next version, if it is based on the current one (If-Match),
     * the book may be edited, and the document validates, matches the book's choices and shows only
     * the owner's photos.
     */
    async save(userId: string, bookId: number, ifMatch: string | undefined, candidate: unknown): Promise<{ version: number }> {
      const { book, actor } = await loadAs(userId, bookId);
      const named = parseIfMatch(ifMatch);
      const at = now();
      if (!deriveBookFields(datesOf(book), at).isEditable) throw new ForbiddenError('BOOK_NOT_EDITABLE', BOOK_DOCUMENT_MESSAGES.notEditable);
      if (!named.includes(book.documentVersion)) throw conflict(book);
      const basedOn = book.documentVersion;
      const stored = checkedDocument(candidate);
      const { parsed } = stored;
      if (parsed.formatId !== book.formatId || parsed.paperId !== book.paperId || parsed.themeId !== book.themeId || parsed.coverFinish !== book.coverFinish || parsed.pagesFinish !== book.pagesFinish) {
        throw new InvalidInputError('DOCUMENT_CHOICES_DIFFER', BOOK_DOCUMENT_MESSAGES.choicesDiffer);
      }
      const version = await repository.transaction(async (tx) => {
        await checkPhotos(book, actor, stored.photoIds, tx);
        return repository.storeNext(
          { bookId: book.id, version: basedOn, state: book.state, isTemplate: book.isTemplate },
          stored,
          { savedAt: at, savedBy: userId, voidsWarning: editMovesDeletion(datesOf(book), at) },
          tx,
        );
      });
      if (version === undefined) {
        // Saved elsewhere, finished or deleted since it was read: say which.
        const current = await load(userId, bookId);
        if (current.documentVersion !== basedOn) throw conflict(current);
        throw new ForbiddenError('BOOK_NOT_EDITABLE', BOOK_DOCUMENT_MESSAGES.notEditable);
      }
      await announce(book.id, version);
      return { version };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
