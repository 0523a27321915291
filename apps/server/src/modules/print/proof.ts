import { PassThrough, type Readable } from 'node:stream';
import { layoutSpread, type DisplayList, type DisplayPage } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, photoIdsOf, type BookDocument } from '@eb/book-model';
import { PRINT_MESSAGES } from '@eb/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/domain-errors';
import type { PrintBooks, PrintPhotos, PrintRenderer } from './ports';

export interface ProofRendering {
  /**
   * The proof PDF as a stream being written (null: the book is gone). `signal` aborts the rendering
   * (the download was closed); so does destroying the stream. Throws ProofBusyError (503) while the
   * process draws as many proofs as it may.
   */
  render(bookId: number, signal?: AbortSignal): Promise<Readable | null>;
}

/** Proofs one process draws at once: each costs a core and the PDF's memory in the API process. */
export const MAX_PROOFS_AT_ONCE = 2;
/** What a refused proof is told to wait (Retry-After): a small book's proof takes a few seconds. */
export const PROOF_RETRY_AFTER_SECONDS = 10;

/** More proofs asked for than this process draws at once: 503 with Retry-After. */
export class ProofBusyError extends DomainError {
  readonly statusCode = 503;
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
 *
 * It is drawn in the API process (a person waits for it), so a small count of slots guards the
 * process's CPU and memory; a closed download aborts its rendering and frees its slot at once.
 */
export function createProofRendering(deps: {
  books: PrintBooks;
  photos: PrintPhotos;
  renderer: PrintRenderer;
  assetRoot: string;
  log: FastifyBaseLogger;
  maxAtOnce?: number;
}): ProofRendering {
  const maxAtOnce = deps.maxAtOnce ?? MAX_PROOFS_AT_ONCE;
  let running = 0;
  return {
    async render(bookId, signal) {
      if (running >= maxAtOnce) throw new ProofBusyError('PROOF_BUSY', PRINT_MESSAGES.proofBusy, { retryAfterSeconds: PROOF_RETRY_AFTER_SECONDS });
      running += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        running -= 1;
      };
      try {
        const current = await deps.books.currentDocument(bookId);
        if (!current) {
          release();
          return null;
        }
        const { document } = current;
        const { sizes, source } = await deps.photos(photoIdsOf(document));
        const resources = await deps.renderer.resources(sizes);
        const withCoverSheet: BookDocument = { ...document, spreads: [{ id: 'proof-cover-sheet', pages: [document.cover.front] }, ...document.spreads] };
        const layout = (_: BookDocument, spreadIndex: number): DisplayList =>
          spreadIndex === 1 ? coverAsOneSheet(layoutSpread(document, COVER_SPREAD_INDEX, resources)) : layoutSpread(document, spreadIndex - 1, resources);
        const out = new PassThrough();
        const stop = new AbortController();
        // The slot is free once nobody waits for the proof, even before the renderer noticed.
        const abort = () => {
          stop.abort();
          release();
        };
        signal?.addEventListener('abort', abort, { once: true });
        if (signal?.aborted) abort();
        // Fastify destroys the stream when the download is closed; the end of a whole proof also closes it.
        out.once('close', () => {
          if (!out.writableFinished) abort();
        });
        deps.renderer
          .innerPdf({ document: withCoverSheet, resources, photos: source, mode: 'proof', assetRoot: deps.assetRoot, layout, signal: stop.signal }, out)
          .catch((error: unknown) => {
            if (stop.signal.aborted) return;
            // Headers are sent by now: the broken download is the only way left to tell the browser.
            deps.log.warn({ err: error, bookId }, 'proof rendering failed');
            out.destroy(error instanceof Error ? error : new Error(String(error)));
          })
          .finally(() => {
            signal?.removeEventListener('abort', abort);
            release();
          });
        return out;
      } catch (error) {
        release();
        throw error;
      }
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
