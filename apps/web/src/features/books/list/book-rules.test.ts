import type { Book } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { bookActions, cartBooks, checkBookName, isCartEligible, isInCart, parseCartChoices, shareAvailability, templateCount } from './book-rules';

const now = new Date('2026-06-01T12:00:00Z');
const future = '2026-09-01T00:00:00Z';
const past = '2026-05-01T00:00:00Z';

let nextPk = 1;
function book(values: Partial<Book> = {}): Book {
  return {
    pk: nextPk++,
    previewImageUrl: null,
    description: 'Buch',
    editableUntil: null,
    isEditable: true,
    state: 1,
    lastEdit: '2026-05-20T10:00:00.000Z',
    lastOrdered: null,
    orderableUntil: null,
    isTemplate: false,
    shareableUntil: future,
    ...values,
  };
}

const mortician = { isMortician: true, isTemporary: false, isEmailConfirmed: true, maxTemplates: 3 };
const family = { isMortician: false, isTemporary: false, isEmailConfirmed: true, maxTemplates: 0 };
const trial = { isMortician: false, isTemporary: true, isEmailConfirmed: false, maxTemplates: 0 };

describe('cart', () => {
  it('takes finished books and ordered ones that can still be ordered again', () => {
    expect(isCartEligible(book({ state: 1 }), now)).toBe(false);
    expect(isCartEligible(book({ state: 2, isEditable: false, orderableUntil: future }), now)).toBe(true);
    expect(isCartEligible(book({ state: 3, isEditable: false, orderableUntil: future }), now)).toBe(true);
    expect(isCartEligible(book({ state: 3, isEditable: false, orderableUntil: past }), now)).toBe(false);
    expect(isCartEligible(book({ state: 3, isEditable: false, orderableUntil: null }), now)).toBe(false);
    expect(isCartEligible(book({ state: 2, isTemplate: true }), now)).toBe(false);
  });

  it('ticks finished books until the person unticks them; ordered books only when ticked', () => {
    const finished = book({ state: 2, isEditable: false, orderableUntil: future });
    const ordered = book({ state: 3, isEditable: false, orderableUntil: future });
    const begun = book({ state: 1 });
    expect(isInCart(finished, {}, now)).toBe(true);
    expect(isInCart(finished, { [finished.pk]: false }, now)).toBe(false);
    expect(isInCart(ordered, {}, now)).toBe(false);
    expect(isInCart(ordered, { [ordered.pk]: true }, now)).toBe(true);
    expect(isInCart(begun, { [begun.pk]: true }, now)).toBe(false);
    expect(cartBooks([finished, ordered, begun], { [ordered.pk]: true }, now)).toEqual([finished, ordered]);
  });

  it('reads stored choices defensively', () => {
    expect(parseCartChoices('{"4":true,"7":false}')).toEqual({ 4: true, 7: false });
    expect(parseCartChoices('{"4":"yes","x":true}')).toEqual({});
    expect(parseCartChoices('[1,2]')).toEqual({});
    expect(parseCartChoices('not json')).toEqual({});
    expect(parseCartChoices(null)).toEqual({});
  });
});

describe('bookActions', () => {
  it('opens editable books for editing, others for viewing, templates as templates', () => {
    expect(bookActions(book(), family, 0, now).open).toBe('edit');
    expect(bookActions(book({ state: 2, isEditable: false }), family, 0, now).open).toBe('view');
    expect(bookActions(book({ isTemplate: true }), mortician, 1, now).open).toBe('template');
  });

  it('offers rename and delete except for ordered books', () => {
    const ordered = bookActions(book({ state: 3, isEditable: false }), family, 0, now);
    expect(ordered).toMatchObject({ rename: false, remove: false });
    expect(bookActions(book({ state: 2, isEditable: false }), family, 0, now)).toMatchObject({ rename: true, remove: true });
  });

  it('copies editable books, and templates while there is room', () => {
    expect(bookActions(book(), family, 0, now).copy).toBe('yes');
    expect(bookActions(book({ state: 2, isEditable: false }), family, 0, now).copy).toBe('no');
    expect(bookActions(book({ isTemplate: true }), mortician, 2, now).copy).toBe('yes');
    expect(bookActions(book({ isTemplate: true }), mortician, 3, now).copy).toBe('full');
  });

  it('shares editable books of registered people, never templates', () => {
    expect(bookActions(book(), family, 0, now).share).toBe('yes');
    expect(bookActions(book(), trial, 0, now).share).toBe('no');
    expect(bookActions(book(), { ...family, isEmailConfirmed: false }, 0, now).share).toBe('no');
    expect(bookActions(book(), null, 0, now).share).toBe('no');
    expect(bookActions(book({ state: 2, isEditable: false }), family, 0, now).share).toBe('no');
    expect(bookActions(book({ isTemplate: true, shareableUntil: null }), mortician, 1, now).share).toBe('no');
  });

  it('shows sharing as ended once the 100 days after the book was made are over', () => {
    expect(shareAvailability(book({ shareableUntil: '2026-06-01T12:00:01Z' }), family, now)).toBe('yes');
    expect(shareAvailability(book({ shareableUntil: '2026-06-01T12:00:00Z' }), family, now)).toBe('ended');
    expect(shareAvailability(book({ shareableUntil: past }), family, now)).toBe('ended');
    // Not offered at all stays not offered, however old the book.
    expect(shareAvailability(book({ shareableUntil: past }), trial, now)).toBe('no');
    expect(shareAvailability(book({ shareableUntil: null }), family, now)).toBe('yes');
  });

  it('lets funeral directors make templates from books up to their maximum', () => {
    expect(bookActions(book(), mortician, 2, now).createTemplate).toBe('yes');
    expect(bookActions(book({ state: 3, isEditable: false }), mortician, 2, now).createTemplate).toBe('yes');
    expect(bookActions(book(), mortician, 3, now).createTemplate).toBe('full');
    expect(bookActions(book(), family, 0, now).createTemplate).toBe('no');
    expect(bookActions(book({ isTemplate: true }), mortician, 1, now).createTemplate).toBe('no');
  });

  it('starts new books from templates only', () => {
    expect(bookActions(book({ isTemplate: true }), mortician, 1, now).newFromTemplate).toBe(true);
    expect(bookActions(book(), mortician, 1, now).newFromTemplate).toBe(false);
  });

  it('counts templates', () => {
    expect(templateCount([book({ isTemplate: true }), book(), book({ isTemplate: true })])).toBe(2);
  });
});

describe('checkBookName', () => {
  it('refuses empty names and names over 150 characters', () => {
    expect(checkBookName('')).toBe('required');
    expect(checkBookName('   ')).toBe('required');
    expect(checkBookName('x'.repeat(151))).toBe('tooLong');
    expect(checkBookName('x'.repeat(150))).toBeNull();
    expect(checkBookName('  Für Oma  ')).toBeNull();
  });
});
