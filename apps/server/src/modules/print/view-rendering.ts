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
    const contents = await contentsOf(bookId);
    if (!contents) return { rendered: 0 };
    const { document, sizes, source, pages } = contents;
    const stored = new Set((await views.list(bookId)).map((row) => row.contentHash));
    const missing = new Map<string, string>();
    for (const page of pages) if (!stored.has(page.hash) && !missing.has(page.hash)) missing.set(page.hash, page.pageId);
    let rendered = 0;
    if (missing.size > 0) {
      const resources = await renderer.resources(sizes);
      for (const [hash, pageId] of missing) {
        const [drawn] = await renderer.pageThumbnails(document, resources, source, { assetRoot: deps.assetRoot, pageIds: new Set([pageId]), widthPx: PAGE_VIEW_WIDTH_PX });
        if (!drawn) continue;
        const key = pageViewKey(bookId, hash, randomUUID());
        await files.put(key, drawn.jpeg, { contentType: 'image/jpeg' });
        // Another process drew the same look meanwhile: its image stays, this one goes.
        if (!(await views.insert(bookId, hash, key))) await files.deleteMany([key]).catch(() => undefined);
        else rendered++;
      }
    }
    await views.keepOnly(
      bookId,
      pages.map((page) => page.hash),
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
      const answer: PageViews = {
        pages: contents.pages.map((page) => ({ pageNumber: page.pageNumber, pageId: page.pageId, url: stored.has(page.hash) ? pageViewUrl(bookId, page.hash) : null })),
        pending: contents.pages.some((page) => !stored.has(page.hash)),
      };
      // Several viewers asking at once queue several jobs: each finds only what is still missing.
      if (answer.pending) await deps.queue.send(PAGE_VIEWS_JOB, { bookId });
      return answer;
    },
    renderBook,
  };
}
