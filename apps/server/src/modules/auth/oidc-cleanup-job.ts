import type { Database } from '../../db/client';
import type { ScheduledJob } from '../jobs/job-runner';
import { deleteExpiredOidcPayloads } from './oidc-adapter';

const BATCH = 1000;

/**
 * The issuer writes a row for every sign-in page opened, code, session, grant and refresh token,
 * and never deletes what runs out by itself. This deletes what has run out, in short batches, and
 * answers how many rows went.
 */
export async function runOidcCleanupJob({ db, now }: { db: Database; now: Date }): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const batch = await deleteExpiredOidcPayloads(db, now, BATCH);
    deleted += batch;
    if (batch < BATCH) return { deleted };
  }
}

export function oidcCleanupJob(deps: { db: Database; now: () => Date; log: (result: { deleted: number }) => void }): ScheduledJob {
  return {
    name: 'oidc-cleanup',
    // Every hour at minute 43, away from the other jobs' minutes.
    cron: '43 * * * *',
    run: async () => deps.log(await runOidcCleanupJob({ db: deps.db, now: deps.now() })),
  };
}
