import type { LayoutResources } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';
import type { PageThumbnail, PhotoSource, RenderInput } from '@eb/book-render';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../jobs/job-queue';

/** What the print module asks of the books module (wired in app.ts; modules never read each other's tables). */
export interface PrintBooks {
  /**
   * Throws the books module's NotFoundError (404) unless the caller may see the book (its scope
   * rules); reads only the book's id, never its document (the status is polled).
   */
  assertVisible(userId: string, bookId: number): Promise<void>;
  /** assertVisible, answering the book's name (its description). */
  visibleName(userId: string, bookId: number): Promise<string>;
  /** Whether the person may order print files: not a trial (temporary) user (SPEC.md section 6). */
  mayOrder(userId: string): Promise<boolean>;
  /** Books whose document was saved since `since`, with their current version (newest first, at most `limit`). */
  savedSince(since: Date, limit: number): Promise<{ bookId: number; version: number }[]>;
  /** The book's current document version; null for a book that is gone. */
  currentVersion(bookId: number): Promise<number | null>;
  /** The book's current document and its version; null when gone. */
  currentDocument(bookId: number): Promise<{ version: number; document: BookDocument } | null>;
  /** The books list shows this image for the book from now on. */
  setPreviewImageUrl(bookId: number, url: string): Promise<void>;
}

/**
 * The photo files a stored document names (the uploads module): sizes of the usable ones and their
 * bytes, and which of the others are still being processed (ready in a moment, unlike deleted ones).
 */
export type PrintPhotos = (
  photoIds: Iterable<string>,
) => Promise<{ sizes: Map<string, { widthPx: number; heightPx: number }>; source: PhotoSource; processing?: ReadonlySet<string> }>;

/** What the queued renderings (print files, previews) are made of; index.ts wires them. */
export interface RenderingDeps {
  db: Database;
  files: FileStorage;
  log: FastifyBaseLogger;
  queue: JobQueue;
  books: PrintBooks;
  photos: PrintPhotos;
  renderer: PrintRenderer;
  assetRoot: string;
}

/** book-render's input; `signal` stops a rendering nobody waits for any more (a closed download, a lost claim). */
export type PrintRenderInput = RenderInput & { signal?: AbortSignal };

/** packages/book-render, behind a seam so a test can make it fail. */
export interface PrintRenderer {
  resources(photoSizes: Map<string, { widthPx: number; heightPx: number }>): Promise<LayoutResources>;
  innerPdf(input: PrintRenderInput, out: NodeJS.WritableStream): Promise<{ pageCount: number }>;
  coverPdf(input: PrintRenderInput, out: NodeJS.WritableStream): Promise<unknown>;
  coverPreview(document: BookDocument, resources: LayoutResources, photos: PhotoSource, options: { assetRoot: string }): Promise<Buffer>;
  /** JPEGs of these inner pages (`pageIds`), in page order. */
  pageThumbnails(
    document: BookDocument,
    resources: LayoutResources,
    photos: PhotoSource,
    options: { assetRoot: string; pageIds: ReadonlySet<string>; onPage?: (() => void) | undefined; widthPx?: number },
  ): Promise<PageThumbnail[]>;
}
