import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { photoKeys } from '../uploads/photo-keys';
import { createPhotosRepository } from '../uploads/photos-repository';
import { photos } from '../uploads/schema';
import { testJpeg } from '../uploads/test-photos';
import { startJobRunner } from './job-runner';

const dataDir = mkdtempSync(join(tmpdir(), 'eb-jobs-'));
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await test.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (work: boolean) => startJobRunner({ connection: test.database.connection, jobs: test.app.scheduledJobs, queue: test.app.jobQueue, work, log: test.app.log });

async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 300 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the job runner', () => {
  it('installs pg-boss in the shop’s own database and schedules every job (on PGlite and PostgreSQL)', async () => {
    const stop = await start(true);
    try {
      const result = (await test.database.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([
        { name: 'book-preview-sweep', cron: '* * * * *' },
        { name: 'book-retention', cron: '41 3 * * *' },
        { name: 'book-shares-cleanup', cron: '53 3 * * *' },
        { name: 'file-deletions', cron: '* * * * *' },
        { name: 'mail-delivery', cron: '* * * * *' },
        { name: 'oidc-cleanup', cron: '43 * * * *' },
        { name: 'photo-processing-sweep', cron: '* * * * *' },
        { name: 'print-render-sweep', cron: '* * * * *' },
        { name: 'production-handoff-sweep', cron: '*/5 * * * *' },
        { name: 'reservation-expiry', cron: '*/5 * * * *' },
        { name: 'trial-users-retention', cron: '23 2 * * *' },
        { name: 'unconfirmed-accounts', cron: '17 * * * *' },
        { name: 'upload-expiry', cron: '17 * * * *' },
      ]);
    } finally {
      await stop();
    }
  });

  it('processes a photo sent by a process that does not work the queue, in one that does', async () => {
    const files = createFileStorage({ DATA_DIR: dataDir });
    const user = await registeredUser(test, 'Queue');
    const original = await testJpeg();
    const { row } = await createPhotosRepository(test.database.db).insertProcessing({ userId: user.id, contentHash: createHash('sha256').update(original).digest('hex'), byteSize: original.length, fileName: 'a.jpg', format: 'jpeg' });
    await files.put(photoKeys(row.id).original, original, { contentType: 'image/jpeg' });

    // An API process (JOBS_ENABLED=false) sends; nothing works the job yet.
    const stopSender = await start(false);
    await test.app.photos.enqueue(row.id);
    const queued = (await test.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'photo-processing' and state = 'created'`)) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(1);
    await stopSender();

    const stopWorker = await start(true);
    try {
      const status = async () => (await test.database.db.select({ status: photos.status }).from(photos).where(eq(photos.id, row.id)))[0]?.status;
      await until(async () => (await status()) === 'ready');
      expect(await status()).toBe('ready');
      expect(await files.get(photoKeys(row.id).thumbnail)).not.toBeNull();
    } finally {
      await stopWorker();
    }
  });
});
