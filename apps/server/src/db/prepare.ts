import { join } from 'node:path';
import type { Config } from '../config';
import { seedMemorialPages } from '../modules/memorial-pages/seed';
import { seedCatalogue } from '../modules/products/seed';
import { applyOperatorAccounts } from '../modules/users/seed-operators';
import { DEMO_ADMIN_PASSWORD } from '../modules/memorial-pages/seed';
import { seedDemoFuneralDirector } from '../workflows/seed-demo-funeral-director';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

/** Opens the configured database, brings its schema up to date and seeds the catalogue and quotes (and demo pages). */
export async function prepareDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'seedDemoData' | 'OPERATOR_ACCOUNTS'>,
  options: { pgliteTemplate?: Blob | undefined } = {},
): Promise<DatabaseHandle> {
  // DATA_DIR=memory:// keeps PGlite in memory (tests, the build's pre-renderer).
  const pgliteDir = config.DATA_DIR.startsWith('memory://') ? config.DATA_DIR : join(config.DATA_DIR, 'db');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, pgliteTemplate: options.pgliteTemplate });
  try {
    await runMigrations(database);
    await seedCatalogue(database.db);
    await seedMemorialPages(database.db, { demo: config.seedDemoData });
    const notOperators = await applyOperatorAccounts(database.db, { addresses: config.OPERATOR_ACCOUNTS, demo: config.seedDemoData, demoPassword: DEMO_ADMIN_PASSWORD });
    // Said at every start until fixed: the staff member registers and confirms, then the server restarts.
    if (notOperators.length > 0) console.warn(`OPERATOR_ACCOUNTS: no account has confirmed the e-mail address ${notOperators.join(', ')}; not an operator.`);
    await seedDemoFuneralDirector(database.db, { demo: config.seedDemoData, password: DEMO_ADMIN_PASSWORD });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
