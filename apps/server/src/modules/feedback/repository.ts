import type { Executor } from '../../db/client';
import { feedback } from './schema';

export function createFeedbackRepository(db: Executor) {
  return {
    async insert(row: typeof feedback.$inferInsert, tx: Executor = db): Promise<number> {
      const [stored] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
      if (!stored) throw new Error('feedback insert returned nothing');
      return stored.id;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
