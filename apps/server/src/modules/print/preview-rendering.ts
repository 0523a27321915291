import { randomUUID } from 'node:crypto';
import { photoIdsOf } from '@eb/book-model';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../jobs/job-queue';
import type { ScheduledJob } from '../jobs/job-runner';
import { previewImageUrl, previewKey } from './print-keys';
import type { PrintBooks, PrintPhotos, PrintRenderer } from './ports';
import { createPreviewRepository } from './preview-repository';
import type { BookPreviewRow } from './schema';

export const BOOK_PREVIEW_JOB = 'book-preview';
const LEASE_SECONDS = 120;
export const MAX_PREVIEW_ATTEMPTS = 3;
const RETRY_AFTER_SECONDS = 30;
const SWEEP_MIN_AGE_SECONDS = 60;

const jobDataSchema = z.object({ bookId: z.number().int().positive() });

export interface PreviewRendering {
  /** The books module's hook after a document version was stored (in or after its transaction). */
  onDocumentSaved(bookId: number, version: number): Promise<void>;
  /** Renders every preview that lags behind its book, here and now (tests; the sweep for lost jobs). */
  processPending(options?: { minAgeSeconds?: number }): Promise<{ processed: number }>;
  scheduledJobs: ScheduledJob[];
}

/**
 * The cover preview of the books list, rendered from the same display list as the print (D2's
 * renderCoverPreview). Saves only raise the wanted version; a worker holding the book's claim renders
 * the newest document, and again while saves arrived meanwhile, so an autosave every few seconds costs
 * one rendering at a time per book. Old images never replace newer ones (versions compared on finish).
 */
export function createPreviewRendering(deps: {
  db: Database;
  files: FileStorage;
  log: FastifyBaseLogger;
  queue: JobQueue;
  books: PrintBooks;
  photos: PrintPhotos;
  renderer: PrintRenderer;
  assetRoot: string;
}): PreviewRendering {
  const { files, log, books, renderer } = deps;
  const previews = createPreviewRepository(deps.db);

  async function remove(key: string): Promise<void> {
    await files.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'a preview image could not be removed'));
  }

  async function renderClaimed(row: BookPreviewRow, lease: string): Promise<boolean> {
    const { bookId } = row;
    if (row.attempts >= MAX_PREVIEW_ATTEMPTS) {
      await previews.fail(bookId, lease, { giveUp: true, retryInSeconds: 0 });
      return true;
    }
    let key: string | null = null;
    try {
      const current = await books.currentDocument(bookId);
      if (!current) return true;
      // The save that asked is not visible yet (the hook ran before its commit): try again shortly.
      if (current.version < row.wantedVersion) throw new Error(`document version ${row.wantedVersion} is not stored (yet); the book is at ${current.version}`);
      const { sizes, source } = await deps.photos(photoIdsOf(current.document));
      const image = await renderer.coverPreview(current.document, await renderer.resources(sizes), source, { assetRoot: deps.assetRoot });
      key = previewKey(bookId, current.version, lease);
      await files.put(key, image, { contentType: 'image/jpeg' });
      const result = await previews.finish(bookId, lease, { key, version: current.version });
      if (!result.finished) {
        await remove(key);
        return true;
      }
      await books.setPreviewImageUrl(bookId, previewImageUrl(bookId, current.version));
      if (result.replacedKey) await remove(result.replacedKey);
      return true;
    } catch (error) {
      const giveUp = row.attempts + 1 >= MAX_PREVIEW_ATTEMPTS;
      await previews.fail(bookId, lease, { giveUp, retryInSeconds: RETRY_AFTER_SECONDS }).catch(() => undefined);
      if (key) await remove(key);
      log.warn({ err: error, bookId, giveUp }, 'cover preview rendering failed');
      return false;
    }
  }

  /** The book's preview until it shows the newest saved version (saves during a rendering ask again). */
  async function processBook(bookId: number): Promise<void> {
    for (let round = 0; round < 10; round++) {
      const lease = randomUUID();
      const row = await previews.claim(lease, { bookId, leaseSeconds: LEASE_SECONDS });
      if (!row || !(await renderClaimed(row, lease))) return;
    }
  }

  async function processPending(options: { minAgeSeconds?: number } = {}): Promise<{ processed: number }> {
    const tried: number[] = [];
    let processed = 0;
    for (;;) {
      const lease = randomUUID();
      const row = await previews.claim(lease, { exclude: tried, minAgeSeconds: options.minAgeSeconds, leaseSeconds: LEASE_SECONDS });
      if (!row) return { processed };
      tried.push(row.bookId);
      if (await renderClaimed(row, lease)) processed++;
    }
  }

  deps.queue.define({
    name: BOOK_PREVIEW_JOB,
    retryLimit: 1,
    retryDelaySeconds: RETRY_AFTER_SECONDS,
    expireInSeconds: LEASE_SECONDS,
    concurrency: 1,
    run: async (data) => {
      const parsed = jobDataSchema.safeParse(data);
      if (parsed.success) await processBook(parsed.data.bookId);
    },
  });

  return {
    async onDocumentSaved(bookId, version) {
      await previews.want(bookId, version);
      await deps.queue.send(BOOK_PREVIEW_JOB, { bookId });
    },
    processPending,
    scheduledJobs: [{ name: 'book-preview-sweep', cron: '* * * * *', run: async () => void (await processPending({ minAgeSeconds: SWEEP_MIN_AGE_SECONDS })) }],
  };
}
