import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MESSAGES } from '@eb/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../jobs/job-queue';
import type { ScheduledJob } from '../jobs/job-runner';
import type { FileDeletions } from './file-deletions';
import { type Derivatives, makeDerivatives, UnusableImageError } from './image-pipeline';
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
/**
 * Claims of one photo that ran out (the worker died while processing it) before it is refused
 * instead of tried again: a photo that crashes the decoder would otherwise take down every worker
 * for ever. Failures of the storage or the database never count.
 */
export const MAX_LOST_CLAIMS = 5;
/** After a failure of the storage or the database, the photo waits half its age, within these bounds. */
const RETRY_AFTER_SECONDS = { min: 10, max: 600 };
/** The sweep leaves a photo this long to its queued job. */
const SWEEP_MIN_AGE_SECONDS = 60;
/** How long a refused photo's row stays (the list shows it meanwhile, photo-routes.ts). */
export const REFUSED_KEPT_MS = 24 * 60 * 60 * 1000;

const jobDataSchema = z.object({ photoId: z.uuid() });

type Outcome = 'ready' | 'refused' | 'postponed';

/**
 * Making a kept photo usable (decision 020): each photo is a job 'photo-processing' on pg-boss, so
 * every worker process shares the work and a job whose process died is retried. The photo row
 * itself is the source of truth: a worker claims it for a while (lease) before touching it, so no
 * two workers process one photo at once, and a sweep every minute processes photos whose job was
 * lost (never sent, or done while the photo was postponed). Only the photo's own content refuses
 * it; trouble with the storage or the database postpones it, however long it lasts.
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

  /** Refuses the photo and removes its files, original included: only for the photo's own fault. */
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

  /** The original, streamed from the storage to a file of its own, so no photo is ever whole in memory. */
  async function copyOriginal(key: string, path: string): Promise<void> {
    const stored = await files.get(key);
    // Written before the photo's row existed: missing means the storage is not (yet) the one written to.
    if (!stored) throw new Error('the original of a photo waiting for processing is missing');
    await pipeline(stored.body, createWriteStream(path, { flags: 'wx' }));
    // A connection cut without an error must not look like a truncated photo, which would be refused.
    const { size } = await stat(path);
    if (size !== stored.contentLength) throw new Error(`the original came short from the storage (${size} of ${stored.contentLength} bytes)`);
  }

  /**
   * One claimed photo to its end: ready, refused (its content cannot be decoded, or it crashed
   * workers too often) or postponed (anything else went wrong: the storage, the database).
   */
  async function processClaimed(photo: PhotoRow, lease: string): Promise<Outcome> {
    const keys = photoKeys(photo.id);
    const temporary = join(tmpdir(), `eb-photo-${photo.id}-${randomBytes(6).toString('hex')}`);
    try {
      if (photo.processingAttempts >= MAX_LOST_CLAIMS) {
        await refuse(photo, lease, UPLOAD_MESSAGES.damaged);
        return 'refused';
      }
      const started = performance.now();
      await copyOriginal(keys.original, temporary);
      let derived: Derivatives;
      try {
        derived = await makeDerivatives(temporary, deps.now());
      } catch (error) {
        if (!(error instanceof UnusableImageError)) throw error;
        await refuse(photo, lease, error.reason);
        return 'refused';
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
      return 'ready';
    } catch (error) {
      // Not the photo's fault: no attempt counted, nothing removed; it waits longer the longer the trouble lasts.
      const ageSeconds = (deps.now().getTime() - photo.createdAt.getTime()) / 1000;
      const retryInSeconds = Math.round(Math.min(RETRY_AFTER_SECONDS.max, Math.max(RETRY_AFTER_SECONDS.min, ageSeconds / 2)));
      // Should this fail too (the database is down), the claim runs out and counts as lost: rare enough.
      await photos.postpone(photo.id, lease, retryInSeconds).catch(() => undefined);
      log.warn({ err: error, photoId: photo.id, retryInSeconds }, 'photo processing failed (storage or database); it will be tried again');
      return 'postponed';
    } finally {
      await rm(temporary, { force: true }).catch((error: unknown) => log.warn({ err: error }, 'a photo’s temporary file could not be removed'));
    }
  }

  /** The queued job: a photo claimed by another worker, done or deleted needs nothing more. */
  async function processOne(photoId: string): Promise<void> {
    const lease = randomUUID();
    const photo = await photos.claim(lease, { photoId, leaseSeconds: LEASE_SECONDS });
    // A postponed photo is the sweep's from now on: the job is done either way.
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
      if ((await processClaimed(photo, lease)) !== 'postponed') processed++;
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
          // A refused photo is listed for a day to tell why; then its row goes. Only tidiness: the same
          // bytes uploaded again replace a refused row at once (finish-upload).
          await photos.deleteRejectedBefore(new Date(deps.now().getTime() - REFUSED_KEPT_MS));
        },
      },
    ],
  };
}
