import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { UPLOAD_MESSAGES } from '@eb/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../jobs/job-queue';
import type { ScheduledJob } from '../jobs/job-runner';
import type { FileDeletions } from './file-deletions';
import { makeDerivatives, UnusableImageError } from './image-pipeline';
import { photoKeys } from './photo-keys';
import { createPhotosRepository } from './photos-repository';
import type { PhotoRow } from './schema';

export interface PhotoProcessing {
  /** Asks for the photo's preview and thumbnail to be made, on the job queue (after the photo row is committed). */
  enqueue(photoId: string): Promise<void>;
  /**
   * Processes every photo still waiting, here and now (tests; the sweep for lost jobs), each at most
   * once per call. `minAgeSeconds` leaves younger photos to their queued job.
   */
  processPending(options?: { minAgeSeconds?: number }): Promise<{ processed: number }>;
  /** The recurring jobs (the sweep, the clean-ups), started by server.ts with the others. */
  scheduledJobs: ScheduledJob[];
}

export const PHOTO_PROCESSING_JOB = 'photo-processing';
/** A claim's time, and the queue's time before an active job counts as lost: far above a photo's seconds. */
const LEASE_SECONDS = 300;
/** Claims of one photo before it is refused instead of tried again (a photo that crashes every worker). */
export const MAX_ATTEMPTS = 5;
/** The sweep leaves a photo this long to its queued job. */
const SWEEP_MIN_AGE_SECONDS = 60;
/** How long a refused photo's row stays (the list shows it meanwhile, photo-routes.ts). */
export const REFUSED_KEPT_MS = 24 * 60 * 60 * 1000;

const jobDataSchema = z.object({ photoId: z.uuid() });

/**
 * Making a kept photo usable (decision 020): each photo is a job 'photo-processing' on pg-boss, so
 * every worker process shares the work and a job whose process died is retried. The photo row
 * itself is the source of truth: a worker claims it for a while (lease) before touching it, so no
 * two workers process one photo at once, and a sweep every minute processes photos whose job was
 * lost (never sent, or retried too often while the photo was claimed).
 */
export function createPhotoProcessing(deps: {
  db: Database;
  files: FileStorage;
  log: FastifyBaseLogger;
  now: () => Date;
  queue: JobQueue;
  deletions: FileDeletions;
}): PhotoProcessing {
  const { files, log, deletions } = deps;
  const photos = createPhotosRepository(deps.db);

  async function refuse(photo: PhotoRow, lease: string, reason: string): Promise<void> {
    const keys = Object.values(photoKeys(photo.id));
    const refused = await deps.db.transaction(async (tx) => {
      const done = await photos.finish(photo.id, lease, { status: 'rejected', rejectionReason: reason, width: null, height: null, takenAt: null, placeholder: null, processingMs: null, processedAt: deps.now() }, tx);
      if (done) await deletions.queue(keys, tx);
      return done;
    });
    if (refused) await deletions.removeNow(keys);
    log.info({ photoId: photo.id }, 'photo refused');
  }

  /** One claimed photo to its end (ready or refused); a throw leaves it waiting, released for the next try. */
  async function processClaimed(photo: PhotoRow, lease: string): Promise<void> {
    if (photo.processingAttempts > MAX_ATTEMPTS) return refuse(photo, lease, UPLOAD_MESSAGES.damaged);
    const started = performance.now();
    const keys = photoKeys(photo.id);
    try {
      const stored = await files.get(keys.original);
      // Not there (yet, on an eventually consistent store, or lost): a failed attempt; the attempts end it.
      if (!stored) throw new Error('the original of a photo waiting for processing is missing');
      const original = await buffer(stored.body);
      let derived;
      try {
        derived = await makeDerivatives(original, deps.now());
      } catch (error) {
        if (error instanceof UnusableImageError) return await refuse(photo, lease, error.reason);
        throw error;
      }
      await files.put(keys.preview, derived.preview, { contentType: 'image/jpeg' });
      await files.put(keys.thumbnail, derived.thumbnail, { contentType: 'image/jpeg' });
      const ms = Math.round(performance.now() - started);
      const { width, height, takenAt, placeholder } = derived;
      const finished = await photos.finish(photo.id, lease, { status: 'ready', rejectionReason: null, width, height, takenAt, placeholder, processingMs: ms, processedAt: deps.now() });
      // Deleted while it was processed: its queued files were perhaps removed before these were written.
      if (!finished && !(await photos.findById(photo.id))) {
        await deletions.queue([keys.preview, keys.thumbnail]);
        await deletions.removeNow([keys.preview, keys.thumbnail]);
      }
      log.info({ photoId: photo.id, ms }, 'photo processed');
    } catch (error) {
      await photos.release(photo.id, lease).catch(() => undefined);
      log.warn({ err: error, photoId: photo.id, attempt: photo.processingAttempts }, 'photo processing failed; it will be tried again');
      throw error;
    }
  }

  /** The queued job: a photo claimed by another worker, done or deleted needs nothing more. */
  async function processOne(photoId: string): Promise<void> {
    const lease = randomUUID();
    const photo = await photos.claim(lease, { photoId, leaseSeconds: LEASE_SECONDS });
    if (photo) await processClaimed(photo, lease);
  }

  async function processPending(options: { minAgeSeconds?: number } = {}): Promise<{ processed: number }> {
    const tried: string[] = [];
    let processed = 0;
    for (;;) {
      const lease = randomUUID();
      const photo = await photos.claim(lease, { exclude: tried, minAgeSeconds: options.minAgeSeconds, leaseSeconds: LEASE_SECONDS });
      if (!photo) return { processed };
      tried.push(photo.id);
      try {
        await processClaimed(photo, lease);
        processed++;
      } catch {
        // Logged and released: a later sweep or the photo's job tries again.
      }
    }
  }

  deps.queue.define({
    name: PHOTO_PROCESSING_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: LEASE_SECONDS,
    concurrency: 2,
    run: async (data) => {
      const parsed = jobDataSchema.safeParse(data);
      if (parsed.success) await processOne(parsed.data.photoId);
    },
  });

  return {
    async enqueue(photoId) {
      await deps.queue.send(PHOTO_PROCESSING_JOB, { photoId });
    },
    processPending,
    scheduledJobs: [
      {
        name: 'photo-processing-sweep',
        cron: '* * * * *',
        run: async () => {
          await processPending({ minAgeSeconds: SWEEP_MIN_AGE_SECONDS });
          // A refused photo is listed for a day to tell why; then its row goes, so the person may try the same file again.
          await photos.deleteRejectedBefore(new Date(deps.now().getTime() - REFUSED_KEPT_MS));
        },
      },
    ],
  };
}
