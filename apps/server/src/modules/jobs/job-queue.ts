import type { FastifyBaseLogger } from 'fastify';

/**
 * Work asked for on demand (a photo to process), beside the scheduled jobs: sent by any process,
 * done by whichever process works the queue. pg-boss retries a job that failed or whose worker
 * died (its active time expired), so `run` must be idempotent.
 */
export interface QueuedJob {
  name: string;
  /** pg-boss queue options: retries, the delay between them, and when an active job counts as lost. */
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Jobs of this queue one process works on at once. */
  concurrency: number;
  run(data: unknown): Promise<void>;
}

export type JobSend = (name: string, data: object) => Promise<unknown>;

/**
 * The app's handle on the queue. Modules define their queued jobs while the app is wired; the job
 * runner (server.ts) connects the queue once pg-boss is up. Until then — and in tests, where the
 * runner is not started — `send` keeps nothing and answers false: every sender has a sweep that
 * finds work whose job never arrived, so a lost send delays work and loses none.
 */
export interface JobQueue {
  define(job: QueuedJob): void;
  readonly definitions: readonly QueuedJob[];
  send(name: string, data: object): Promise<boolean>;
  connect(send: JobSend | null): void;
}

export function createJobQueue(log: FastifyBaseLogger): JobQueue {
  const definitions: QueuedJob[] = [];
  let sender: JobSend | null = null;
  return {
    definitions,
    define(job) {
      if (definitions.some((known) => known.name === job.name)) throw new Error(`queued job ${job.name} defined twice`);
      definitions.push(job);
    },
    async send(name, data) {
      if (!definitions.some((known) => known.name === name)) throw new Error(`unknown queued job ${name}`);
      if (!sender) return false;
      try {
        await sender(name, data);
        return true;
      } catch (error) {
        // The work is already recorded in the database; the sweep will find it.
        log.warn({ err: error, job: name }, 'sending a job failed; its sweep will pick the work up');
        return false;
      }
    },
    connect(send) {
      sender = send;
    },
  };
}
