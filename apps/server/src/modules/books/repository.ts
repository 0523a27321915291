import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { books, bookScopeVersions, type BookRow } from './schema';

/**
 * Whose books a request sees: the user's own (made outside any company view), or — for a funeral
 * director's employee in the company view — all of the company's books.
 */
export type BookScope = { userId: string; companyId: string | null };

/** The scope's name in book_scope_versions: the trigger bumps 'u:<owner>' and 'c:<company>' of every written row. */
export const scopeKey = (scope: BookScope): string => (scope.companyId ? `c:${scope.companyId}` : `u:${scope.userId}`);

export function scopeCondition(scope: BookScope): SQL {
  return scope.companyId ? eq(books.companyId, scope.companyId) : (and(eq(books.ownerUserId, scope.userId), isNull(books.companyId)) as SQL);
}

/** SPEC.md section 4: an ordered book (state 3) keeps its name and stays. */
const notOrdered = ne(books.state, 3);
export type BookListRow = Omit<BookRow, 'document'>;

/** What the book list shows of a book, with the dates its derived fields come from in milliseconds since 1970. */
export interface BookListEntry {
  id: number;
  previewImageUrl: string | null;
  description: string;
  state: number;
  isTemplate: boolean;
  lastEdit: number;
  finishedAt: number | null;
  lastOrdered: number | null;
  createdAt: number;
}

/**
 * A timestamp as whole milliseconds (cut like JavaScript's Date cuts PostgreSQL's microseconds),
 * as float8 so that node-postgres hands over a number: the embedded PGlite writes and JavaScript
 * reads a number far faster than a timestamp's text (decision 010).
 */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

