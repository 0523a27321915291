import type { Book } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { filterBooks, groupBooks, initialView, INITIAL_LIST_STATE, pageAfterResize, pageOfBook, sortBooks, viewList } from './book-list-view';

let nextPk = 1;
function book(values: Partial<Book> = {}): Book {
  return {
    pk: nextPk++,
    previewImageUrl: null,
    description: 'Buch',
    editableUntil: null,
    isEditable: true,
    state: 1,
    lastEdit: '2026-01-01T10:00:00.000Z',
    lastOrdered: null,
    orderableUntil: null,
    isTemplate: false,
    shareableUntil: null,
    ...values,
  };
}
const names = (books: Book[]) => books.map((entry) => entry.description);

describe('initialView', () => {
  it('keeps a stored choice', () => {
    expect(initialView('card', true)).toBe('card');
    expect(initialView('list', false)).toBe('list');
  });
  it('starts funeral directors with the list and everyone else with cards', () => {
    expect(initialView(null, true)).toBe('list');
    expect(initialView(null, false)).toBe('card');
    expect(initialView('grid', false)).toBe('card');
  });
});

describe('groupBooks', () => {
  const template = book({ isTemplate: true, description: 'Vorlage' });
  const begun = book({ state: 1, description: 'Begonnen' });
  const finished = book({ state: 2, description: 'Fertig' });
  const ordered = book({ state: 3, description: 'Bestellt' });

  it('sorts books into sections by state, templates apart', () => {
    const groups = groupBooks([template, begun, finished, ordered], true);
    expect(names(groups.templates)).toEqual(['Vorlage']);
    expect(names(groups.begun)).toEqual(['Begonnen']);
    expect(names(groups.finished)).toEqual(['Fertig']);
    expect(names(groups.ordered)).toEqual(['Bestellt']);
  });

  it('shows templates to funeral directors only', () => {
    const groups = groupBooks([template, begun], false);
    expect(groups.templates).toEqual([]);
    expect(names(groups.begun)).toEqual(['Begonnen']);
  });
});

describe('sortBooks', () => {
  const oma = book({ description: 'Oma Änne', lastEdit: '2026-03-01T00:00:00Z' });
  const opa = book({ description: 'opa Bernd', lastEdit: '2026-02-01T00:00:00Z', lastOrdered: '2026-02-03T00:00:00Z' });
  const anna = book({ description: 'Anna', lastEdit: '2026-01-01T00:00:00Z', lastOrdered: '2026-02-10T00:00:00Z' });
  const aerger = book({ description: 'Ärger', lastEdit: '2025-12-01T00:00:00Z' });
  const all = [oma, opa, anna, aerger];

  it('sorts by name with German collation, ignoring case', () => {
    expect(names(sortBooks(all, 'name'))).toEqual(['Anna', 'Ärger', 'Oma Änne', 'opa Bernd']);
  });
  it('sorts the last edit newest first', () => {
    expect(names(sortBooks(all, 'lastEdit'))).toEqual(['Oma Änne', 'opa Bernd', 'Anna', 'Ärger']);
  });
  it('sorts the last order newest first, never ordered books after', () => {
    expect(names(sortBooks(all, 'lastOrdered'))).toEqual(['Anna', 'opa Bernd', 'Oma Änne', 'Ärger']);
  });
  it('leaves the input alone', () => {
    sortBooks(all, 'name');
    expect(names(all)).toEqual(['Oma Änne', 'opa Bernd', 'Anna', 'Ärger']);
  });
});

describe('filterBooks', () => {
  const books = [book({ description: 'Für Oma Änne' }), book({ description: 'Opa Bernd' }), book({ description: 'Urlaub' })];
  it('finds names that contain the text, whatever the case', () => {
    expect(names(filterBooks(books, 'oma'))).toEqual(['Für Oma Änne']);
    expect(names(filterBooks(books, 'ÄNNE'))).toEqual(['Für Oma Änne']);
    expect(names(filterBooks(books, '  bernd '))).toEqual(['Opa Bernd']);
  });
  it('keeps everything for an empty search and nothing for no match', () => {
    expect(filterBooks(books, '   ')).toHaveLength(3);
    expect(filterBooks(books, 'Hochzeit')).toEqual([]);
  });
});

describe('viewList', () => {
  const many = Array.from({ length: 12 }, (_, index) =>
    book({ description: `Buch ${String(index + 1).padStart(2, '0')}`, lastEdit: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00Z` }),
  );

  it('shows up to five books without paging', () => {
    const result = viewList(many.slice(0, 5), INITIAL_LIST_STATE);
    expect(result.showPaging).toBe(false);
    expect(result.books).toHaveLength(5);
    expect(result.pageCount).toBe(1);
  });

  it('pages above five books, five per page by default', () => {
    const first = viewList(many, INITIAL_LIST_STATE);
    expect(first.showPaging).toBe(true);
    expect(first.pageCount).toBe(3);
    expect(names(first.books)).toEqual(['Buch 12', 'Buch 11', 'Buch 10', 'Buch 09', 'Buch 08']);
    const last = viewList(many, { ...INITIAL_LIST_STATE, page: 3 });
    expect(names(last.books)).toEqual(['Buch 02', 'Buch 01']);
  });

  it('honours the page size', () => {
    const result = viewList(many, { ...INITIAL_LIST_STATE, pageSize: 10, page: 2 });
    expect(result.pageCount).toBe(2);
    expect(result.books).toHaveLength(2);
  });

  it('keeps the page within the list when it shrank', () => {
    expect(viewList(many.slice(0, 7), { ...INITIAL_LIST_STATE, page: 3 }).page).toBe(2);
    expect(viewList(many, { ...INITIAL_LIST_STATE, page: 0 }).page).toBe(1);
    expect(viewList([], { ...INITIAL_LIST_STATE, page: 4 })).toMatchObject({ page: 1, pageCount: 1, found: 0, books: [] });
  });

  it('counts and pages the books the search leaves', () => {
    const result = viewList(many, { ...INITIAL_LIST_STATE, query: 'buch 1' });
    expect(result.found).toBe(3);
    expect(result.showPaging).toBe(false);
    expect(names(result.books)).toEqual(['Buch 12', 'Buch 11', 'Buch 10']);
  });
});

describe('pageAfterResize', () => {
  it('keeps the first book of the page in view', () => {
    expect(pageAfterResize(3, 5, 10)).toBe(2); // book 11 is on page 2 of 10
    expect(pageAfterResize(2, 10, 5)).toBe(3); // book 11 is on page 3 of 5
    expect(pageAfterResize(1, 5, 50)).toBe(1);
  });
});

describe('pageOfBook', () => {
  const many = Array.from({ length: 12 }, (_, index) => book({ description: `Band ${index + 1}`, lastEdit: `2026-02-${String(index + 1).padStart(2, '0')}T00:00:00Z` }));
  it('finds the page a book is on', () => {
    expect(pageOfBook(many, INITIAL_LIST_STATE, many[11]!.pk)).toBe(1); // newest first
    expect(pageOfBook(many, INITIAL_LIST_STATE, many[0]!.pk)).toBe(3);
    expect(pageOfBook(many, { ...INITIAL_LIST_STATE, pageSize: 10 }, many[0]!.pk)).toBe(2);
  });
  it('answers null for a book the list does not hold', () => {
    expect(pageOfBook(many, INITIAL_LIST_STATE, -1)).toBeNull();
    expect(pageOfBook(many, { ...INITIAL_LIST_STATE, query: 'nichts' }, many[0]!.pk)).toBeNull();
  });
});
