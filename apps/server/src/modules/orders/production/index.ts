import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { FileStorage } from '../../../lib/file-storage';
import type { JobQueue } from '../../jobs/job-queue';
import type { ScheduledJob } from '../../jobs/job-runner';
import type { PrintForOrders } from '../../print';
import { createProductionHandoff, productionHandoffJob, productionHandoffSweepJob, type ProductionHandoff } from './production-handoff';

export { createProductionStorage } from './production-storage';
export { PRODUCTION_HANDOFF_JOB, productionHandoffJob, productionHandoffSweepJob, type HandoffOutcome, type ProductionHandoff } from './production-handoff';
export { jobTicketKey, productionLineFile } from './production-keys';

/** The production outbox wired: its queued job defined on the queue, and the sweep for the scheduled jobs. */
export function registerProduction(deps: { db: Database; files: FileStorage; outbox: FileStorage; print: PrintForOrders; queue: JobQueue; log: FastifyBaseLogger }): {
  handoff: ProductionHandoff;
  jobs: ScheduledJob[];
} {
  const handoff = createProductionHandoff(deps);
  deps.queue.define(productionHandoffJob(handoff, deps.log));
  return { handoff, jobs: [productionHandoffSweepJob(handoff, deps.log)] };
}
