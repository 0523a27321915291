import { SHARE_WINDOW_DAYS } from '@eb/api-contract';

/**
 * The book's derived fields from its state and dates, in one pure function (PRODUCT.md retention):
 * begun books are kept 100 days after the last edit, finished unordered ones 100 days after they
 * were finished, ordered ones stay viewable 100 days after the last edit and can be ordered again
 * for two years after the last order. Templates do not expire.
 */
export const BOOK_STATE = { begun: 1, finished: 2, ordered: 3 } as const;
export type BookState = (typeof BOOK_STATE)[keyof typeof BOOK_STATE];

const DAY_MS = 24 * 60 * 60 * 1000;
export const KEEP_DAYS = 100;
export const REORDER_YEARS = 2;

export interface BookDates {
  state: BookState;
  isTemplate: boolean;
  lastEdit: Date;
  finishedAt: Date | null;
  lastOrdered: Date | null;
}

export interface DerivedBookFields {
  isEditable: boolean;
  /** Until when the book is kept for editing (begun) or viewing (finished, ordered); null: no limit. */
  editableUntil: Date | null;
  /** Until when it can go into the basket; null: not orderable. */
  orderableUntil: Date | null;
  /** When retention may delete it; null: never by age. */
  deleteAfter: Date | null;
}

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const plusYears = (date: Date, years: number) => {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
};

export function deriveBookFields(book: BookDates, now: Date): DerivedBookFields {
  if (book.isTemplate) return { isEditable: true, editableUntil: null, orderableUntil: null, deleteAfter: null };
  switch (book.state) {
    case BOOK_STATE.begun: {
      const until = plusDays(book.lastEdit, KEEP_DAYS);
      return { isEditable: now < until, editableUntil: until, orderableUntil: null, deleteAfter: until };
    }
    case BOOK_STATE.finished: {
      const until = plusDays(book.finishedAt ?? book.lastEdit, KEEP_DAYS);
      return { isEditable: false, editableUntil: until, orderableUntil: until, deleteAfter: until };
    }
    case BOOK_STATE.ordered: {
      const viewable = plusDays(book.lastEdit, KEEP_DAYS);
      const reorderable = book.lastOrdered ? plusYears(book.lastOrdered, REORDER_YEARS) : null;
      const keep = reorderable && reorderable > viewable ? reorderable : viewable;
      return { isEditable: false, editableUntil: viewable, orderableUntil: reorderable, deleteAfter: keep };
    }
  }
}

/**
 * The first moment after `now` at which deriveBookFields answers differently for the book (only a
 * begun book's isEditable turns with the clock; the dates are fixed); null: never. The book list's
 * cache (book-list-cache.ts) keeps an answer no longer than this.
 */
export function derivedFieldsChangeAt(book: BookDates, now: Date): Date | null {
  if (book.isTemplate || book.state !== BOOK_STATE.begun) return null;
  const until = plusDays(book.lastEdit, KEEP_DAYS);
  return now < until ? until : null;
}

/**
 * Whether an edit at `editedAt` moves the book's deletion date: a begun book's clock restarts, a
 * finished one counts from when it was finished, so renaming it changes nothing. Only an edit that
 * moves the date may void the retention warning (which announced that date).
 */
export function editMovesDeletion(book: BookDates, editedAt: Date): boolean {
  const before = deriveBookFields(book, editedAt).deleteAfter;
  const after = deriveBookFields({ ...book, lastEdit: editedAt }, editedAt).deleteAfter;
  return before?.getTime() !== after?.getTime();
}

/** SPEC.md section 4: state 2 non-template, or state 3 still reorderable. */
export function isCartEligible(book: BookDates, now: Date): boolean {
  if (book.isTemplate) return false;
  const { orderableUntil } = deriveBookFields(book, now);
  return (book.state === BOOK_STATE.finished || book.state === BOOK_STATE.ordered) && orderableUntil != null && now < orderableUntil;
}

/** SPEC.md section 9: a book can be shared in the first 100 days after it was created (never later). */
export const shareableUntil = (createdAt: Date): Date => plusDays(createdAt, SHARE_WINDOW_DAYS);
