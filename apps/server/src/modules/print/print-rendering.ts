import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { pageCount, photoIdsOf } from '@eb/book-model';
import type { ScheduledJob } from '../jobs/job-runner';
import { claimKeeper, createLeasedJob } from './leased-job';
import { printFileKey, printFolder } from './print-keys';
import { createPrintRepository } from './print-repository';
import type { RenderingDeps } from './ports';
import { layoutNotingWarnings, missingPhotoFrames, wasAborted } from './render-outcome';
import type { PrintRenderRow } from './schema';

export const PRINT_RENDER_JOB = 'print-render';
/** A claim's time, renewed with every page; far above a page's seconds. */
const LEASE_SECONDS = 300;
/** Claims that ran out or failed before the request is given up (state failed; asking again starts anew). */
export const MAX_PRINT_ATTEMPTS = 3;
const RETRY_AFTER_SECONDS = 30;
/** The sweep leaves a request this long to its queued job. */
const SWEEP_MIN_AGE_SECONDS = 60;
/** Jobs the sweep sends at most per run; the rest wait for the next minute. */
const SWEEP_BATCH = 100;
/** A document whose photos are still being processed is tried again after this wait. */
const PHOTOS_PROCESSING_RETRY_SECONDS = 20;

export interface PrintRendering {
  /** Asks for the book's print files of `version` and sends the job; answers the row as it now is. */
  request(bookId: number, version: number): Promise<PrintRenderRow>;
  /** Renders every request waiting, here and now (tests). */
  processPending(options?: { minAgeSeconds?: number }): Promise<{ processed: number }>;
  /** The every-minute sweep: sends the job again for requests waiting too long (renders nothing itself). */
  sweep(): Promise<{ sent: number }>;
  scheduledJobs: ScheduledJob[];
}

/**
 * Rendering a book's print files as a job 'print-render' on pg-boss, safe on several processes: the
 * print_renders row is the truth, claimed with a lease before a worker renders (one rendering per
 * book at a time), renewed with every page; a worker that died leaves a claim that runs out, which
 * the queue's retry or the sweep takes again. The files go to a folder of the claim's own, and only
 * a claim still held (and not older than the files there) makes them the book's print files.
 */
