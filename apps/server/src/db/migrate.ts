import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

/** Beside this file in src/, copied beside the bundle in dist/ by build.mjs. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 4_711_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(MIGRATION_LOCK_KEY, async (db) => {
    const config = { migrationsFolder: MIGRATIONS_DIR };
    if (handle.kind === 'pglite') await migratePglite(db as never, config);
    else await migratePostgres(db as never, config);
  });
}
