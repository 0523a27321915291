import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookPageThumbnails, type BookPageThumbnailRow } from './schema';

export interface ThumbnailEntry {
  pageId: string;
  pageNumber: number;
  contentHash: string;
  imageKey: string;
}

/**
 * SQL of book_page_thumbnails; every function takes an optional transaction. Replaced and removed
 * rows queue their images in file_deletions by trigger (migration 0018), so no image outlives its row.
 */
export function createThumbnailRepository(db: Database) {
  return {
    async list(bookId: number, tx: Executor = db): Promise<BookPageThumbnailRow[]> {
      return tx.select().from(bookPageThumbnails).where(eq(bookPageThumbnails.bookId, bookId)).orderBy(asc(bookPageThumbnails.pageNumber));
    },

    async findByNumber(bookId: number, pageNumber: number, tx: Executor = db): Promise<BookPageThumbnailRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookPageThumbnails)
        .where(and(eq(bookPageThumbnails.bookId, bookId), eq(bookPageThumbnails.pageNumber, pageNumber)))
        .limit(1);
      return row;
    },

    /**
     * The book's thumbnails become exactly these pages of document `version` (in the preview's
     * finishing transaction): pages kept, renumbered or given a new image; pages no longer in the
     * book removed.
     */
    async replace(bookId: number, version: number, entries: readonly ThumbnailEntry[], tx: Executor = db): Promise<void> {
      if (entries.length > 0) {
        await tx
          .insert(bookPageThumbnails)
          .values(entries.map((entry) => ({ bookId, renderedVersion: version, ...entry })))
          .onConflictDoUpdate({
            target: [bookPageThumbnails.bookId, bookPageThumbnails.pageId],
            set: {
              pageNumber: sql`excluded.page_number`,
              contentHash: sql`excluded.content_hash`,
              imageKey: sql`excluded.image_key`,
              renderedVersion: sql`excluded.rendered_version`,
            },
          });
      }
      await tx.delete(bookPageThumbnails).where(
        and(
          eq(bookPageThumbnails.bookId, bookId),
          entries.length > 0
            ? notInArray(
                bookPageThumbnails.pageId,
                entries.map((entry) => entry.pageId),
              )
            : undefined,
        ),
      );
    },
  };
}

export type ThumbnailRepository = ReturnType<typeof createThumbnailRepository>;
