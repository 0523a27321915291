import { PassThrough, type Readable } from 'node:stream';
import { layoutSpread, type DisplayList, type DisplayPage } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, photoIdsOf, type BookDocument } from '@eb/book-model';
import type { FastifyBaseLogger } from 'fastify';
import type { PrintBooks, PrintPhotos, PrintRenderer } from './ports';

export interface ProofRendering {
  /** The proof PDF as a stream being written (null: the book is gone). */
  render(bookId: number): Promise<Readable | null>;
}

/**
 * The proof: one PDF of the current document at screen resolution from the photos' previews, every
 * page marked 'Vorschau' (book-render's proof mode). The cover comes first, as one sheet like the
 * printer's cover.pdf, then the inner pages. It is streamed while it is drawn, never kept.
 *
 * book-render writes inner pages and the cover into separate PDFs; the proof puts them into one by
 * handing renderInnerPdf its own layout (RenderInput.layout): spread 1 becomes the whole cover as one
 * sheet, spread k the book's spread k − 1. The document it is given has one extra single-page spread
 * in front only so that its spread and page counts match.
 */
export function createProofRendering(deps: { books: PrintBooks; photos: PrintPhotos; renderer: PrintRenderer; assetRoot: string; log: FastifyBaseLogger }): ProofRendering {
  return {
    async render(bookId) {
      const current = await deps.books.currentDocument(bookId);
      if (!current) return null;
      const { document } = current;
      const { sizes, source } = await deps.photos(photoIdsOf(document));
      const resources = await deps.renderer.resources(sizes);
      const withCoverSheet: BookDocument = { ...document, spreads: [{ id: 'proof-cover-sheet', pages: [document.cover.front] }, ...document.spreads] };
      const layout = (_: BookDocument, spreadIndex: number): DisplayList =>
        spreadIndex === 1 ? coverAsOneSheet(layoutSpread(document, COVER_SPREAD_INDEX, resources)) : layoutSpread(document, spreadIndex - 1, resources);
      const out = new PassThrough();
      deps.renderer.innerPdf({ document: withCoverSheet, resources, photos: source, mode: 'proof', assetRoot: deps.assetRoot, layout }, out).catch((error: unknown) => {
        // Headers are sent by now: the broken download is the only way left to tell the browser.
        deps.log.warn({ err: error, bookId }, 'proof rendering failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return out;
    },
  };
}

/**
 * The cover's three panels as one display page over the whole flat cover: drawn on one sheet, as in
 * cover.pdf. Each panel's items keep their own clips; the sheet's clip is the cover's bleed.
 */
function coverAsOneSheet(list: DisplayList): DisplayList {
  const { widthMm, heightMm } = list.trim;
  const bleed = list.bleedMm;
  const sheet: DisplayPage = {
    pageId: 'proof-cover-sheet',
    role: 'front',
    pageNumber: null,
    trimBox: { xMm: 0, yMm: 0, widthMm, heightMm },
    bleedBox: { xMm: -bleed, yMm: -bleed, widthMm: widthMm + 2 * bleed, heightMm: heightMm + 2 * bleed },
    items: list.pages.flatMap((page) => page.items),
  };
  return { ...list, pages: [sheet] };
}
