import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ScheduledJob } from '../jobs/job-runner';
import { createCartRepository } from './repository';

/** One run ends at most this many baskets; the next run (a few minutes later) takes the rest. */
const BATCH = 500;

/**
 * Ends open reservations past their expiry and frees their books (SPEC.md section 4: a basket that
 * is never ordered frees its books). Each one in its own short transaction, with the row locked: an
 * order placed from it at this very moment (allowed while it still holds its books) either commits
 * first — then it is 'ordered' and stays so — or waits until the sweep has ended it and finds it gone.
 */
export async function sweepExpiredReservations(db: Database, now: Date): Promise<number> {
  const repository = createCartRepository(db);
  let ended = 0;
  for (const id of await repository.expiredOpen(now, BATCH)) {
    const didEnd = await db.transaction(async (tx) => {
      const row = await repository.lock(id, tx);
      if (!row || row.state !== 'open' || row.expiresAt > now) return false;
      return repository.end(id, 'expired', tx);
    });
    if (didEnd) ended += 1;
  }
  return ended;
}

export function reservationExpiryJob(deps: { db: Database; now: () => Date; log: FastifyBaseLogger }): ScheduledJob {
  return {
    name: 'reservation-expiry',
    // Every five minutes: a basket frees its books soon after its hour is up.
    cron: '*/5 * * * *',
    run: async () => {
      const ended = await sweepExpiredReservations(deps.db, deps.now());
      if (ended > 0) deps.log.info({ ended }, 'reservations expired');
    },
  };
}
