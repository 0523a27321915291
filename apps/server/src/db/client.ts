import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serialiseExtendedProtocol } from './pglite-query-queue';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a repository runs its SQL on: the database or an open transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** How pg-based tools (the job queue) reach the same database. */
export type PgConnection = { connectionString: string } | { host: string; port: number; user: string; database: string };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  connection: PgConnection;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs a function while holding a database-wide lock, so several processes never migrate at once. */
  withExclusiveLock<T>(key: number, run: (db: Database) => Promise<T>): Promise<T>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /**
   * A fresh PGlite data folder to start from instead of running initdb (PGlite's dumpDataDir): the
   * server tests' databases start from one, which saves about two seconds each.
   */
  pgliteTemplate?: Blob | undefined;
}

const POOL_SIZE = 10;

/**
 * One driver for both: the app always speaks the PostgreSQL wire protocol through node-postgres.
 * The embedded PGlite is served on a private Unix socket, so the job queue (pg-boss) and the app
 * share it exactly as they would share a PostgreSQL server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connection = { connectionString: options.databaseUrl };
    return handle('postgres', new pg.Pool({ ...connection, max: POOL_SIZE }), connection, async () => undefined);
  }
  const inMemory = options.pgliteDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir, options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
  // A fresh private folder (mode 0700) per process: only this process's user can open the socket.
  const socketDir = mkdtempSync(join(tmpdir(), 'eb-pg-'));
  const server = new PGLiteSocketServer({ db: pglite, path: join(socketDir, '.s.PGSQL.5432'), maxConnections: 40 });
  serialiseExtendedProtocol(server);
  await server.start();
  const connection = { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' };
  return handle('pglite', new pg.Pool({ ...connection, max: POOL_SIZE }), connection, async () => {
    await server.stop();
    await pglite.close();
    rmSync(socketDir, { recursive: true, force: true });
  });
}

async function handle(kind: DatabaseHandle['kind'], pool: pg.Pool, connection: PgConnection, closeEngine: () => Promise<void>): Promise<DatabaseHandle> {
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // discards it and opens a new one on the next query; say so on stderr.
  pool.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
  await pool.query('select 1');
  let closed = false;
  return {
    db,
    kind,
    connection,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await closeEngine();
    },
    withExclusiveLock: async (key, run) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await run(drizzle({ client, schema }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
  };
}
