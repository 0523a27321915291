import { pageCount, photoIdsOf } from '@eb/book-model';
import type { ScheduledJob } from '../jobs/job-runner';
import { claimKeeper, createLeasedJob } from './leased-job';
import { previewImageUrl, previewKey, thumbnailKey } from './print-keys';
import type { RenderingDeps } from './ports';
import { createPreviewRepository } from './preview-repository';
import type { BookPreviewRow } from './schema';
import { createThumbnailRepository } from './thumbnail-repository';
import { renderChangedThumbnails } from './thumbnail-rendering';

export const BOOK_PREVIEW_JOB = 'book-preview';
/** A claim's time, renewed with every thumbnail drawn. */
const LEASE_SECONDS = 120;
export const MAX_PREVIEW_ATTEMPTS = 3;
const RETRY_AFTER_SECONDS = 30;
const SWEEP_MIN_AGE_SECONDS = 60;
const SWEEP_BATCH = 200;
/** How far back the sweep looks for saves whose preview hook never ran (a crash, a restart, a deployment). */
const CATCH_UP_HOURS = 24;

export interface PreviewRendering {
  /** The books module's hook after a document version was stored (in or after its transaction). */
  onDocumentSaved(bookId: number, version: number): Promise<void>;
  /** Renders every preview that lags behind its book, here and now (tests). */
  processPending(options?: { minAgeSeconds?: number }): Promise<{ processed: number }>;
  /**
   * The every-minute sweep: asks for the previews of books saved lately whose preview never heard of
   * the save (the process stopped between the save's commit and its hook), and sends the job again
   * for previews waiting too long. Renders nothing itself: that stays with the queue's worker.
   */
  sweep(): Promise<{ sent: number }>;
  scheduledJobs: ScheduledJob[];
}

/**
 * The cover preview of the books list and the page thumbnails (only pages that changed are drawn
 * again), rendered from the same display list as the print (D2's renderCoverPreview and
 * renderPageThumbnails). Saves only raise the wanted version; a worker holding the book's claim renders
 * the newest document, and again while saves arrived meanwhile, so an autosave every few seconds costs
 * one rendering at a time per book. Old images never replace newer ones (versions compared on finish).
 */
export function createPreviewRendering(deps: RenderingDeps): PreviewRendering {
  const { files, log, books, renderer } = deps;
  const previews = createPreviewRepository(deps.db);
  const thumbnails = createThumbnailRepository(deps.db);

  async function removeAll(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await files.deleteMany(keys).catch((error: unknown) => log.warn({ err: error, count: keys.length }, 'preview images could not be removed'));
  }

  async function renderClaimed(row: BookPreviewRow, lease: string): Promise<boolean> {
    const { bookId } = row;
    const written: string[] = [];
    try {
      const current = await books.currentDocument(bookId);
      if (!current) return true;
      // The save that asked is not visible yet (the hook ran before its commit): try again shortly.
      if (current.version < row.wantedVersion) throw new Error(`document version ${row.wantedVersion} is not stored (yet); the book is at ${current.version}`);
      const { document, version } = current;
      const { sizes, source } = await deps.photos(photoIdsOf(document));
      const resources = await renderer.resources(sizes);
      const image = await renderer.coverPreview(document, resources, source, { assetRoot: deps.assetRoot });
      const key = previewKey(bookId, version, lease);
      // Recorded before the first upload: a worker dying before the finish leaves nothing unnamed.
      const mayWrite = [key, ...Array.from({ length: pageCount(document) }, (_, index) => thumbnailKey(bookId, version, lease, index))];
      if (!(await previews.setPending(bookId, lease, mayWrite))) return true;
      written.push(key);
      await files.put(key, image, { contentType: 'image/jpeg' });

      // A book of 96 pages drawn anew takes a while: every page keeps the claim alive.
      const claim = claimKeeper(() => previews.renew(bookId, lease, LEASE_SECONDS));
      const pages = await renderChangedThumbnails(
        { files, renderer, thumbnails, assetRoot: deps.assetRoot },
        { bookId, version, lease, document, resources, photos: source, drawablePhotos: new Set(sizes.keys()), onPage: () => claim.renew() },
      );
      written.push(...pages.written);
      await claim.held();

      const result = await previews.finish(bookId, lease, { key, version }, (tx) => thumbnails.replace(bookId, version, pages.entries, tx));
      if (!result.finished) {
        await removeAll(written);
        return true;
      }
      log.debug({ bookId, version, thumbnailsDrawn: pages.rendered }, 'book previews rendered');
      await books.setPreviewImageUrl(bookId, previewImageUrl(bookId, version));
      // The replaced images are queued for removal by trigger (migration 0018); removed at once here.
      if (result.replacedKey) await removeAll([result.replacedKey]);
      return true;
    } catch (error) {
      const giveUp = await job.fail(row, lease);
      await removeAll(written);
      log.warn({ err: error, bookId, giveUp }, 'book preview rendering failed');
      return false;
    }
  }

  // Claims again after each rendering while saves arrived meanwhile, so the book's preview ends at its newest version.
  const job = createLeasedJob({
    name: BOOK_PREVIEW_JOB,
    queue: deps.queue,
    rows: previews,
    leaseSeconds: LEASE_SECONDS,
    maxAttempts: MAX_PREVIEW_ATTEMPTS,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    sweep: { minAgeSeconds: SWEEP_MIN_AGE_SECONDS, batch: SWEEP_BATCH },
    claimsPerJob: 10,
    work: renderClaimed,
  });

  async function sweep(): Promise<{ sent: number }> {
    const saved = await books.savedSince(new Date(Date.now() - CATCH_UP_HOURS * 3600_000), SWEEP_BATCH);
    const wanted = await previews.wantedVersions(saved.map((entry) => entry.bookId));
    const missed = saved.filter((entry) => (wanted.get(entry.bookId) ?? -1) < entry.version);
    for (const entry of missed) await previews.want(entry.bookId, entry.version);
    const result = await job.resend(missed.map((entry) => entry.bookId));
    if (missed.length > 0) log.info({ books: missed.length }, 'previews asked for saves whose hook never ran');
    return result;
  }

  return {
    async onDocumentSaved(bookId, version) {
      await previews.want(bookId, version);
      await job.send(bookId);
    },
    processPending: job.processPending,
    sweep,
    scheduledJobs: [{ name: 'book-preview-sweep', cron: '* * * * *', run: async () => void (await sweep()) }],
  };
}
