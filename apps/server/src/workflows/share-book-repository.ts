import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { books, type BookRow } from '../modules/books/schema';
import { photos, type PhotoRow } from '../modules/uploads/schema';

/** A copied photo's row: the original's facts, the recipient's id and owner; ready, since its files are copied. */
export type PhotoCopy = Pick<PhotoRow, 'id' | 'userId' | 'contentHash' | 'byteSize' | 'fileName' | 'format' | 'width' | 'height' | 'takenAt' | 'placeholder'>;

/** The SQL of sharing's copy that no module's repository has: a book by id whoever owns it, and photo rows written as copies. */
export function createShareBookRepository(db: Database) {
  return {
    /** The shared book as it is now (the sharing module checked the link, not who owns the book). */
    async book(bookId: number, tx: Executor = db): Promise<BookRow | undefined> {
      const [row] = await tx.select().from(books).where(eq(books.id, bookId));
      return row;
    },

    async bookName(bookId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx.select({ description: books.description }).from(books).where(eq(books.id, bookId));
      return row?.description ?? null;
    },

    /**
     * Inserts the photo copy; when the recipient has kept the same content meanwhile (an upload at the
     * same moment), that photo is the answer instead (`created` false).
     */
    async insertPhotoCopy(copy: PhotoCopy, at: Date, tx: Executor): Promise<{ id: string; created: boolean }> {
      const [inserted] = await tx
        .insert(photos)
        .values({ ...copy, status: 'ready', createdAt: at, processedAt: at })
        .onConflictDoNothing({ target: [photos.userId, photos.contentHash] })
        .returning({ id: photos.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await tx.select({ id: photos.id }).from(photos).where(and(eq(photos.userId, copy.userId), eq(photos.contentHash, copy.contentHash)));
      if (!existing) throw new Error('photo vanished between insert and read');
      return { id: existing.id, created: false };
    },
  };
}
