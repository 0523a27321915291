import { and, count, desc, eq, getTableColumns, isNull, ne, sql, type SQL } from 'drizzle-orm';
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
