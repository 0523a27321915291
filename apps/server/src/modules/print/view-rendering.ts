import { randomUUID } from 'node:crypto';
import type { PageViews } from '@eb/api-contract';
import { photoIdsOf } from '@eb/book-model';
import { z } from 'zod';
import { pageContents } from './page-hashes';
import { pageViewKey, pageViewUrl } from './print-keys';
import type { RenderingDeps } from './ports';
import { createViewRepository } from './view-repository';

export const PAGE_VIEWS_JOB = 'book-page-views';
/** About a tablet's page in a calm two-page spread (decision 034); thumbnails (300 px) are for lists. */
export const PAGE_VIEW_WIDTH_PX = 1000;
/** A book of 96 pages drawn anew takes a minute or two. */
const EXPIRE_SECONDS = 900;
/** One page takes a second or two: a claim whose worker died is free again soon. */
const LOOK_LEASE_SECONDS = 120;
/** A look whose drawing failed (or whose worker died) this often is given up until the page changes. */
export const PAGE_VIEW_MAX_ATTEMPTS = 3;
/** The view is polled every few seconds while pages are drawn: the book's job is sent at most this often. */
const SEND_EVERY_SECONDS = 30;

const jobDataSchema = z.object({ bookId: z.number().int().positive() });

export interface PageViewRendering {
  /**
   * The book's inner pages as the flip-through shows them (the current document): each with its
   * image's address once drawn; asks the queue for the missing ones. Null for a book that is gone.
   */
  list(bookId: number): Promise<PageViews | null>;
  /** Draws the looks of the current document that have no image yet, page by page in order (the job; tests call it). */
  renderBook(bookId: number): Promise<{ rendered: number }>;
}

/**
 * The flip-through's page images (decision 034): drawn on the job queue only for books someone
 * opens in the view, each look (page content hash, as for the thumbnails) once; a page's image
 * is stored as soon as it is drawn, so the first spreads show while later ones are drawn.
 */
export function createPageViewRendering(deps: RenderingDeps): PageViewRendering {
  const { files, log, books, renderer } = deps;
  const views = createViewRepository(deps.db);

  async function contentsOf(bookId: number) {
    const current = await books.currentDocument(bookId);
    if (!current) return null;
    const { sizes, source } = await deps.photos(photoIdsOf(current.document));
    return { document: current.document, sizes, source, pages: pageContents(current.document, new Set(sizes.keys())) };
  }

  async function renderBook(bookId: number): Promise<{ rendered: number }> {
    const current = await books.currentDocument(bookId);
    if (!current) return { rendered: 0 };
    const { version, document } = current;
    const { sizes, source } = await deps.photos(photoIdsOf(document));
    const pages = pageContents(document, new Set(sizes.keys()));
    const stored = new Set((await views.list(bookId)).map((row) => row.contentHash));
    const missing = new Map<string, string>();
    for (const page of pages) if (!stored.has(page.hash) && !missing.has(page.hash)) missing.set(page.hash, page.pageId);
    let rendered = 0;
    let resources: Awaited<ReturnType<typeof renderer.resources>> | undefined;
    for (const [hash, pageId] of missing) {
      // Another worker draws this look now, drew it, or it failed too often: not drawn here.
      const lease = randomUUID();
      if (!(await views.claimLook(bookId, hash, lease, { leaseSeconds: LOOK_LEASE_SECONDS, maxAttempts: PAGE_VIEW_MAX_ATTEMPTS }))) continue;
      let drawn = false;
      try {
        // Drawn by another worker between this one's list and its claim (that worker stores before it lets go).
        if (await views.has(bookId, hash)) {
          drawn = true;
          continue;
        }
        resources ??= await renderer.resources(sizes);
        const [image] = await renderer.pageThumbnails(document, resources, source, { assetRoot: deps.assetRoot, pageIds: new Set([pageId]), widthPx: PAGE_VIEW_WIDTH_PX });
        if (image) {
          const key = pageViewKey(bookId, hash, randomUUID());
          await files.put(key, image.jpeg, { contentType: 'image/jpeg' });
          // Stored meanwhile by a worker whose claim had run out: its image stays, this one goes.
          if (await views.insert(bookId, hash, key, version)) rendered++;
          else await files.deleteMany([key]).catch(() => undefined);
          drawn = true;
        }
      } catch (error) {
        log.warn({ err: error, bookId, pageId }, 'a page view could not be drawn');
      } finally {
        await views.endClaim(bookId, hash, lease, drawn);
      }
    }
    // Only looks older than this version go: a newer rendering's looks stay whenever this one ends.
    await views.keepOnly(
      bookId,
      pages.map((page) => page.hash),
      version,
    );
    if (rendered > 0) log.debug({ bookId, rendered }, 'page views rendered');
    return { rendered };
  }

  deps.queue.define({
    name: PAGE_VIEWS_JOB,
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: EXPIRE_SECONDS,
    // Large images: one rendering per process at a time.
    concurrency: 1,
    run: async (data) => {
      const parsed = jobDataSchema.safeParse(data);
      if (parsed.success) await renderBook(parsed.data.bookId);
    },
  });

  return {
    async list(bookId) {
      const contents = await contentsOf(bookId);
      if (!contents) return null;
      const stored = new Set((await views.list(bookId)).map((row) => row.contentHash));
      const givenUp = await views.givenUp(bookId, PAGE_VIEW_MAX_ATTEMPTS);
      const answer: PageViews = {
        pages: contents.pages.map((page) => ({ pageNumber: page.pageNumber, pageId: page.pageId, url: stored.has(page.hash) ? pageViewUrl(bookId, page.hash) : null })),
        // A look given up stays without an image: the view shows its placeholder instead of waiting forever.
        pending: contents.pages.some((page) => !stored.has(page.hash) && !givenUp.has(page.hash)),
      };
      // Polled every few seconds: one job per book at a time (across processes), not one per poll.
      if (answer.pending && (await views.markSent(bookId, SEND_EVERY_SECONDS, randomUUID()))) await deps.queue.send(PAGE_VIEWS_JOB, { bookId });
      return answer;
    },
    renderBook,
  };
}
