import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from './rate-limit-schema';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

export interface DatabaseRateLimitStoreOptions {
  /** How often (at most) this process deletes windows that have run out. */
  sweepEveryMs?: number;
  /** A failed clean-up must not fail the request that happened to trigger it. */
  onSweepError?: (error: unknown) => void;
}

// Rows deleted per clean-up at most: a clean-up stays a short statement even after a flood.
const SWEEP_BATCH = 1000;

/**
 * A @fastify/rate-limit store over the shared database (table rate_limit_counters), so every
 * server process counts one visitor together (ARCHITECTURE.md: nothing in process memory that
 * another process needs). One atomic upsert per hit: it starts a new window when the old one has
 * run out, else adds one. Times come from the database's clock, the same for every process.
 * Fixed windows only: the plugin's continueExceeding and exponentialBackoff are not used here.
 */
export function databaseRateLimitStore(db: Database, options: DatabaseRateLimitStoreOptions = {}): FastifyRateLimitStoreCtor {
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = Date.now();

  async function hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
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
  }

  /**
   * Windows that have run out are only waste (the next hit starts afresh anyway). SKIP LOCKED:
   * two processes cleaning up at once never wait for, or deadlock with, each other or a hit.
   */
  async function sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    await db
      .execute(
        sql`delete from ${rateLimitCounters} where ${rateLimitCounters.key} in (
          select ${rateLimitCounters.key} from ${rateLimitCounters} where ${rateLimitCounters.resetsAt} < now() limit ${SWEEP_BATCH} for update skip locked)`,
      )
      .catch((error: unknown) => options.onSweepError?.(error));
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each limited route counts apart, like the plugin's own stores do. */
    private prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(this.prefix + key, timeWindow).then(
        async (result) => {
          await sweepNowAndThen();
          callback(null, result);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route under `routeInfo` (its typings say otherwise).
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const store = new DatabaseRateLimitStore();
      store.prefix = `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}|`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
