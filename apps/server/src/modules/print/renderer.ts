import { createNodeLayoutResources, renderCoverPdf, renderCoverPreview, renderInnerPdf, renderPageThumbnails } from '@eb/book-render';
import type { PrintRenderer } from './ports';

/** The real renderer: the display list drawn by packages/book-render (print PDF, proof, cover preview, page thumbnails). */
export const bookRenderer: PrintRenderer = {
  resources: createNodeLayoutResources,
  innerPdf: renderInnerPdf,
  coverPdf: renderCoverPdf,
  coverPreview: renderCoverPreview,
  pageThumbnails: (document, resources, photos, { onPage, ...options }) => renderPageThumbnails(document, resources, photos, { ...options, ...(onPage ? { onPage: () => onPage() } : {}) }),
};
