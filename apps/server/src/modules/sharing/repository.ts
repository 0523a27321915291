import { and, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookShares, type BookShareRow } from './schema';

/** A valid share (unused, not expired); its book is still there (the row goes with the book). */
export type ValidShare = Pick<BookShareRow, 'id' | 'bookId' | 'sharerName' | 'message' | 'expiresAt'>;

/** SQL of the shares; every function takes an optional transaction. */
export function createSharingRepository(db: Database) {
  return {
    async insert(values: typeof bookShares.$inferInsert, tx: Executor = db): Promise<BookShareRow> {
      const [row] = await tx.insert(bookShares).values(values).returning();
      if (!row) throw new Error('share insert returned nothing');
      return row;
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

    /** The share of this token hash while it may be used: unused and not expired. */
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
        .where(and(eq(bookShares.tokenHash, tokenHash), isNull(bookShares.usedAt), gt(bookShares.expiresAt, now)));
      return row;
    },

    /**
     * Uses up the share: only where it is still unused and valid. Of two confirmations at the same
     * moment exactly one wins (the row lock makes the second re-check its condition and find it used).
     */
    async claim(shareId: number, usedByUserId: string, now: Date, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(bookShares)
        .set({ usedAt: now, usedByUserId })
        .where(and(eq(bookShares.id, shareId), isNull(bookShares.usedAt), gt(bookShares.expiresAt, now)))
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
