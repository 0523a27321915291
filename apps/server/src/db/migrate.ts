import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

/** Beside this file in src/, copied beside the bundle in dist/ by build.mjs. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 4_711_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(MIGRATION_LOCK_KEY, (db) => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }));
}
