import { and, eq, like, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookPageViews, type BookPageViewRow } from './schema';

/**
 * SQL of book_page_views; every function takes an optional transaction. Removed rows queue their
 * images in file_deletions by trigger (migration 0022), so no image outlives its row.
 */
export function createViewRepository(db: Database) {
  return {
    async list(bookId: number, tx: Executor = db): Promise<BookPageViewRow[]> {
      return tx.select().from(bookPageViews).where(eq(bookPageViews.bookId, bookId));
    },

    /** The image of a look, by the first 16 hex digits of its hash (the address's). */
    async findByLook(bookId: number, look: string, tx: Executor = db): Promise<BookPageViewRow | undefined> {
      if (!/^[0-9a-f]{16}$/.test(look)) return undefined;
      const [row] = await tx
        .select()
        .from(bookPageViews)
        .where(and(eq(bookPageViews.bookId, bookId), like(bookPageViews.contentHash, `${look}%`)))
        .limit(1);
      return row;
    },

    /** Stores a drawn look; false when another rendering stored it first (then this image must go). */
    async insert(bookId: number, contentHash: string, imageKey: string, tx: Executor = db): Promise<boolean> {
      const inserted = await tx.insert(bookPageViews).values({ bookId, contentHash, imageKey }).onConflictDoNothing().returning({ bookId: bookPageViews.bookId });
      return inserted.length > 0;
    },

    /** Removes the looks the book no longer shows. */
    async keepOnly(bookId: number, contentHashes: readonly string[], tx: Executor = db): Promise<void> {
      await tx
        .delete(bookPageViews)
        .where(and(eq(bookPageViews.bookId, bookId), contentHashes.length > 0 ? notInArray(bookPageViews.contentHash, [...contentHashes]) : undefined));
    },
  };
}

export type ViewRepository = ReturnType<typeof createViewRepository>;
