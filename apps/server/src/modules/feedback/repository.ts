import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedback } from './schema';

export function createFeedbackRepository(db: Executor) {
  return {
    async insert(row: typeof feedback.$inferInsert, tx: Executor = db): Promise<number> {
      const [stored] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
      if (!stored) throw new Error('feedback insert returned nothing');
      return stored.id;
    },

    /** A page of the feedback, newest first (the back office reads it). */
    async page(page: { size: number; number: number }, tx: Executor = db) {
      const [counted] = await tx.select({ total: count() }).from(feedback);
      const rows = await tx
        .select()
        .from(feedback)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      return { total: counted?.total ?? 0, rows };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
