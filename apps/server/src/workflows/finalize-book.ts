import { setImmediate as nextTurn } from 'node:timers/promises';
import { FINISHING_MESSAGES, type FinalizeRequest, type FinalizeResponse, type PreflightProblemInfo } from '@eb/api-contract';
import { isBlocking, layoutSpread, preflightPageCount, preflightSpread, type LayoutResources, type PreflightResult } from '@eb/book-layout';
import { pageCount, photoIdsOf, spreadCount, type BookDocument } from '@eb/book-model';
import { ConflictError, DomainError, ForbiddenError } from '../lib/domain-errors';
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
  /** The whole book's check (tests inject a slow or failing one); default: book-layout's, spread by spread. */
  preflight?: (document: BookDocument, resources: LayoutResources) => Promise<PreflightResult>;
  /** Checks this process runs at once (default MAX_PREFLIGHTS_AT_ONCE). */
  maxPreflightsAtOnce?: number;
}

/** Preflights one process runs at once: each lays out the whole book in the API process. */
export const MAX_PREFLIGHTS_AT_ONCE = 2;
/** What a refused finalize is told to wait (Retry-After): a book's check takes a second or two. */
export const FINALIZE_RETRY_AFTER_SECONDS = 10;

/** More finalizes than this process checks at once: 503 with Retry-After (like the proof's). */
export class FinalizeBusyError extends DomainError {
  readonly statusCode = 503;
}

/**
 * book-layout's preflightBook, spread by spread with a turn of the event loop in between: a long
 * book's check never holds the API process for more than one spread's layout at a time.
 */
export async function preflightInTurns(document: BookDocument, resources: LayoutResources): Promise<PreflightResult> {
  const problems = [];
  for (let index = 0; index < spreadCount(document); index += 1) {
    await nextTurn();
    problems.push(...preflightSpread(document, index, layoutSpread(document, index, resources)));
  }
  problems.push(...preflightPageCount(document));
  return { problems, blocking: isBlocking(problems) };
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
  const preflight = deps.preflight ?? preflightInTurns;
  const maxAtOnce = deps.maxPreflightsAtOnce ?? MAX_PREFLIGHTS_AT_ONCE;
  let running = 0;

  /**
   * The check under the process's limit. A check that throws on a stored document (a layout bug)
   * is logged and answered 409: the person can change the book in the editor, never a 500.
   */
  async function check(bookId: number, version: number, document: BookDocument, resources: LayoutResources): Promise<PreflightResult> {
    if (running >= maxAtOnce) throw new FinalizeBusyError('FINALIZE_BUSY', FINISHING_MESSAGES.busy, { retryAfterSeconds: FINALIZE_RETRY_AFTER_SECONDS });
    running += 1;
    try {
      return await preflight(document, resources);
    } catch (error) {
      deps.log.error({ err: error, bookId, version }, 'preflight failed on a stored document');
      throw new ConflictError('PREFLIGHT_FAILED', FINISHING_MESSAGES.checkFailed);
    } finally {
      running -= 1;
    }
  }

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
      const result = await check(bookId, version, document, resources);
      // Typed as the API's schema: book-layout's problems and the contract's cannot drift apart unnoticed.
      const problems: PreflightProblemInfo[] = result.problems;
      if (result.blocking) throw new ConflictError('PREFLIGHT_BLOCKED', FINISHING_MESSAGES.blocked, { problems });
      await deps.books.finish(callerId, bookId, version);
      // The book is finished: a failure to ask for the renderings must not undo that. The print
      // module's sweeps catch up with the preview; the print files are asked for again when ordered.
      // A trial user may finish but not order (SPEC.md section 6): the print module asks for no
      // print files for them; the order renders them once they registered.
      for (const [what, ask] of [
        ['print files', () => deps.print.requestPrint(callerId, bookId, version)],
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
