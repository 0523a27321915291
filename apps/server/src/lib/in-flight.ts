import type { FastifyInstance } from 'fastify';

/**
 * Counts the requests being answered, so a shutdown can let them finish before the database goes
 * (closing the listener alone does not wait for requests already inside a handler).
 */
export function trackRequestsInFlight(app: FastifyInstance): { drained(timeoutMs: number): Promise<void> } {
  let open = 0;
  let waiters: Array<() => void> = [];
  const finish = () => {
    open = Math.max(0, open - 1);
    if (open > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  app.addHook('onRequest', async () => {
    open += 1;
  });
  app.addHook('onResponse', async () => finish());
  // A request whose client went away is still being worked on: it counts until its handler is done
  // (onResponse then fires on the closed connection), so no onRequestAbort here.
  return {
    drained(timeoutMs) {
      if (open === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
