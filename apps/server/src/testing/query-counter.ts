import pg from 'pg';

type Query = typeof pg.Client.prototype.query;

/**
 * The SQL statements sent while `work` runs, caught where every query of the app passes:
 * node-postgres's Client.query (drizzle, the pool and transactions all end there, on PGlite and on
 * PostgreSQL alike). Only for tests that run one request at a time, so nothing else is counted.
 */
export async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? ''));
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as Query;
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}
