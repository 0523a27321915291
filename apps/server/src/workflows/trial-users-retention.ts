import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createBooksRepository } from '../modules/books/repository';
import type { ScheduledJob } from '../modules/jobs/job-runner';
import { createMemorialPagesRepository } from '../modules/memorial-pages/repository';
import { DAY_MS } from '../modules/users/action-tokens';
import { createUsersRepository } from '../modules/users/repository';

/**
 * A trial token is valid for 30 days from the trial's start and never renewed (auth/token-signer.ts),
 * so a day after that nobody can use the trial any more. The privacy page states this retention.
 */
export const TRIAL_RETENTION_DAYS = 31;
const BATCH = 500;

/**
 * Trial users without books, without a memorial page taken over and administering none are deleted
 * once their trial has run out (datenschutz: 'Testzugänge'). Spans users, books and memorial pages,
 * hence a workflow. Each batch is one transaction with the users' rows locked, so a book made for
 * one of them at that moment either is seen here (and keeps the user) or fails its foreign key.
 * Idempotent and safe on several processes (locked rows are skipped).
 */
export async function runTrialUsersRetention(deps: { db: Database; now: Date }): Promise<{ deleted: number }> {
  const cutoff = new Date(deps.now.getTime() - TRIAL_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  // Paged by id: the users kept (books, pages) are not looked at twice in one run.
  let afterId: string | null = null;
  for (;;) {
    const batch: string[] = await deps.db.transaction(async (tx) => {
      const users = createUsersRepository(tx);
      const ids = await users.lockTrialUsersCreatedBefore(cutoff, afterId, BATCH, tx);
      const owners = await createBooksRepository(tx).ownersAmong(ids, tx);
      const withPages = await createMemorialPagesRepository(tx).usersWithPagesAmong(ids, tx);
      deleted += await users.deleteTrialUsers(ids.filter((id) => !owners.has(id) && !withPages.has(id)), tx);
      return ids;
    });
    if (batch.length < BATCH) break;
    afterId = batch.at(-1) ?? null;
  }
  return { deleted };
}

export function trialUsersRetentionJob(deps: { db: Database; now: () => Date; log: FastifyBaseLogger }): ScheduledJob {
  return {
    name: 'trial-users-retention',
    // Once a day, at night, before the book retention (03:41) so the two never meet.
    cron: '23 2 * * *',
    run: async () => {
      const result = await runTrialUsersRetention({ db: deps.db, now: deps.now() });
      deps.log.info(result, 'trial users: expired ones without books or pages deleted');
    },
  };
}