export function createPrintRendering(deps: RenderingDeps): PrintRendering {
  const { files, log, books, renderer } = deps;
  const renders = createPrintRepository(deps.db);

  async function removeFolder(folder: string): Promise<void> {
    await files.deleteMany([printFileKey(folder, 'inner'), printFileKey(folder, 'cover')]).catch((error: unknown) => log.warn({ err: error, folder }, 'print files could not be removed'));
  }

  async function store(key: string, path: string): Promise<void> {
    const { size } = await stat(path);
    await files.put(key, createReadStream(path), { contentType: 'application/pdf', contentLength: size });
  }

  /** One claimed request to its end: done, superseded (its files removed), retried later or given up. */
  async function renderClaimed(row: PrintRenderRow, lease: string): Promise<boolean> {
    const { bookId } = row;
    const temporary = await mkdtemp(join(tmpdir(), 'eb-print-'));
    let folder: string | null = null;
    // Progress goes to the row one page after another, in order, keeping the claim alive; a lost claim
    // (a newer request took it) aborts the rendering (the page in hand finishes) and its files are thrown away.
    const claim = claimKeeper((done: number) => renders.progress(bookId, lease, done, LEASE_SECONDS));
    try {
      const current = await books.currentDocument(bookId);
      // The book is gone: its row went with it (cascade).
      if (!current) return true;
      const { document, version } = current;
      const innerPages = pageCount(document);
      const pagesTotal = innerPages + 1;

      // Every photo the document shows must be drawn: files with a hole are never 'done'.
      const shown = [...photoIdsOf(document)];
      const { sizes, source, processing } = await deps.photos(shown);
      const missing = shown.filter((id) => !sizes.has(id));
      if (missing.some((id) => processing?.has(id))) {
        await renders.waitForPhotos(bookId, lease, PHOTOS_PROCESSING_RETRY_SECONDS);
        log.info({ bookId, waitingFor: missing.length }, 'print rendering waits for photos still being processed');
        return true;
      }
      if (missing.length > 0) {
        await renders.fail(bookId, lease, { giveUp: true, retryInSeconds: 0, missingPhotos: missing.length });
        log.warn({ bookId, missing: missing.length }, 'print rendering refused: photos of the document are gone');
        return true;
      }

      const claimFolder = printFolder(bookId, version, lease);
      if (!(await renders.startRendering(bookId, lease, { version, pagesTotal, leaseSeconds: LEASE_SECONDS, pendingKey: claimFolder }))) return true;
      folder = claimFolder;
      const started = performance.now();
      const resources = await renderer.resources(sizes);
      const noted = layoutNotingWarnings();

      const render = async (file: 'inner' | 'cover', offset: number) => {
        const path = join(temporary, `${file}.pdf`);
        const out = createWriteStream(path, { flags: 'wx' });
        const input = {
          document,
          resources,
          photos: source,
          mode: 'print' as const,
          assetRoot: deps.assetRoot,
          layout: noted.layout,
          signal: claim.lost,
          onPage: (done: number) => claim.renew(offset + done),
        };
        await (file === 'inner' ? renderer.innerPdf(input, out) : renderer.coverPdf(input, out));
        if (!out.writableFinished) await finished(out);
        return path;
      };
      const innerPath = await render('inner', 0);
      if (!(await claim.held())) return true;
      const coverPath = await render('cover', innerPages);
      if (!(await claim.held())) return true;

      await store(printFileKey(folder, 'inner'), innerPath);
      await store(printFileKey(folder, 'cover'), coverPath);
      const result = await renders.finish(bookId, lease, { key: folder, version, ...noted.warnings() });
      if (!result.finished) {
        await removeFolder(folder);
      } else if (result.replacedKey) {
        await removeFolder(result.replacedKey);
      }
      log.info({ bookId, version, pages: pagesTotal, ms: Math.round(performance.now() - started), kept: result.finished }, 'print files rendered');
      return true;
    } catch (error) {
      if (folder) await removeFolder(folder);
      if (wasAborted(error, claim.lost)) {
        log.info({ bookId }, 'print rendering stopped: a newer request took its claim');
        return true;
      }
      const missingFrames = missingPhotoFrames(error);
      if (missingFrames !== null) {
        await renders.fail(bookId, lease, { giveUp: true, retryInSeconds: 0, missingPhotos: Math.max(1, missingFrames) }).catch(() => undefined);
        log.warn({ bookId, missing: missingFrames }, 'print rendering refused: the renderer found photos it could not draw');
        return true;
      }
      const giveUp = await job.fail(row, lease);
      log.warn({ err: error, bookId, giveUp }, 'print rendering failed');
      return false;
    } finally {
      await rm(temporary, { recursive: true, force: true }).catch((error: unknown) => log.warn({ err: error }, 'a print rendering’s temporary folder could not be removed'));
    }
  }

  const job = createLeasedJob({
    name: PRINT_RENDER_JOB,
    queue: deps.queue,
    rows: renders,
    leaseSeconds: LEASE_SECONDS,
    maxAttempts: MAX_PRINT_ATTEMPTS,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    sweep: { minAgeSeconds: SWEEP_MIN_AGE_SECONDS, batch: SWEEP_BATCH },
    // A newer request sends its own job.
    claimsPerJob: 1,
    work: renderClaimed,
    onGivenUp: (row) => log.warn({ bookId: row.bookId }, 'print rendering given up after its claims ran out too often'),
  });

  /** Sends the job again for every request waiting longer than its job should have taken to start (lost sends, retries after a wait). */
  const sweep = () => job.resend();

  return {
    async request(bookId, version) {
      const { row } = await renders.request(bookId, version);
      if (row.state === 'queued' || row.state === 'rendering') await job.send(bookId);
      return row;
    },
    processPending: job.processPending,
    sweep,
    // The sweep only sends jobs again: rendering stays with the queue's one-per-process worker.
    scheduledJobs: [{ name: 'print-render-sweep', cron: '* * * * *', run: async () => void (await sweep()) }],
  };
}
