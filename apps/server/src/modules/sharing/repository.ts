import { and, count, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookShares, type BookShareRow } from './schema';

/** A valid share (unused, not expired) whose book is still there (a deleted book's id is null). */
export type ValidShare = Pick<BookShareRow, 'id' | 'sharerName' | 'message' | 'expiresAt'> & { bookId: number };

/** Usable: not used, not expired, the book not deleted. */
const usable = (now: Date) => and(isNull(bookShares.usedAt), gt(bookShares.expiresAt, now), isNotNull(bookShares.bookId));

/** Whether PostgreSQL refused a row for this foreign key (Drizzle wraps the driver's error in `cause`). */
function refusedForeignKey(error: unknown, constraintName: string): boolean {
  for (let current = error, depth = 0; current != null && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503' && constraint === constraintName) return true;
  }
  return false;
}

/** SQL of the shares; every function takes an optional transaction. */
export function createSharingRepository(db: Database) {
  return {
    /** The new share; undefined when its book was deleted after it was checked (a 404, never a 500). */
    async insert(values: typeof bookShares.$inferInsert, tx: Executor = db): Promise<BookShareRow | undefined> {
      try {
        const [row] = await tx.insert(bookShares).values(values).returning();
        if (!row) throw new Error('share insert returned nothing');
        return row;
      } catch (error) {
        if (refusedForeignKey(error, 'book_shares_book_id_books_id_fk')) return undefined;
        throw error;
      }
    },

    /** Shares made by the person since `since` (the per-sharer limit). */
    async countBySharerSince(sharerUserId: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(bookShares).where(and(eq(bookShares.sharerUserId, sharerUserId), gte(bookShares.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Shares to the address (lower case) from anyone since `since` (the per-recipient limit). */
    async countForRecipientSince(recipientEmail: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(bookShares).where(and(eq(bookShares.recipientEmail, recipientEmail), gte(bookShares.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Counts and inserts of shares for one sharer and one address wait for each other (two clicks, two
     * processes), so a limit cannot be passed by shares made at the same moment. Transaction-scoped.
     */
    async lockCounts(sharerUserId: string, recipientEmail: string, tx: Executor): Promise<void> {
      // Always in the same order (sharer, then address), so two shares never wait for each other in a circle.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-sharer:${sharerUserId}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-recipient:${recipientEmail}`}))`);
    },

    /** The share of this token hash while it may be used: unused, not expired, its book still there. */
    async findValid(tokenHash: string, now: Date, tx: Executor = db): Promise<ValidShare | undefined> {
      const [row] = await tx
        .select({
          id: bookShares.id,
          bookId: bookShares.bookId,
          sharerName: bookShares.sharerName,
          message: bookShares.message,
          expiresAt: bookShares.expiresAt,
        })
        .from(bookShares)
        .where(and(eq(bookShares.tokenHash, tokenHash), usable(now)));
      return row?.bookId == null ? undefined : { ...row, bookId: row.bookId };
    },

    /**
     * Uses up the share: only where it is still unused and valid. Of two confirmations at the same
     * moment exactly one wins (the row lock makes the second re-check its condition and find it used);
     * a book deleted meanwhile makes it fail too. The message has done its job: it goes (privacy).
     */
    async claim(shareId: number, usedByUserId: string, now: Date, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(bookShares)
        .set({ usedAt: now, usedByUserId, message: null })
        .where(and(eq(bookShares.id, shareId), usable(now)))
        .returning({ id: bookShares.id });
      return rows.length > 0;
    },

    async setCopy(shareId: number, copyBookId: number, tx: Executor): Promise<void> {
      await tx.update(bookShares).set({ copyBookId }).where(eq(bookShares.id, shareId));
    },

    /** Privacy: shares whose link ran out before `cutoff` go, with the recipient's address. */
    async deleteExpiredBefore(cutoff: Date, tx: Executor = db): Promise<number> {
      return (await tx.delete(bookShares).where(lt(bookShares.expiresAt, cutoff)).returning({ id: bookShares.id })).length;
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
