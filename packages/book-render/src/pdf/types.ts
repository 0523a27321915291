import type { DisplayList, LayoutResources } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';

/** Where the renderer gets a photo's bytes (JPEG/PNG/WebP): in drawing order, a bounded few ahead (PHOTOS_IN_FLIGHT). */
export interface PhotoSource {
  /** The stored original; the renderer applies its EXIF orientation itself. */
  original(photoId: string): Promise<Buffer>;
  /** The screen-size preview, already upright. */
  preview(photoId: string): Promise<Buffer>;
}

export type RenderMode = 'print' | 'proof';

export interface RenderInput {
  document: BookDocument;
  resources: LayoutResources;
  photos: PhotoSource;
  /** 'print': 300 dpi originals for the printer; 'proof': previews at screen resolution, marked 'Vorschau'. */
  mode: RenderMode;
  /** Called after every finished PDF page (the cover PDF has one). */
  onPage?: (done: number, total: number) => void;
  /** Folder of the web app's public files: the design SVGs' `src` paths are relative to it. */
  assetRoot: string;
  /** The layout function; layoutSpread unless a test hands in its own display lists. */
  layout?: (document: BookDocument, spreadIndex: number, resources: LayoutResources) => DisplayList;
  /**
   * Stops drawing at the next page or photo when aborted: the render rejects with an error named
   * 'AbortError', the pdfkit document and `out` are destroyed. Closing `out` early does the same.
   */
  signal?: AbortSignal;
  /** Photos prepared at once, the one being drawn included (default PHOTOS_IN_FLIGHT; 1: strictly one at a time). */
  photosInFlight?: number;
}
