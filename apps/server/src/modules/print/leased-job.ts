import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { JobQueue } from '../jobs/job-queue';

/** The part of a job's repository the claim loop needs (its SQL stays in that repository). */
export interface LeasedRows<Row> {
  /** One conditional UPDATE taking the row with `lease`: of two workers racing, exactly one wins. */
  claim(lease: string, options: { bookId?: number; exclude?: readonly number[]; minAgeSeconds?: number; leaseSeconds: number }): Promise<Row | undefined>;
  /** Ends the claim: tried again after `retryInSeconds`, or given up. */
  fail(bookId: number, lease: string, options: { giveUp: boolean; retryInSeconds: number }): Promise<void>;
  /** Books that may be claimed and have waited at least `minAgeSeconds`, oldest first. */
  waiting(options: { minAgeSeconds: number; limit: number }): Promise<number[]>;
}

export interface LeasedJob<Row> {
  /** Sends the job for the book (lost sends are the sweep's). */
  send(bookId: number): Promise<void>;
  /** Works every row that may be claimed, here and now (tests). */
  processPending(options?: { minAgeSeconds?: number }): Promise<{ processed: number }>;
  /** Sends the job again for `also` and every row waiting too long; renders nothing itself. */
  resend(also?: readonly number[]): Promise<{ sent: number }>;
  /** Ends a claim whose work failed: tried again later, or given up after the last attempt (answered). */
  fail(row: Row, lease: string): Promise<boolean>;
}

const jobDataSchema = z.object({ bookId: z.number().int().positive() });

/**
 * A job per book on pg-boss, safe on several processes: the book's row is the truth, claimed with a
 * lease before a worker works on it (one at a time per book); a worker that died leaves a claim that
 * runs out, which the queue's retry or the sweep takes again and counts in `attempts`.
 */
export function createLeasedJob<Row extends { bookId: number; attempts: number }>(options: {
  name: string;
  queue: JobQueue;
  rows: LeasedRows<Row>;
  leaseSeconds: number;
  maxAttempts: number;
  retryAfterSeconds: number;
  sweep: { minAgeSeconds: number; batch: number };
  /** Claims taken one after another per job: more than one where work arrives meanwhile (saves during a preview). */
  claimsPerJob: number;
  /** One claimed row to its end; false when it failed (the claim then ended with `fail`). */
  work(row: Row, lease: string): Promise<boolean>;
  /** A row whose claims ran out too often was given up. */
  onGivenUp?(row: Row): void;
}): LeasedJob<Row> {
  const { name, queue, rows, leaseSeconds } = options;

  async function workClaimed(row: Row, lease: string): Promise<boolean> {
    if (row.attempts >= options.maxAttempts) {
      await rows.fail(row.bookId, lease, { giveUp: true, retryInSeconds: 0 });
      options.onGivenUp?.(row);
      return true;
    }
    return options.work(row, lease);
  }

  async function processBook(bookId: number): Promise<void> {
    for (let round = 0; round < options.claimsPerJob; round++) {
      const lease = randomUUID();
      const row = await rows.claim(lease, { bookId, leaseSeconds });
      if (!row || !(await workClaimed(row, lease))) return;
    }
  }

  queue.define({
    name,
    // The row says what is left to do; a failed piece of work is the sweep's.
    retryLimit: 1,
    retryDelaySeconds: options.retryAfterSeconds,
    expireInSeconds: leaseSeconds,
    // A rendering holds one photo at a time but several megabytes of PDF or image machinery: one per process.
    concurrency: 1,
    run: async (data) => {
      const parsed = jobDataSchema.safeParse(data);
      if (parsed.success) await processBook(parsed.data.bookId);
    },
  });

  return {
    async send(bookId) {
      await queue.send(name, { bookId });
    },

    async processPending({ minAgeSeconds } = {}) {
      const tried: number[] = [];
      let processed = 0;
      for (;;) {
        const lease = randomUUID();
        const row = await rows.claim(lease, { exclude: tried, minAgeSeconds, leaseSeconds });
        if (!row) return { processed };
        tried.push(row.bookId);
        if (await workClaimed(row, lease)) processed++;
      }
    },

    async resend(also = []) {
      const waiting = await rows.waiting({ minAgeSeconds: options.sweep.minAgeSeconds, limit: options.sweep.batch });
      const send = [...new Set([...also, ...waiting])];
      for (const bookId of send) await queue.send(name, { bookId });
      return { sent: send.length };
    },

    async fail(row, lease) {
      const giveUp = row.attempts + 1 >= options.maxAttempts;
      await rows.fail(row.bookId, lease, { giveUp, retryInSeconds: options.retryAfterSeconds }).catch(() => undefined);
      return giveUp;
    },
  };
}

/**
 * Keeps a claim alive through a long rendering: renewals run one after another, in order; once one
 * finds the claim lost (another worker took it), no more are tried and `lost` is aborted, so the
 * renderer stops drawing.
 */
export function claimKeeper<Args extends unknown[]>(renew: (...args: Args) => Promise<boolean>) {
  const lost = new AbortController();
  let held = Promise.resolve(true);
  return {
    lost: lost.signal,
    renew(...args: Args): void {
      held = held
        .then((stillHeld) => (stillHeld ? renew(...args) : false))
        .then((stillHeld) => {
          if (!stillHeld) lost.abort();
          return stillHeld;
        });
    },
    /** Whether the claim is still held after every renewal asked so far. */
    held: (): Promise<boolean> => held,
  };
}
