import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { scopeCondition, type BookScope } from '../repository';
import { bookDocumentVersions, bookPhotos, books, type BookRow } from '../schema';
import { KEEP_LATEST_VERSIONS, thinningCutoff } from './version-thinning';

/** A document as stored: validated (document-writes.ts) and with the photo ids it shows. */
export interface StoredDocument {
  document: Record<string, unknown>;
  photoIds: readonly string[];
}

/** The photos among these that any book's current document shows. */
export async function photosShownByBooks(tx: Executor, photoIds: readonly string[]): Promise<Set<string>> {
  if (photoIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ photoId: bookPhotos.photoId })
    .from(bookPhotos)
    .where(inArray(bookPhotos.photoId, [...new Set(photoIds)]));
  return new Set(rows.map((row) => row.photoId));
}

/** Drops the versions recovery no longer needs (version-thinning.ts says which). */
async function thinVersions(tx: Executor, bookId: number, currentVersion: number, now: Date): Promise<void> {
  const v = bookDocumentVersions;
  await tx.execute(sql`
    delete from ${v} as old
    where old.book_id = ${bookId} and old.version <= ${currentVersion - KEEP_LATEST_VERSIONS}
      and (old.saved_at < ${thinningCutoff(now)}
        or exists (select 1 from ${v} as later
          where later.book_id = old.book_id and later.version > old.version
            and date_trunc('hour', later.saved_at at time zone 'UTC') = date_trunc('hour', old.saved_at at time zone 'UTC')))`);
}

/** SQL of the document's versions and of the photos a book shows; every function takes an optional transaction. */
export function createDocumentRepository(db: Database) {
  async function recordVersion(bookId: number, version: number, stored: StoredDocument, savedAt: Date, savedBy: string | null, tx: Executor) {
    await tx.insert(bookDocumentVersions).values({ bookId, version, document: stored.document, savedAt, savedBy });
    await tx.delete(bookPhotos).where(eq(bookPhotos.bookId, bookId));
    if (stored.photoIds.length > 0) await tx.insert(bookPhotos).values(stored.photoIds.map((photoId) => ({ bookId, photoId })));
  }

  return {
    /** A new book with its document as version 1. */
    async insertBook(values: typeof books.$inferInsert, stored: StoredDocument, savedBy: string | null, savedAt: Date, tx: Executor): Promise<BookRow> {
      const [row] = await tx
        .insert(books)
        .values({ ...values, document: stored.document, documentVersion: 1 })
        .returning();
      if (!row) throw new Error('book insert returned nothing');
      await recordVersion(row.id, 1, stored, savedAt, savedBy, tx);
      return row;
    },

    /**
     * Stores the next version, only where the book still is as the saver read it (same version, same
     * state): of two saves based on the same version exactly one wins — the row lock makes the second
     * re-check its condition against the first one's row, and it no longer matches. Answers the new
     * version, or undefined when the book changed meanwhile (or is gone).
     */
    async storeNext(
      seen: { bookId: number; version: number; state: number; isTemplate: boolean },
      stored: StoredDocument,
      change: { savedAt: Date; savedBy: string; voidsWarning: boolean },
      tx: Executor,
    ): Promise<number | undefined> {
      const [row] = await tx
        .update(books)
        .set({
          document: stored.document,
          documentVersion: sql`${books.documentVersion} + 1`,
          lastEdit: change.savedAt,
          ...(change.voidsWarning ? { retentionWarnedAt: null } : {}),
        })
        .where(and(eq(books.id, seen.bookId), eq(books.documentVersion, seen.version), eq(books.state, seen.state), eq(books.isTemplate, seen.isTemplate)))
        .returning({ version: books.documentVersion });
      if (!row) return undefined;
      await recordVersion(seen.bookId, row.version, stored, change.savedAt, change.savedBy, tx);
      await thinVersions(tx, seen.bookId, row.version, change.savedAt);
      return row.version;
    },

    /** The photo ids the book's current document shows. */
    async photoIdsOf(bookId: number, tx: Executor = db): Promise<Set<string>> {
      const rows = await tx.select({ photoId: bookPhotos.photoId }).from(bookPhotos).where(eq(bookPhotos.bookId, bookId));
      return new Set(rows.map((row) => row.photoId));
    },

    /** Whether the current document of any book of the scope shows the photo (one indexed look-up). */
    async shownInScope(scope: BookScope, photoId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .select({ bookId: bookPhotos.bookId })
        .from(bookPhotos)
        .innerJoin(books, eq(books.id, bookPhotos.bookId))
        .where(and(eq(bookPhotos.photoId, photoId), scopeCondition(scope)))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of these photos the current document of any book of the scope shows. */
    async shownInScopeAmong(scope: BookScope, photoIds: readonly string[], tx: Executor = db): Promise<Set<string>> {
      if (photoIds.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ photoId: bookPhotos.photoId })
        .from(bookPhotos)
        .innerJoin(books, eq(books.id, bookPhotos.bookId))
        .where(and(inArray(bookPhotos.photoId, [...new Set(photoIds)]), scopeCondition(scope)));
      return new Set(rows.map((row) => row.photoId));
    },

    /**
     * The kept versions of the book whose stored text names any of these ids (a cheap pre-filter:
     * the caller reads the documents to see whether a photo frame shows them). Photo ids are UUIDs,
     * so they hold no LIKE wildcards.
     */
    async versionsNaming(bookId: number, photoIds: readonly string[], tx: Executor = db): Promise<{ version: number; document: Record<string, unknown> }[]> {
      if (photoIds.length === 0) return [];
      const v = bookDocumentVersions;
      return tx
        .select({ version: v.version, document: v.document })
        .from(v)
        .where(and(eq(v.bookId, bookId), or(...photoIds.map((id) => sql`${v.document}::text like ${`%${id}%`}`))));
    },

    /** The kept versions, newest first. */
    listVersions(bookId: number, tx: Executor = db): Promise<{ version: number; savedAt: Date }[]> {
      return tx
        .select({ version: bookDocumentVersions.version, savedAt: bookDocumentVersions.savedAt })
        .from(bookDocumentVersions)
        .where(eq(bookDocumentVersions.bookId, bookId))
        .orderBy(desc(bookDocumentVersions.version));
    },

    /** One kept version's document as stored (version 1 or 2); undefined when it was never kept or thinned away. */
    async findVersion(bookId: number, version: number, tx: Executor = db): Promise<{ document: Record<string, unknown>; savedAt: Date } | undefined> {
      const [row] = await tx
        .select({ document: bookDocumentVersions.document, savedAt: bookDocumentVersions.savedAt })
        .from(bookDocumentVersions)
        .where(and(eq(bookDocumentVersions.bookId, bookId), eq(bookDocumentVersions.version, version)));
      return row;
    },

    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
