import type { Book } from '@eb/api-contract';

/**
 * What /buecher shows, as pure functions: which section a book belongs to, and each section's
 * sorting, name search and paging (SPEC.md section 2 'Book work', PRODUCT.md 'Settled contradictions').
 */

export type BookListView = 'card' | 'list';
export const VIEW_STORAGE_KEY = 'eb.bookListView';

/** SPEC.md section 4: the stored choice wins; funeral directors start with the list, everyone else with cards. */
export function initialView(stored: string | null, isMortician: boolean): BookListView {
  if (stored === 'card' || stored === 'list') return stored;
  return isMortician ? 'list' : 'card';
}

export const SECTION_IDS = ['templates', 'begun', 'finished', 'ordered'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Templates only for funeral directors; every other book by its state. */
export function sectionOf(book: Book): SectionId {
  if (book.isTemplate) return 'templates';
  if (book.state === 3) return 'ordered';
  if (book.state === 2) return 'finished';
  return 'begun';
}

export function groupBooks(books: readonly Book[], isMortician: boolean): Record<SectionId, Book[]> {
  const groups: Record<SectionId, Book[]> = { templates: [], begun: [], finished: [], ordered: [] };
  for (const book of books) {
    const section = sectionOf(book);
    if (section === 'templates' && !isMortician) continue;
    groups[section].push(book);
  }
  return groups;
}

export const SORT_KEYS = ['name', 'lastEdit', 'lastOrdered'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'lastEdit';
export const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const byName = (a: Book, b: Book) => collator.compare(a.description, b.description);
const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);
const newestEditFirst = (a: Book, b: Book) => time(b.lastEdit) - time(a.lastEdit);

/** Name A–Z (German collation); the dates newest first. Books never ordered come after the ordered ones. */
export function sortBooks(books: readonly Book[], key: SortKey): Book[] {
  const sorted = [...books];
  switch (key) {
    case 'name':
      return sorted.sort((a, b) => byName(a, b) || newestEditFirst(a, b));
    case 'lastEdit':
      return sorted.sort((a, b) => newestEditFirst(a, b) || byName(a, b));
    case 'lastOrdered':
      return sorted.sort((a, b) => time(b.lastOrdered) - time(a.lastOrdered) || newestEditFirst(a, b) || byName(a, b));
  }
}

const normalise = (text: string) => text.normalize('NFC').toLocaleLowerCase('de').trim();

/** The search box: every book whose name contains the typed text, whatever its case. */
export function filterBooks(books: readonly Book[], query: string): Book[] {
  const wanted = normalise(query);
  if (!wanted) return [...books];
  return books.filter((book) => normalise(book.description).includes(wanted));
}

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 5;
/** Paging shows above this many books — counted among the books the search leaves. */
export const PAGING_THRESHOLD = 5;

export const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

export interface ListState {
  sort: SortKey;
  query: string;
  page: number;
  pageSize: PageSize;
}

export const INITIAL_LIST_STATE: ListState = { sort: DEFAULT_SORT, query: '', page: 1, pageSize: DEFAULT_PAGE_SIZE };

export interface ListPage {
  books: Book[];
  /** How many books the search leaves (all of the section's books when nothing is typed). */
  found: number;
  /** The page shown, kept within 1 … pageCount (a deletion can shorten the list under it). */
  page: number;
  pageCount: number;
  showPaging: boolean;
}

export function viewList(books: readonly Book[], state: ListState): ListPage {
  const found = sortBooks(filterBooks(books, state.query), state.sort);
  const pageCount = Math.max(1, Math.ceil(found.length / state.pageSize));
  const page = Math.min(Math.max(1, Math.floor(state.page) || 1), pageCount);
  const start = (page - 1) * state.pageSize;
  return {
    books: found.slice(start, start + state.pageSize),
    found: found.length,
    page,
    pageCount,
    showPaging: found.length > PAGING_THRESHOLD,
  };
}

/** The page on which a book shows with this sorting and page size, searched or not; null when it is not in the list. */
export function pageOfBook(books: readonly Book[], state: ListState, bookId: number): number | null {
  const index = sortBooks(filterBooks(books, state.query), state.sort).findIndex((book) => book.pk === bookId);
  return index < 0 ? null : Math.floor(index / state.pageSize) + 1;
}

/** A new page size keeps the first book of the current page in view. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  return Math.floor(((Math.max(1, page) - 1) * oldSize) / newSize) + 1;
}
