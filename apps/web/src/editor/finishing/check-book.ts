import { preflightPageCount, preflightSpread, type DisplayList, type PreflightProblem } from '@eb/book-layout';
import { spreadCount, type BookDocument } from '@eb/book-model';

/**
 * The finishing check over the whole book in the browser: preflightSpread on each spread's display
 * list (the very lists the editor draws), cover first, then the page count. Laying out a long book
 * takes a moment, so the work yields to the browser between spreads (the dialog keeps saying 'Wir
 * prüfen Ihr Buch …') and stops when the dialog closes.
 */
export async function checkBook(document: BookDocument, listOf: (spreadIndex: number) => DisplayList, signal: AbortSignal): Promise<PreflightProblem[]> {
  const problems: PreflightProblem[] = [];
  for (let spreadIndex = 0; spreadIndex < spreadCount(document); spreadIndex++) {
    await nextTurn();
    if (signal.aborted) throw signal.reason;
    problems.push(...preflightSpread(document, spreadIndex, listOf(spreadIndex)));
  }
  // Sorted as the server's preflightBook: the page count last.
  return [...problems, ...preflightPageCount(document)];
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
