import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { FileStorage } from '../../../lib/file-storage';
import type { QueuedJob } from '../../jobs/job-queue';
import type { ScheduledJob } from '../../jobs/job-runner';
import type { PrintForOrders } from '../../print';
import { PRODUCTION_HANDOFF_JOB } from '../acceptance';
import { jobTicketOf } from './job-ticket';
import { jobTicketKey, productionLineFile, productionLinePrefix } from './production-keys';
import { createProductionRepository } from './production-repository';

export { PRODUCTION_HANDOFF_JOB };
/** The sweep leaves a freshly accepted order this long to its own job. */
const SWEEP_MIN_AGE_SECONDS = 120;
const SWEEP_BATCH = 50;

export type HandoffOutcome = 'handed-over' | 'already-handed-over' | 'waiting-for-print-files' | 'not-due' | 'unknown-order';

export interface ProductionHandoff {
  /** Hands the accepted order to production if its print files are all there; else asks for them and notes the attempt. Idempotent. */
  handOver(orderId: number): Promise<HandoffOutcome>;
  /** Every accepted order not handed over yet (the scheduled sweep; tests pass minAgeSeconds 0). */
  sweep(options?: { minAgeSeconds?: number }): Promise<{ handedOver: number; waiting: number }>;
}

/**
 * The production outbox (decision 042): an accepted order's print files are copied, line by line, to
 * the production storage, and its job ticket is written LAST — a ticket in the outbox means the
 * order is complete there. Only then is the order marked handed over (conditionally, once). A run
 * that dies between writes leaves no mark, and the next run writes the same keys again.
 */
export function createProductionHandoff(deps: { db: Database; files: FileStorage; outbox: FileStorage; print: PrintForOrders; log: FastifyBaseLogger }): ProductionHandoff {
  const repository = createProductionRepository(deps.db);
  const { log } = deps;

  async function copy(from: string, to: string): Promise<boolean> {
    const stored = await deps.files.get(from);
    // Replaced by a newer rendering since it was found: found again next time.
    if (!stored) return false;
    await deps.outbox.put(to, stored.body, { contentType: 'application/pdf', contentLength: stored.contentLength });
    return true;
  }

  async function handOver(orderId: number): Promise<HandoffOutcome> {
    const found = await repository.orderWithLines(orderId);
    if (!found) return 'unknown-order';
    const { order, lines } = found;
    if (order.handedToProductionAt) return 'already-handed-over';
    if (!order.acceptedAt || (order.status !== 'confirmed' && order.status !== 'in_production')) return 'not-due';

    const sources = new Map<number, { inner: string; cover: string }>();
    const waiting: number[] = [];
    for (const line of lines) {
      if (line.bookId === null) {
        // The book (and with it its print files) was deleted before the hand-off: a person must look at it.
        await repository.noteAttempt(orderId, `Position ${line.position}: Das Buch wurde gelöscht; seine Druckdateien fehlen.`);
        log.warn({ orderId, position: line.position }, 'production hand-off blocked: a book of the order is gone');
        return 'waiting-for-print-files';
      }
      const files = await deps.print.finishedFiles(line.bookId, line.documentVersion);
      if (files) {
        sources.set(line.id, files);
      } else {
        await deps.print.request(line.bookId, line.documentVersion);
        waiting.push(line.position);
      }
    }
    if (waiting.length > 0) {
      await repository.noteAttempt(orderId, `Die Druckdateien werden erstellt (Position ${waiting.join(', ')}).`);
      log.info({ orderId, waiting: waiting.length }, 'production hand-off waits for print files');
      return 'waiting-for-print-files';
    }

    try {
      const lineKeys = new Map<number, string>();
      for (const line of lines) {
        const prefix = productionLinePrefix(order.orderNumber, line.position);
        const source = sources.get(line.id);
        if (!source || !(await copy(source.inner, productionLineFile(prefix, 'inner'))) || !(await copy(source.cover, productionLineFile(prefix, 'cover')))) {
          await repository.noteAttempt(orderId, `Position ${line.position}: Die Druckdateien wurden eben erneuert; nächster Versuch folgt.`);
          return 'waiting-for-print-files';
        }
        lineKeys.set(line.id, prefix);
      }
      const fileName = (position: number, file: 'inner' | 'cover') => `${position}-${file}.pdf`;
      const ticket = Buffer.from(`${JSON.stringify(jobTicketOf(order, lines, fileName), null, 2)}\n`);
      await deps.outbox.put(jobTicketKey(order.orderNumber), ticket, { contentType: 'application/json', contentLength: ticket.length });
      const marked = await repository.markHandedOver(orderId, lineKeys, `Auftragsschein und ${lines.length * 2} Druckdateien übergeben`);
      log.info({ orderId, lines: lines.length, marked }, 'order handed to production');
      return marked ? 'handed-over' : 'already-handed-over';
    } catch (error) {
      await repository.noteAttempt(orderId, 'Die Übergabe an die Produktion ist fehlgeschlagen; nächster Versuch folgt.').catch(() => undefined);
      throw error;
    }
  }

  return {
    handOver,
    async sweep(options = {}) {
      const due = await repository.due({ minAgeSeconds: options.minAgeSeconds ?? SWEEP_MIN_AGE_SECONDS, limit: SWEEP_BATCH });
      let handedOver = 0;
      let waiting = 0;
      for (const orderId of due) {
        try {
          const outcome = await handOver(orderId);
          if (outcome === 'handed-over') handedOver++;
          if (outcome === 'waiting-for-print-files') waiting++;
        } catch (error) {
          // One order's trouble must not hold up the others; it is tried again next time.
          log.warn({ err: error, orderId }, 'production hand-off failed');
          waiting++;
        }
      }
      return { handedOver, waiting };
    },
  };
}

const jobDataSchema = z.object({ orderId: z.number().int().positive() });

/** The job the acceptance sends ('production-handoff' {orderId}); pg-boss retries a failure, the sweep catches the rest. */
export function productionHandoffJob(handoff: ProductionHandoff, log: FastifyBaseLogger): QueuedJob {
  return {
    name: PRODUCTION_HANDOFF_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    concurrency: 1,
    async run(data) {
      const parsed = jobDataSchema.safeParse(data);
      if (!parsed.success) {
        log.warn('production hand-off job without a valid order id: ignored');
        return;
      }
      await handoff.handOver(parsed.data.orderId);
    },
  };
}

/** Every few minutes: accepted orders whose job was lost, or whose print files were still being made. */
export function productionHandoffSweepJob(handoff: ProductionHandoff, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'production-handoff-sweep',
    cron: '*/5 * * * *',
    async run() {
      const result = await handoff.sweep();
      if (result.handedOver + result.waiting > 0) log.info(result, 'production hand-off sweep');
    },
  };
}