export function createBooksRepository(db: Database) {
  const inScope = (scope: BookScope, id: number) => and(eq(books.id, id), scopeCondition(scope));
  return {
    /**
     * How often the scope's books have changed (the trigger on `books` bumps it with every write,
     * migration 0012; 0 before the first). Read before the books: a list read after it is at least
     * as new as this version, so keeping it under this version can never keep an older list.
     */
    async scopeVersion(scope: BookScope): Promise<number> {
      const { rows } = (await db.execute(
        sql`select ${bookScopeVersions.version}::float8 as "version" from ${bookScopeVersions} where ${bookScopeVersions.scope} = ${scopeKey(scope)}`,
      )) as unknown as { rows: { version: number }[] };
      return rows[0]?.version ?? 0;
    },

    /**
     * All books of a scope in one statement (no query per book), with only the columns the list
     * shows: never the documents, and no per-row mapping by the ORM (rows arrive as they are used).
     * Equal last edits in the order of their ids, so that the same books always list the same way.
     */
    async list(scope: BookScope): Promise<BookListEntry[]> {
      // Both databases answer through node-postgres (db/client.ts): a QueryResult with plain rows.
      const { rows } = (await db.execute(sql`
        select ${books.id} as "id", ${books.previewImageUrl} as "previewImageUrl", ${books.description} as "description",
          ${books.state} as "state", ${books.isTemplate} as "isTemplate", ${epochMs(books.lastEdit)} as "lastEdit",
          ${epochMs(books.finishedAt)} as "finishedAt", ${epochMs(books.lastOrdered)} as "lastOrdered",
          ${epochMs(books.createdAt)} as "createdAt"
        from ${books} where ${scopeCondition(scope)} order by ${books.lastEdit} desc, ${books.id} desc`)) as unknown as { rows: BookListEntry[] };
      return rows;
    },

    /** Which of `userIds` own at least one book (the trial-user retention keeps them). */
    async ownersAmong(userIds: readonly string[], tx: Executor = db): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await tx.selectDistinct({ owner: books.ownerUserId }).from(books).where(inArray(books.ownerUserId, [...userIds]));
      return new Set(rows.flatMap((row) => (row.owner ? [row.owner] : [])));
    },

    /** A book's current document and its version, whoever owns it (the print module checks the caller first). */
    async documentOf(id: number, tx: Executor = db): Promise<Pick<BookRow, 'id' | 'document' | 'documentVersion'> | undefined> {
      const [row] = await tx.select({ id: books.id, document: books.document, documentVersion: books.documentVersion }).from(books).where(eq(books.id, id));
      return row;
    },

    async documentVersionOf(id: number, tx: Executor = db): Promise<number | null> {
      const [row] = await tx.select({ version: books.documentVersion }).from(books).where(eq(books.id, id));
      return row?.version ?? null;
    },

    /** The books list's picture of the book (the print module's rendered cover); no edit, so no date moves. */
    async setPreviewImageUrl(id: number, url: string, tx: Executor = db): Promise<void> {
      await tx.update(books).set({ previewImageUrl: url }).where(eq(books.id, id));
    },

    async hasAny(ownerUserId: string): Promise<boolean> {
      const rows = await db.select({ id: books.id }).from(books).where(eq(books.ownerUserId, ownerUserId)).limit(1);
      return rows.length > 0;
    },

    /**
     * Whether the book is in the scope, reading nothing but its id (a poll of a print's state must
     * not read a 96-page document every few seconds).
     */
    async isVisible(scope: BookScope, id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: books.id }).from(books).where(inScope(scope, id));
      return rows.length > 0;
    },

    /** The book's name when it is in the scope (the proof's file name), else null; never reads the document. */
    async visibleName(scope: BookScope, id: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx.select({ description: books.description }).from(books).where(inScope(scope, id));
      return row?.description ?? null;
    },

    /** Books whose document (or name) changed since `since`, with their document version, newest first. */
    async editedSince(since: Date, limit: number, tx: Executor = db): Promise<{ bookId: number; version: number }[]> {
      return tx
        .select({ bookId: books.id, version: books.documentVersion })
        .from(books)
        .where(gte(books.lastEdit, since))
        .orderBy(desc(books.lastEdit))
        .limit(limit);
    },

    /** A book outside the scope is simply not found. */
    async find(scope: BookScope, id: number, tx: Executor = db): Promise<BookRow | undefined> {
      const [row] = await tx.select().from(books).where(inScope(scope, id));
      return row;
    },

    /**
     * The basket's books that are in the scope, locked (FOR UPDATE, in id order so that two baskets never
     * wait on each other crosswise): a reservation reads the state an order placed meanwhile has written.
     */
    async lockedInScope(scope: BookScope, ids: readonly number[], tx: Executor = db): Promise<BookRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(books)
        .where(and(inArray(books.id, [...ids]), scopeCondition(scope)))
        .orderBy(books.id)
        .for('update');
    },

    /** Books by id whoever owns them (the cart shows the books its reservation holds). */
    async findMany(ids: readonly number[], tx: Executor = db): Promise<BookRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(books).where(inArray(books.id, [...ids]));
    },

    async countTemplates(scope: BookScope, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(books).where(and(scopeCondition(scope), eq(books.isTemplate, true)));
      return row?.n ?? 0;
    },

    /**
     * Renames the book as it was read (same state, so the caller's judgement of the retention
     * warning still holds); the warning is voided only when the caller says the rename moves the
     * deletion date. Never an ordered book.
     */
    async rename(scope: BookScope, id: number, change: { description: string; now: Date; seenState: number; voidsWarning: boolean }): Promise<BookRow | undefined> {
      const [row] = await db
        .update(books)
        .set({ description: change.description, lastEdit: change.now, ...(change.voidsWarning ? { retentionWarnedAt: null } : {}) })
        .where(and(inScope(scope, id), eq(books.state, change.seenState), notOrdered))
        .returning();
      return row;
    },

    /**
     * Finishes a begun book (state 2, finished now) only as the finishing check saw it: in the scope,
     * still begun, no template, and still at the document version that was checked. One statement, so
     * a save racing it either lands first (the version moved: nothing is finished) or finds the book
     * finished (storeNext's state condition: nothing unchecked is stored). Finishing moves the deletion
     * date (lifecycle.ts), so an earlier retention warning no longer holds. Answers the row, or undefined.
     */
    async finish(scope: BookScope, id: number, change: { expectedVersion: number; now: Date }, tx: Executor = db): Promise<BookRow | undefined> {
      const [row] = await tx
        .update(books)
        .set({ state: 2, finishedAt: change.now, retentionWarnedAt: null })
        .where(and(inScope(scope, id), eq(books.state, 1), eq(books.isTemplate, false), eq(books.documentVersion, change.expectedVersion)))
        .returning();
      return row;
    },

    /**
     * Ordered (in the order's transaction): state 3 and the order's date, from which the book can be
     * reordered for two years (lifecycle.ts); an earlier retention warning no longer holds. Answers how many changed.
     */
    async markOrdered(ids: readonly number[], now: Date, tx: Executor = db): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(books)
        .set({ state: 3, lastOrdered: now, retentionWarnedAt: null })
        .where(and(inArray(books.id, [...ids]), eq(books.isTemplate, false), inArray(books.state, [2, 3])))
        .returning({ id: books.id });
      return rows.length;
    },

    /**
     * Before an account is deleted (in its transaction): the company books it made stay with the
     * company, without a maker; the private ones then go with the account (cascade).
     */
    async releaseCompanyBooksOf(ownerUserId: string, tx: Executor = db): Promise<void> {
      await tx.update(books).set({ ownerUserId: null }).where(and(eq(books.ownerUserId, ownerUserId), isNotNull(books.companyId)));
    },

    /** Never an ordered book; answers whether the book went. */
    async delete(scope: BookScope, id: number): Promise<boolean> {
      return (await db.delete(books).where(and(inScope(scope, id), notOrdered)).returning({ id: books.id })).length > 0;
    },

    /**
     * Retention (retention-job.ts): the books, templates aside, whose earlier date lies before `cutoff`, without their documents.
     * Company books whose maker's account is gone have nobody to warn yet, so they are kept (not listed).
     */
    listRetentionCandidates(cutoff: Date): Promise<RetentionCandidateRow[]> {
      return db
        .select({
          id: books.id,
          description: books.description,
          state: books.state,
          lastEdit: books.lastEdit,
          finishedAt: books.finishedAt,
          lastOrdered: books.lastOrdered,
          retentionWarnedAt: books.retentionWarnedAt,
          ownerUserId: sql<string>`${books.ownerUserId}`,
        })
        .from(books)
        .where(and(eq(books.isTemplate, false), isNotNull(books.ownerUserId), lte(sql`least(${books.lastEdit}, coalesce(${books.finishedAt}, ${books.lastEdit}))`, cutoff)));
    },

    /** Deletes the book only as it was judged: an edit or a new warning in the meantime keeps it. Answers whether it went. */
    async deleteIfUnchanged(seen: Pick<RetentionCandidateRow, 'id' | 'lastEdit' | 'state' | 'retentionWarnedAt'>): Promise<boolean> {
      const gone = await db
        .delete(books)
        .where(and(eq(books.id, seen.id), sameInstant(books.lastEdit, seen.lastEdit), eq(books.state, seen.state), unchangedMark(seen.retentionWarnedAt)))
        .returning({ id: books.id });
      return gone.length > 0;
    },

    /** Marks the book as warned at `now`, unless its mark changed since it was read (another process claimed it). */
    async claimRetentionWarning(id: number, seenMark: Date | null, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx.update(books).set({ retentionWarnedAt: now }).where(and(eq(books.id, id), unchangedMark(seenMark))).returning({ id: books.id });
      return rows.length > 0;
    },

    /**
     * Runs `work` while no other request of the same scope runs it: the template count and the
     * insert that follows must not race (two clicks, two tabs, two processes).
     */
    async serialized<T>(scope: BookScope, work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`books:${scope.companyId ?? scope.userId}`}))`);
        return work(tx);
      });
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;

export type RetentionCandidateRow = Pick<BookRow, 'id' | 'description' | 'state' | 'lastEdit' | 'finishedAt' | 'lastOrdered' | 'retentionWarnedAt'> & { ownerUserId: string };

/** PostgreSQL keeps microseconds, JavaScript milliseconds: compare what both can see. */
const sameInstant = (column: AnyPgColumn, seen: Date) => sql`date_trunc('milliseconds', ${column}) = ${seen}`;
const unchangedMark = (seen: Date | null) => (seen == null ? isNull(books.retentionWarnedAt) : sameInstant(books.retentionWarnedAt, seen));
