import { BOOK_DOCUMENT_MESSAGES, type BookDocumentIssue } from '@eb/api-contract';
import { BookDocumentError, migrateBookDocument, photoIdsOf, validateBookDocument, type BookDocument } from '@eb/book-model';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client';
import { InvalidInputError } from '../../../lib/domain-errors';
import type { books, BookRow } from '../schema';
import type { DocumentRepository, StoredDocument } from './repository';

/** 400 with every reason the document does not validate, the first one in the message. */
export function invalidDocument(issues: readonly BookDocumentIssue[]): InvalidInputError {
  const first = issues[0];
  const message = first ? `${BOOK_DOCUMENT_MESSAGES.invalid}: ${first.message}${/[.!?]$/.test(first.message) ? '' : '.'}` : `${BOOK_DOCUMENT_MESSAGES.invalid}.`;
  return new InvalidInputError('BOOK_DOCUMENT_INVALID', message, { issues: issues.slice(0, 50), ...(first ? { field: first.path } : {}) });
}

/** A document as it may be stored: valid version 2 (packages/book-model), or a 400 with the reasons. */
export function checkedDocument(candidate: unknown): StoredDocument & { parsed: BookDocument } {
  const result = validateBookDocument(candidate);
  if (!result.ok) throw invalidDocument(result.issues);
  return { parsed: result.document, document: result.document as unknown as Record<string, unknown>, photoIds: [...photoIdsOf(result.document)] };
}

/** What is stored (version 1 or 2) read as version 2; a stored document that cannot be read is our fault, not the caller's. */
export function storedDocument(row: Pick<BookRow, 'id' | 'document'>): BookDocument {
  try {
    return migrateBookDocument(row.document);
  } catch (error) {
    if (error instanceof BookDocumentError) throw new Error(`stored document of book ${row.id} cannot be read: ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * The one way a new book gets its document (a new book, a copy, a template): read as version 2
 * (a copy of a book stored before issue 11 is migrated), validated, stored as version 1 with the
 * photos it shows. A document that does not validate is never stored.
 */
export function createDocumentWrites(
  repository: DocumentRepository,
  now: () => Date,
  hooks: { onDocumentSaved?: DocumentSavedHook | undefined; log?: FastifyBaseLogger | undefined } = {},
) {
  /** The print module renders the new book's own cover (and thumbnails); its failure never fails the write. */
  async function saved(row: Pick<BookRow, 'id' | 'documentVersion'>): Promise<void> {
    if (!hooks.onDocumentSaved) return;
    try {
      await hooks.onDocumentSaved(row.id, row.documentVersion);
    } catch (error) {
      hooks.log?.error({ err: error, bookId: row.id, version: row.documentVersion }, 'after-save hook failed');
    }
  }

  return {
    /**
     * Without `tx`: stored in a transaction of its own and announced once committed. Inside the
     * caller's `tx`: the caller calls `saved(row)` after its commit (before it, the row is not there
     * for the hook's own writes).
     */
    async insertBook(values: typeof books.$inferInsert, savedBy: string | null, tx?: Executor): Promise<BookRow> {
      const stored = checkedDocument(migrateForCopy(values.document));
      if (tx) return repository.insertBook(values, stored, savedBy, now(), tx);
      const row = await repository.transaction((inner) => repository.insertBook(values, stored, savedBy, now(), inner));
      await saved(row);
      return row;
    },

    saved,
  };
}

/** Called after a document version of a book was stored and committed (app.ts wires the print module's). */
export type DocumentSavedHook = (bookId: number, version: number) => void | Promise<void>;

export type DocumentWrites = ReturnType<typeof createDocumentWrites>;

function migrateForCopy(document: unknown): BookDocument {
  try {
    return migrateBookDocument(document);
  } catch (error) {
    if (error instanceof BookDocumentError) throw invalidDocument(error.issues);
    throw error;
  }
}
