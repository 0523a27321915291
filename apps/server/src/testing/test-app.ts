import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server on a real, empty database: PGlite in memory by default, or — when DATABASE_URL is
 * set (CI) — a database of its own on that PostgreSQL server, dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}, now?: () => Date): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: '/nonexistent',
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'eb-outbox-')),
    // Demo pages and their administrators only where a test asks for them.
    SEED_DEMO_DATA: 'false',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const database = await prepareDatabase(config, { pgliteTemplate: config.DATA_DIR === 'memory://' ? pgliteTemplate() : undefined });
  const app = await buildApp({ config, database, ...(now ? { now } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      // A test may have closed the database on purpose; closing twice must not hide the drop.
      await database.close().catch(() => undefined);
      await scratch?.drop();
      rmSync(config.mailOutboxDir, { recursive: true, force: true });
    },
  };
}

let template: Blob | undefined;

/** The run's freshly initialised PGlite folder (testing/pglite-template-setup.ts), read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

async function createScratchDatabase(serverUrl: string) {
  const name = `eb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await waitForConnectionsToClose(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * pg's pool.end() resolves before its clients' sockets have closed. Dropping the database with
 * FORCE at that moment terminates them mid-goodbye, and the closing client reports the server's
 * FATAL as an unhandled error. So wait (briefly) until the server has seen them go.
 */
async function waitForConnectionsToClose(client: pg.Client, database: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
