import { createNodeLayoutResources, renderCoverPdf, renderCoverPreview, renderInnerPdf } from '@eb/book-render';
import type { PrintRenderer } from './ports';

/** The real renderer: the display list drawn by packages/book-render (print PDF, proof, cover preview). */
export const bookRenderer: PrintRenderer = {
  resources: createNodeLayoutResources,
  innerPdf: renderInnerPdf,
  coverPdf: renderCoverPdf,
  coverPreview: renderCoverPreview,
};
