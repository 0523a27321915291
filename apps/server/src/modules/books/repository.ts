import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { books, type BookRow } from './schema';

export function createBooksRepository(db: Executor) {
  const own = (ownerUserId: string, id: number) => and(eq(books.id, id), eq(books.ownerUserId, ownerUserId));
  return {
    /** All of a user's books in one query (no query per book). */
    listForOwner(ownerUserId: string): Promise<BookRow[]> {
      return db.select().from(books).where(eq(books.ownerUserId, ownerUserId)).orderBy(desc(books.lastEdit));
    },

    async hasAny(ownerUserId: string): Promise<boolean> {
      const rows = await db.select({ id: books.id }).from(books).where(eq(books.ownerUserId, ownerUserId)).limit(1);
      return rows.length > 0;
    },

    /** Another user's book is simply not found. */
    async findOwned(ownerUserId: string, id: number): Promise<BookRow | undefined> {
      const [row] = await db.select().from(books).where(own(ownerUserId, id));
      return row;
    },

    async insert(values: typeof books.$inferInsert): Promise<BookRow> {
      const [row] = await db.insert(books).values(values).returning();
      if (!row) throw new Error('book insert returned nothing');
      return row;
    },

    async rename(ownerUserId: string, id: number, description: string, now: Date): Promise<BookRow | undefined> {
      const [row] = await db.update(books).set({ description, lastEdit: now }).where(own(ownerUserId, id)).returning();
      return row;
    },

    async delete(ownerUserId: string, id: number): Promise<void> {
      await db.delete(books).where(own(ownerUserId, id));
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
