import { and, count, desc, eq, getTableColumns, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { books, type BookRow } from './schema';

/**
 * Whose books a request sees: the user's own (made outside any company view), or — for a funeral
 * director's employee in the company view — all of the company's books.
 */
export type BookScope = { userId: string; companyId: string | null };

export function scopeCondition(scope: BookScope): SQL {
  return scope.companyId ? eq(books.companyId, scope.companyId) : (and(eq(books.ownerUserId, scope.userId), isNull(books.companyId)) as SQL);
}

/** SPEC.md section 4: an ordered book (state 3) keeps its name and stays. */
const notOrdered = ne(books.state, 3);
const { document: _document, ...listColumns } = getTableColumns(books);
export type BookListRow = Omit<BookRow, 'document'>;

export function createBooksRepository(db: Database) {
  const inScope = (scope: BookScope, id: number) => and(eq(books.id, id), scopeCondition(scope));
  return {
    /** All books of a scope in one query (no query per book), without their documents: a list never needs the pages. */
    list(scope: BookScope): Promise<BookListRow[]> {
      return db.select(listColumns).from(books).where(scopeCondition(scope)).orderBy(desc(books.lastEdit));
    },

    async hasAny(ownerUserId: string): Promise<boolean> {
      const rows = await db.select({ id: books.id }).from(books).where(eq(books.ownerUserId, ownerUserId)).limit(1);
      return rows.length > 0;
    },

    /** A book outside the scope is simply not found. */
    async find(scope: BookScope, id: number, tx: Executor = db): Promise<BookRow | undefined> {
      const [row] = await tx.select().from(books).where(inScope(scope, id));
      return row;
    },

    async countTemplates(scope: BookScope, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(books).where(and(scopeCondition(scope), eq(books.isTemplate, true)));
      return row?.n ?? 0;
    },

    async insert(values: typeof books.$inferInsert, tx: Executor = db): Promise<BookRow> {
      const [row] = await tx.insert(books).values(values).returning();
      if (!row) throw new Error('book insert returned nothing');
      return row;
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

    /** Never an ordered book; answers whether the book went. */
    async delete(scope: BookScope, id: number): Promise<boolean> {
      return (await db.delete(books).where(and(inScope(scope, id), notOrdered)).returning({ id: books.id })).length > 0;
    },

    /** Retention (retention-job.ts): the books, templates aside, whose earlier date lies before `cutoff`, without their documents. */
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
          ownerUserId: books.ownerUserId,
        })
        .from(books)
        .where(and(eq(books.isTemplate, false), lte(sql`least(${books.lastEdit}, coalesce(${books.finishedAt}, ${books.lastEdit}))`, cutoff)));
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
    async claimRetentionWarning(id: number, seenMark: Date | null, now: Date): Promise<boolean> {
      const rows = await db.update(books).set({ retentionWarnedAt: now }).where(and(eq(books.id, id), unchangedMark(seenMark))).returning({ id: books.id });
      return rows.length > 0;
    },

    /** Takes back the warnings claimed at `now` (their mail could not be sent). */
    async releaseRetentionWarnings(ids: number[], now: Date): Promise<void> {
      await db
        .update(books)
        .set({ retentionWarnedAt: null })
        .where(and(inArray(books.id, ids), sameInstant(books.retentionWarnedAt, now)));
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

export type RetentionCandidateRow = Pick<BookRow, 'id' | 'description' | 'state' | 'lastEdit' | 'finishedAt' | 'lastOrdered' | 'retentionWarnedAt' | 'ownerUserId'>;

/** PostgreSQL keeps microseconds, JavaScript milliseconds: compare what both can see. */
const sameInstant = (column: AnyPgColumn, seen: Date) => sql`date_trunc('milliseconds', ${column}) = ${seen}`;
const unchangedMark = (seen: Date | null) => (seen == null ? isNull(books.retentionWarnedAt) : sameInstant(books.retentionWarnedAt, seen));
