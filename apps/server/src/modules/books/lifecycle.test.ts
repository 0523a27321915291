import { describe, expect, it } from 'vitest';
import { BOOK_STATE, deriveBookFields, derivedFieldsChangeAt, editMovesDeletion, isCartEligible, type BookDates } from './lifecycle';

const now = new Date('2026-11-22T12:00:00Z');
const days = (count: number) => new Date(now.getTime() + count * 24 * 60 * 60 * 1000);
const book = (overrides: Partial<BookDates>): BookDates => ({ state: BOOK_STATE.begun, isTemplate: false, lastEdit: now, finishedAt: null, lastOrdered: null, ...overrides });

describe('deriveBookFields (PRODUCT.md retention)', () => {
  it('keeps a begun book editable for 100 days after the last edit', () => {
    expect(deriveBookFields(book({ lastEdit: days(-99) }), now)).toMatchObject({ isEditable: true, editableUntil: days(1), orderableUntil: null });
    expect(deriveBookFields(book({ lastEdit: days(-101) }), now).isEditable).toBe(false);
  });

  it('keeps a finished book orderable, not editable, for 100 days after finishing', () => {
    const derived = deriveBookFields(book({ state: BOOK_STATE.finished, lastEdit: days(-50), finishedAt: days(-10) }), now);
    expect(derived).toEqual({ isEditable: false, editableUntil: days(90), orderableUntil: days(90), deleteAfter: days(90) });
    expect(isCartEligible(book({ state: BOOK_STATE.finished, finishedAt: days(-10) }), now)).toBe(true);
    expect(isCartEligible(book({ state: BOOK_STATE.finished, finishedAt: days(-101) }), now)).toBe(false);
  });

  it('lets an ordered book be viewed 100 days after the last edit and reordered for two years after the last order', () => {
    const derived = deriveBookFields(book({ state: BOOK_STATE.ordered, lastEdit: days(-30), lastOrdered: days(-20) }), now);
    expect(derived.isEditable).toBe(false);
    expect(derived.editableUntil).toEqual(days(70));
    expect(derived.orderableUntil).toEqual(new Date('2028-11-02T12:00:00Z'));
    expect(derived.deleteAfter).toEqual(derived.orderableUntil);
    expect(isCartEligible(book({ state: BOOK_STATE.ordered, lastOrdered: days(-800) }), now)).toBe(false);
  });

  it('never expires templates, which are always editable and never in the basket', () => {
    const template = book({ isTemplate: true, lastEdit: days(-1000) });
    expect(deriveBookFields(template, now)).toEqual({ isEditable: true, editableUntil: null, orderableUntil: null, deleteAfter: null });
    expect(isCartEligible({ ...template, state: BOOK_STATE.finished, finishedAt: now }, now)).toBe(false);
  });

  it('does not put a begun book in the basket', () => {
    expect(isCartEligible(book({}), now)).toBe(false);
  });
});

describe('editMovesDeletion (when an edit voids the retention warning)', () => {
  it('moves the date of a begun book, and of a finished one without a finishing date', () => {
    expect(editMovesDeletion(book({ lastEdit: days(-90) }), now)).toBe(true);
    expect(editMovesDeletion(book({ state: BOOK_STATE.finished, lastEdit: days(-90), finishedAt: null }), now)).toBe(true);
  });

  it('leaves the date of a finished book and of a template alone', () => {
    expect(editMovesDeletion(book({ state: BOOK_STATE.finished, lastEdit: days(-90), finishedAt: days(-90) }), now)).toBe(false);
    expect(editMovesDeletion(book({ isTemplate: true, lastEdit: days(-90) }), now)).toBe(false);
  });
});

describe('derivedFieldsChangeAt (how long the book list may be answered from its cache)', () => {
  const books: BookDates[] = [
    book({ lastEdit: days(-99) }),
    book({ lastEdit: days(-101) }),
    book({ isTemplate: true, lastEdit: days(-300) }),
    book({ state: BOOK_STATE.finished, lastEdit: days(-50), finishedAt: days(-10) }),
    book({ state: BOOK_STATE.finished, lastEdit: days(-50), finishedAt: null }),
    book({ state: BOOK_STATE.ordered, lastEdit: days(-20), lastOrdered: days(-5) }),
    book({ state: BOOK_STATE.ordered, lastEdit: days(-800), lastOrdered: days(-800) }),
  ];
  const moments = [days(-1), now, days(1), days(50), days(200), days(1000)];

  it.each(books.map((entry, index) => [index, entry] as const))('names the moment the derived fields of book %i turn, and none before', (_index, entry) => {
    for (const moment of moments) {
      const change = derivedFieldsChangeAt(entry, moment);
      const at = deriveBookFields(entry, moment);
      if (change === null) {
        // Never again: the same answer for every later moment.
        for (const later of moments.filter((other) => other > moment)) expect(deriveBookFields(entry, later)).toEqual(at);
      } else {
        expect(change > moment).toBe(true);
        expect(deriveBookFields(entry, new Date(change.getTime() - 1))).toEqual(at);
        expect(deriveBookFields(entry, change)).not.toEqual(at);
      }
    }
  });

  it('lets a begun book turn uneditable 100 days after its last edit', () => {
    expect(derivedFieldsChangeAt(book({ lastEdit: days(-99) }), now)).toEqual(days(1));
    expect(derivedFieldsChangeAt(book({ lastEdit: days(-101) }), now)).toBeNull();
  });
});
