import type { LayoutResources } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';
import type { PageThumbnail, PhotoSource, RenderInput } from '@eb/book-render';

/** What the print module asks of the books module (wired in app.ts; modules never read each other's tables). */
export interface PrintBooks {
  /** Throws the books module's NotFoundError (404) unless the caller may see the book (its scope rules). */
  assertVisible(userId: string, bookId: number): Promise<void>;
  /** The book's current document version; null for a book that is gone. */
  currentVersion(bookId: number): Promise<number | null>;
  /** The book's current document and its version; null when gone. */
  currentDocument(bookId: number): Promise<{ version: number; document: BookDocument } | null>;
  /** The books list shows this image for the book from now on. */
  setPreviewImageUrl(bookId: number, url: string): Promise<void>;
}

/** The photo files a stored document names (the uploads module): sizes of the usable ones and their bytes. */
export type PrintPhotos = (photoIds: Iterable<string>) => Promise<{ sizes: Map<string, { widthPx: number; heightPx: number }>; source: PhotoSource }>;

/** packages/book-render, behind a seam so a test can make it fail. */
export interface PrintRenderer {
  resources(photoSizes: Map<string, { widthPx: number; heightPx: number }>): Promise<LayoutResources>;
  innerPdf(input: RenderInput, out: NodeJS.WritableStream): Promise<{ pageCount: number }>;
  coverPdf(input: RenderInput, out: NodeJS.WritableStream): Promise<unknown>;
  coverPreview(document: BookDocument, resources: LayoutResources, photos: PhotoSource, options: { assetRoot: string }): Promise<Buffer>;
  /** JPEGs of these inner pages (`pageIds`), in page order. */
  pageThumbnails(
    document: BookDocument,
    resources: LayoutResources,
    photos: PhotoSource,
    options: { assetRoot: string; pageIds: ReadonlySet<string>; onPage?: (() => void) | undefined },
  ): Promise<PageThumbnail[]>;
}
