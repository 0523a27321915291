import type { LayoutResources } from '@eb/book-layout';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../jobs/job-queue';
import type { ScheduledJob } from '../jobs/job-runner';
import { fontRoutes } from './font-routes';
import type { PrintBooks, PrintPhotos, PrintRenderer } from './ports';
import { createPreviewRendering, type PreviewRendering } from './preview-rendering';
import { createPreviewRepository } from './preview-repository';
import { createPrintRendering, type PrintRendering } from './print-rendering';
import { printFileKey } from './print-keys';
import { createPrintRepository } from './print-repository';
import { printRoutes } from './print-routes';
import { createProofRendering } from './proof';
import { bookRenderer } from './renderer';
import { createThumbnailRepository } from './thumbnail-repository';
import { thumbnailRoutes } from './thumbnail-routes';
import { createPageViewRendering, type PageViewRendering } from './view-rendering';
import { createViewRepository } from './view-repository';
import { viewRoutes } from './view-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Print files and cover previews; tests run what waits with processPending() (the job runner is not started there). */
    print: { files: PrintRendering; previews: PreviewRendering; views: PageViewRendering };
  }
}

export type { PrintBooks, PrintPhotos, PrintRenderer } from './ports';

/**
 * Print files (inner.pdf, cover.pdf) rendered on the job queue, the proof, the books list's cover
 * previews, the page thumbnails and the flip-through's page views, and the design fonts for the browser. Books and photos come in through the ports
 * (app.ts wires the books and uploads modules' functions).
 */
export async function registerPrintModule(
  app: FastifyInstance,
  deps: { db: Database; files: FileStorage; queue: JobQueue; books: PrintBooks; photos: PrintPhotos; assetRoot: string; renderer?: PrintRenderer },
): Promise<{ jobs: ScheduledJob[]; onDocumentSaved: PreviewRendering['onDocumentSaved']; finishing: PrintForFinishing; forOrders: PrintForOrders }> {
  const renderer = deps.renderer ?? bookRenderer;
  const common = { db: deps.db, files: deps.files, log: app.log, queue: deps.queue, books: deps.books, photos: deps.photos, renderer };
  const files = createPrintRendering({ ...common, assetRoot: deps.assetRoot });
  const previews = createPreviewRendering({ ...common, assetRoot: deps.assetRoot });
  const views = createPageViewRendering({ ...common, assetRoot: deps.assetRoot });
  const proof = createProofRendering({ books: deps.books, photos: deps.photos, renderer, assetRoot: deps.assetRoot, log: app.log });
  app.decorate('print', { files, previews, views });
  await app.register(printRoutes, {
    prefix: '/api/books',
    books: deps.books,
    files: deps.files,
    rendering: files,
    renders: createPrintRepository(deps.db),
    previews: createPreviewRepository(deps.db),
    proof,
  });
  await app.register(thumbnailRoutes, { prefix: '/api/books', books: deps.books, files: deps.files, thumbnails: createThumbnailRepository(deps.db) });
  await app.register(viewRoutes, { prefix: '/api/books', books: deps.books, files: deps.files, views, rows: createViewRepository(deps.db) });
  await app.register(fontRoutes);
  const finishing: PrintForFinishing = {
    async layoutResources(photoIds) {
      const { sizes, processing } = await deps.photos(photoIds);
      return { resources: await renderer.resources(sizes), processing: processing ?? new Set() };
    },
    // SPEC.md section 6, as POST /print: no print files for someone who may not order (a trial user).
    async requestPrint(userId, bookId, version) {
      if (!(await deps.books.mayOrder(userId))) return false;
      await files.request(bookId, version);
      return true;
    },
    ensurePreview: previews.onDocumentSaved,
  };
  const renders = createPrintRepository(deps.db);
  const forOrders: PrintForOrders = {
    async finishedFiles(bookId, version) {
      const row = await renders.find(bookId);
      if (row?.state !== 'done' || row.filesVersion !== version || !row.filesKey) return null;
      return { inner: printFileKey(row.filesKey, 'inner'), cover: printFileKey(row.filesKey, 'cover') };
    },
    async request(bookId, version) {
      await files.request(bookId, version);
    },
  };
  return { jobs: [...files.scheduledJobs, ...previews.scheduledJobs], onDocumentSaved: previews.onDocumentSaved, finishing, forOrders };
}

/** What the production hand-off of an order (orders/production) needs of the print files. */
export interface PrintForOrders {
  /** The file storage keys of the finished print files of exactly this document version; null when missing, older or on their way. */
  finishedFiles(bookId: number, version: number): Promise<{ inner: string; cover: string } | null>;
  /** Asks for them (rendered on the queue; nothing new when they are there or on their way). */
  request(bookId: number, version: number): Promise<void>;
}

/** What finishing a book (workflows/finalize-book.ts) needs of the print: the same layout resources, and the renderings asked for. */
export interface PrintForFinishing {
  /** The design fonts and the sizes of these photos as the print uses them; `processing`: photos not ready yet (not in the sizes). */
  layoutResources(photoIds: Iterable<string>): Promise<{ resources: LayoutResources; processing: ReadonlySet<string> }>;
  /**
   * The print files (inner.pdf, cover.pdf) of this document version, rendered on the queue — only
   * when the person finishing the book may order (not a trial user); false when not asked for.
   */
  requestPrint(userId: string, bookId: number, version: number): Promise<boolean>;
  /** The books list's cover preview of this version (asked again; nothing is done when it is there). */
  ensurePreview(bookId: number, version: number): Promise<void>;
}
