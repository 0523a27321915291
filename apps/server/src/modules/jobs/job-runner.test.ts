import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startJobRunner } from './job-runner';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the job runner', () => {
  it('installs pg-boss in the shop’s own database and schedules every job (on PGlite and PostgreSQL)', async () => {
    const stop = await startJobRunner({ connection: test.database.connection, jobs: test.app.scheduledJobs, log: test.app.log });
    try {
      const result = (await test.database.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([
        { name: 'book-retention', cron: '41 3 * * *' },
        { name: 'mail-delivery', cron: '* * * * *' },
        { name: 'oidc-cleanup', cron: '43 * * * *' },
        { name: 'trial-users-retention', cron: '23 2 * * *' },
        { name: 'unconfirmed-accounts', cron: '17 * * * *' },
      ]);
    } finally {
      await stop();
    }
  });
});
