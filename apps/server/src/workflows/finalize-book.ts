import { FINISHING_MESSAGES, type FinalizeRequest, type FinalizeResponse, type PreflightProblemInfo } from '@eb/api-contract';
import { preflightBook } from '@eb/book-layout';
import { pageCount, photoIdsOf } from '@eb/book-model';
import { ConflictError, ForbiddenError } from '../lib/domain-errors';
import type { BooksService } from '../modules/books/service';
import type { DocumentService } from '../modules/books/document/service';
import type { PrintForFinishing } from '../modules/print';

export interface FinalizeBookDeps {
  /** The books module: whether the book may be finished, and the state change itself (with its version check). */
  books: Pick<BooksService, 'assertFinishable' | 'finish'>;
  /** The book's current stored document and version, for a caller who sees the book (else 404). */
  documents: Pick<DocumentService, 'get'>;
  /** The print module: the layout resources the print uses, and the renderings asked for once finished. */
  print: PrintForFinishing;
  log: { error(object: unknown, message: string): void };
}

/** 'book-17' (GET editinfo's projectId) → 17; the request schema lets nothing else through. */
const bookIdOf = (jobId: string): number => Number(jobId.slice('book-'.length));

/** What GET editinfo/{id} calls the book's product: its format and paper. */
export const productCodeOf = (document: { formatId: number; paperId: number }): string => `EB-F${document.formatId}-P${document.paperId}`;

/**
 * Finishing a book (issue 13, SPEC.md section 7 POST finalize): the person's own request, for the
 * book as the editor last showed it (product and page count), checked by the same preflight the
 * editor runs — on the stored document with the print's fonts and photo sizes. Only then the book
 * goes to state 2 (in one statement with the version check: a save racing this cannot slip in
 * unchecked content), and its print files and cover preview are asked for.
 */
export function createFinalizeBook(deps: FinalizeBookDeps) {
  return {
    async finalize(callerId: string, request: FinalizeRequest): Promise<FinalizeResponse> {
      if (request.userId !== callerId) throw new ForbiddenError('NOT_THE_CALLER', FINISHING_MESSAGES.notTheCaller);
      const bookId = bookIdOf(request.jobId);
      await deps.books.assertFinishable(callerId, bookId);
      const { version, document } = await deps.documents.get(callerId, bookId);
      if (request.productCode !== productCodeOf(document) || request.pageCount !== pageCount(document)) {
        throw new ConflictError('BOOK_CHANGED', FINISHING_MESSAGES.changedMeanwhile);
      }
      const { resources, processing } = await deps.print.layoutResources(photoIdsOf(document));
      // A photo still being processed is there in a moment: not a missing photo.
      if (processing.size > 0) throw new ConflictError('PHOTOS_PROCESSING', FINISHING_MESSAGES.photosProcessing);
      const preflight = preflightBook(document, resources);
      // Typed as the API's schema: book-layout's problems and the contract's cannot drift apart unnoticed.
      const problems: PreflightProblemInfo[] = preflight.problems;
      if (preflight.blocking) throw new ConflictError('PREFLIGHT_BLOCKED', FINISHING_MESSAGES.blocked, { problems });
      await deps.books.finish(callerId, bookId, version);
      // The book is finished: a failure to ask for the renderings must not undo that. The print
      // module's sweeps catch up with the preview; the print files are asked for again when ordered.
      for (const [what, ask] of [
        ['print files', () => deps.print.requestPrint(bookId, version)],
        ['cover preview', () => deps.print.ensurePreview(bookId, version)],
      ] as const) {
        try {
          await ask();
        } catch (error) {
          deps.log.error({ err: error, bookId, version }, `finished book: its ${what} could not be asked for`);
        }
      }
      return { bookId, state: 2 };
    },
  };
}

export type FinalizeBook = ReturnType<typeof createFinalizeBook>;
