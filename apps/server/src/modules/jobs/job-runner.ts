import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { PgConnection } from '../../db/client';

/** A recurring background job: a name, when it runs (cron, UTC), and the work, which must be idempotent. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

/**
 * Background jobs on pg-boss, in the same database as everything else. Every process may start
 * the runner: a scheduled job runs once per slot wherever a worker picks it up, and the
 * 'singleton' queue policy keeps two runs of one job from overlapping.
 */
export async function startJobRunner(options: { connection: PgConnection; jobs: ScheduledJob[]; log: FastifyBaseLogger }): Promise<() => Promise<void>> {
  const boss = new PgBoss({ ...options.connection, max: 3 });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 3, retryDelay: 60 });
    await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Berlin' });
    await boss.work(job.name, async () => {
      const started = Date.now();
      await job.run();
      options.log.info({ job: job.name, ms: Date.now() - started }, 'job done');
    });
  }
  return () => boss.stop({ graceful: true, timeout: 10_000 });
}
