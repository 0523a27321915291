import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { PgConnection } from '../../db/client';
import type { JobQueue } from './job-queue';

/** A recurring background job: a name, when it runs (cron, UTC), and the work, which must be idempotent. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

/**
 * Background jobs on pg-boss, in the same database as everything else. Every process starts the
 * runner, so that every process can send queued jobs (JobQueue); with `work` (JOBS_ENABLED) it also
 * works them and runs the scheduled jobs, else it only sends (an API process beside separate
 * workers). A scheduled job runs once per slot wherever a worker picks it up, and the 'singleton'
 * queue policy keeps two runs of one job from overlapping.
 */
export async function startJobRunner(options: {
  connection: PgConnection;
  jobs: ScheduledJob[];
  queue: JobQueue;
  work: boolean;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const { queue, log } = options;
  // A sending-only process neither maintains the queue tables nor fires the cron schedules.
  const boss = new PgBoss({ ...options.connection, max: 3, supervise: options.work, schedule: options.work });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of queue.definitions) {
    await boss.createQueue(job.name, { retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, expireInSeconds: job.expireInSeconds });
  }
  queue.connect((name, data) => boss.send(name, data));
  if (options.work) {
    for (const job of options.jobs) {
      await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 3, retryDelay: 60 });
      await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Berlin' });
      await boss.work(job.name, async () => {
        const started = Date.now();
        await job.run();
        log.info({ job: job.name, ms: Date.now() - started }, 'job done');
      });
    }
    for (const job of queue.definitions) {
      // A throw fails the job; pg-boss retries it (retryLimit) after retryDelaySeconds.
      await boss.work(job.name, { localConcurrency: job.concurrency, pollingIntervalSeconds: 1 }, async ([sent]) => {
        if (sent) await job.run(sent.data);
      });
    }
  }
  return async () => {
    queue.connect(null);
    await boss.stop({ graceful: true, timeout: 10_000 });
  };
}
