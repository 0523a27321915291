import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from './rate-limit-schema';

/** The rate-limit counters' only SQL (ARCHITECTURE.md rule 4). Times come from the database's clock. */
export function createRateLimitRepository(db: Database) {
  return {
    /**
     * One atomic upsert per hit: a new window when the old one has run out, else one more.
     * Answers the count and the window's remaining milliseconds.
     */
    async hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
      const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetsAt: sql`now() + ${timeWindowMs}::double precision * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          ttl: sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000)::double precision`,
        });
      if (!row) throw new Error('rate-limit upsert returned nothing');
      return { current: row.hits, ttl: Math.round(row.ttl) };
    },

    /**
     * Deletes up to `limit` windows that have run out. SKIP LOCKED: two processes cleaning up at
     * once never wait for, or deadlock with, each other or a hit.
     */
    async deleteExpired(limit: number): Promise<void> {
      await db.execute(
        sql`delete from ${rateLimitCounters} where ${rateLimitCounters.key} in (
          select ${rateLimitCounters.key} from ${rateLimitCounters} where ${rateLimitCounters.resetsAt} < now() limit ${limit} for update skip locked)`,
      );
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
