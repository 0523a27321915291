import { BOOK_DOCUMENT_MESSAGES, BOOK_MESSAGES } from '@eb/api-contract';
import type { BookDocument } from '@eb/book-model';
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
   * each other's tables). A document may only gain photos of the book's owner, or a shared or
   * printed book could show someone else's photo.
   */
  ownedPhotos: (ownerUserId: string, photoIds: readonly string[], tx?: Executor) => Promise<Set<string>>;
  now: () => Date;
  /** Called after every stored version (the print module renders the cover preview); its failure never fails the save. */
  onDocumentSaved?: ((bookId: number, version: number) => void | Promise<void>) | undefined;
  log: { error(object: unknown, message: string): void };
}

const scopeOf = (actor: BookActor): BookScope => ({ userId: actor.userId, companyId: actor.actingForCompanyId });
const datesOf = (book: BookRow): BookDates => ({ state: book.state as BookState, isTemplate: book.isTemplate, lastEdit: book.lastEdit, finishedAt: book.finishedAt, lastOrdered: book.lastOrdered });

/** `"12"` → 12; the only entity tags this API hands out (ETag of GET …/document). */
export function parseIfMatch(header: string | undefined): number {
  if (header === undefined || header.trim() === '') throw new PreconditionRequiredError('IF_MATCH_REQUIRED', BOOK_DOCUMENT_MESSAGES.ifMatchRequired);
  const match = /^\s*"(\d{1,9})"\s*$/.exec(header);
  if (!match?.[1]) throw new InvalidInputError('IF_MATCH_INVALID', BOOK_DOCUMENT_MESSAGES.ifMatchInvalid);
  return Number(match[1]);
}

/** The book document of one of the caller's books: read, and stored as a new version (SPEC.md section 4's rules). */
export function createDocumentService(deps: DocumentServiceDeps) {
  const { books, repository, now } = deps;

  async function load(userId: string, bookId: number): Promise<BookRow> {
    const book = await books.find(scopeOf(await deps.actorOf(userId)), bookId);
    if (!book) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    return book;
  }

  function conflict(book: BookRow): PreconditionFailedError {
    return new PreconditionFailedError('DOCUMENT_CHANGED', BOOK_DOCUMENT_MESSAGES.conflict, { version: book.documentVersion, document: storedDocument(book) });
  }

  /**
   * New photo ids must be the owner's; ids the document already showed stay (a copy of a colleague's
   * book keeps its photos). In the saving transaction: the photos stay locked against removal until
   * the document that shows them is stored.
   */
  async function checkPhotos(book: BookRow, userId: string, photoIds: readonly string[], tx: Executor) {
    const before = await repository.photoIdsOf(book.id, tx);
    const added = photoIds.filter((id) => !before.has(id));
    if (added.length === 0) return;
    // A company book whose maker's account is gone belongs to whoever of the company edits it.
    const owned = await deps.ownedPhotos(book.ownerUserId ?? userId, added, tx);
    if (added.some((id) => !owned.has(id))) throw new InvalidInputError('PHOTO_NOT_OWNED', BOOK_DOCUMENT_MESSAGES.foreignPhoto);
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

    async versions(userId: string, bookId: number): Promise<{ version: number; savedAt: string }[]> {
      const book = await load(userId, bookId);
      return (await repository.listVersions(book.id)).map((row) => ({ version: row.version, savedAt: row.savedAt.toISOString() }));
    },

    /**
     * Stores the document as the book's next version, if it is based on the current one (If-Match),
     * the book may be edited, and the document validates, matches the book's choices and shows only
     * the owner's photos.
     */
    async save(userId: string, bookId: number, ifMatch: string | undefined, candidate: unknown): Promise<{ version: number }> {
      const book = await load(userId, bookId);
      const basedOn = parseIfMatch(ifMatch);
      const at = now();
      if (!deriveBookFields(datesOf(book), at).isEditable) throw new ForbiddenError('BOOK_NOT_EDITABLE', BOOK_DOCUMENT_MESSAGES.notEditable);
      if (basedOn !== book.documentVersion) throw conflict(book);
      const stored = checkedDocument(candidate);
      const { parsed } = stored;
      if (parsed.formatId !== book.formatId || parsed.paperId !== book.paperId || parsed.themeId !== book.themeId || parsed.coverFinish !== book.coverFinish || parsed.pagesFinish !== book.pagesFinish) {
        throw new InvalidInputError('DOCUMENT_CHOICES_DIFFER', BOOK_DOCUMENT_MESSAGES.choicesDiffer);
      }
      const version = await repository.transaction(async (tx) => {
        await checkPhotos(book, userId, stored.photoIds, tx);
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
