import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { ScheduledJob } from '../jobs/job-runner';
import { createFileDeletionsRepository } from './file-deletions-repository';

const BATCH = 500;

/**
 * No file outlives its row (decision 020): the keys of deleted photos and uploads are queued in the
 * deleting transaction (database triggers, or `queue` here), and removed from the storage by the
 * 'file-deletions' job every minute — or at once by `removeNow` where the caller knows the keys.
 * A key leaves the queue only after its file is gone, so a storage that is down delays, never forgets.
 */
export function createFileDeletions(deps: { db: Database; files: FileStorage; log: FastifyBaseLogger }) {
  const repository = createFileDeletionsRepository(deps.db);

  /** Removes every queued file; answers how many keys it handled. */
  async function run(): Promise<{ removed: number }> {
    let removed = 0;
    for (;;) {
      const batch = await repository.oldest(BATCH);
      if (batch.length === 0) return { removed };
      await deps.files.deleteMany([...new Set(batch.map((row) => row.key))]);
      await repository.done(batch.map((row) => row.id));
      removed += batch.length;
      if (batch.length < BATCH) return { removed };
    }
  }

  return {
    /** Queues keys in the caller's transaction: their files go once it commits (and the job runs). */
    queue: (keys: readonly string[], tx?: Executor) => repository.queue(keys, tx),

    run,

    /**
     * Removes these (already queued) files now, so a person who removed a photo sees it gone at once.
     * A failure is only logged: the queue still holds the keys and the job retries.
     */
    async removeNow(keys: readonly string[]): Promise<void> {
      try {
        await deps.files.deleteMany(keys);
        await repository.doneKeys(keys);
      } catch (error) {
        deps.log.warn({ err: error }, 'removing files failed; the file-deletions job will retry');
      }
    },

    job: {
      name: 'file-deletions',
      cron: '* * * * *',
      run: async () => {
        await run();
      },
    } satisfies ScheduledJob,
  };
}

export type FileDeletions = ReturnType<typeof createFileDeletions>;
