import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from './rate-limit-repository';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Counters = Pick<RateLimitRepository, 'hit' | 'deleteExpired'>;

export interface DatabaseRateLimitStoreOptions {
  /** How often (at most) this process deletes windows that have run out. */
  sweepEveryMs?: number;
  /**
   * Told what went wrong outside any request: a failed clean-up, or the plugin's callback throwing.
   * Neither may fail a request, nor become an unhandled rejection.
   */
  onError?: (error: unknown, during: 'clean-up' | 'callback') => void;
}

// Longer keys are stored by their hash: an index entry stays small whatever a route's key holds.
const LONGEST_STORED_KEY = 256;

/**
 * Keys are made of what requests bring (addresses, page ids from the path). PostgreSQL refuses a
 * NUL in text, so control characters (and the backslash, to keep the escaping one-to-one) are
 * escaped; a key over LONGEST_STORED_KEY is stored as its hash. No key can fail the insert.
 */
export function storageKey(key: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped here
  const escaped = key.replace(/[\u0000-\u001f\u007f\\]/g, (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return escaped.length <= LONGEST_STORED_KEY ? escaped : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

// Rows deleted per clean-up at most: a clean-up stays a short statement even after a flood.
const SWEEP_BATCH = 1000;

/**
 * A @fastify/rate-limit store over the shared database (table rate_limit_counters), so every
 * server process counts one visitor together (ARCHITECTURE.md: nothing in process memory that
 * another process needs). Fixed windows only: the plugin's continueExceeding and
 * exponentialBackoff are not used here.
 */
export function databaseRateLimitStore(counters: Counters, options: DatabaseRateLimitStoreOptions = {}): FastifyRateLimitStoreCtor {
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const report = (error: unknown, during: 'clean-up' | 'callback') => {
    try {
      options.onError?.(error, during);
    } catch {
      // A failing logger has nowhere left to report to.
    }
  };
  let lastSweep = Date.now();

  /** Windows that have run out are only waste (the next hit starts afresh): cleared beside the requests, never before one. */
  function sweepNowAndThen(): void {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    counters.deleteExpired(SWEEP_BATCH).catch((error: unknown) => report(error, 'clean-up'));
  }

  /** The plugin's callback runs outside the promise chain, so whatever it throws is reported, not left unhandled. */
  function answer(callback: Callback, ...args: Parameters<Callback>): void {
    try {
      callback(...args);
    } catch (error) {
      report(error, 'callback');
    }
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each limited route counts apart, like the plugin's own stores do. */
    private prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(storageKey(this.prefix + key), timeWindow).then(
        (result) => {
          answer(callback, null, result);
          sweepNowAndThen();
        },
        (error: unknown) => answer(callback, error instanceof Error ? error : new Error(String(error))),
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
