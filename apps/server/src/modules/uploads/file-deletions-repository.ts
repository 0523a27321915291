import { asc, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { fileDeletions } from './schema';

/** SQL of the queue of files to remove from the storage (the triggers of migration 0014 fill it too). */
export function createFileDeletionsRepository(db: Database) {
  return {
    async queue(keys: readonly string[], tx: Executor = db): Promise<void> {
      if (keys.length === 0) return;
      await tx.insert(fileDeletions).values(keys.map((key) => ({ key })));
    },

    /** The oldest queued keys; two runs at once may read the same ones (removing twice is no error). */
    async oldest(limit: number, tx: Executor = db): Promise<{ id: number; key: string }[]> {
      return tx.select({ id: fileDeletions.id, key: fileDeletions.key }).from(fileDeletions).orderBy(asc(fileDeletions.id)).limit(limit);
    },

    async done(ids: readonly number[], tx: Executor = db): Promise<void> {
      if (ids.length > 0) await tx.delete(fileDeletions).where(inArray(fileDeletions.id, [...ids]));
    },

    async doneKeys(keys: readonly string[], tx: Executor = db): Promise<void> {
      if (keys.length > 0) await tx.delete(fileDeletions).where(inArray(fileDeletions.key, [...keys]));
    },
  };
}

export type FileDeletionsRepository = ReturnType<typeof createFileDeletionsRepository>;
