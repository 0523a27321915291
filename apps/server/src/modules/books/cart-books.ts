import { pageCount } from '@eb/book-model';
import { isFinish, type Finish } from '@eb/catalogue';
import type { Database, Executor } from '../../db/client';
import { storedDocument } from './document/document-writes';
import { isCartEligible, type BookDates, type BookState } from './lifecycle';
import { createBooksRepository, type BookScope } from './repository';
import type { BookRow } from './schema';

/** A book as the basket and the checkout need it: what it is, its state now, and whether it may go into a basket. */
export interface CartBook {
  id: number;
  title: string;
  previewImageUrl: string | null;
  formatId: number;
  paperId: number;
  coverFinish: Finish;
  pagesFinish: Finish;
  pages: number;
  documentVersion: number;
  state: BookState;
  cartEligible: boolean;
}

/**
 * For the cart module (issue 15): the books of a basket. `lockedInScope` reads only the caller's books
 * (own, or the company's in its view) and locks them for the reservation's transaction.
 */
export function booksForCart(db: Database) {
  const repository = createBooksRepository(db);
  return {
    async lockedInScope(scope: BookScope, ids: readonly number[], now: Date, tx: Executor): Promise<CartBook[]> {
      return (await repository.lockedInScope(scope, ids, tx)).map((row) => cartBookOf(row, now));
    },
    async byIds(ids: readonly number[], now: Date, tx?: Executor): Promise<CartBook[]> {
      return (await repository.findMany(ids, tx)).map((row) => cartBookOf(row, now));
    },
  };
}

export type BooksForCart = ReturnType<typeof booksForCart>;

function cartBookOf(row: BookRow, now: Date): CartBook {
  const dates: BookDates = { state: row.state as BookState, isTemplate: row.isTemplate, lastEdit: row.lastEdit, finishedAt: row.finishedAt, lastOrdered: row.lastOrdered };
  return {
    id: row.id,
    title: row.description,
    // As the books list gives it.
    previewImageUrl: row.previewImageUrl,
    formatId: row.formatId,
    paperId: row.paperId,
    coverFinish: isFinish(row.coverFinish) ? row.coverFinish : 1,
    pagesFinish: isFinish(row.pagesFinish) ? row.pagesFinish : 1,
    pages: pageCount(storedDocument(row)),
    documentVersion: row.documentVersion,
    state: dates.state,
    cartEligible: isCartEligible(dates, now),
  };
}
