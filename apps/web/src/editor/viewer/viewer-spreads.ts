import type { PageViews } from '@eb/api-contract';
import type { BookDocument } from '@eb/book-model';

/** One place on a shown spread: the cover, or an inner page with its rendered image's address (null: not drawn yet). */
export interface ViewerPage {
  key: string;
  side: 'left' | 'right' | 'single';
  /** The cover says 'Der Umschlag wird vorbereitet …' while it is drawn, a page 'Seite wird vorbereitet …'. */
  role: 'cover' | 'page';
  /** The printed page number (1 …); null on the cover. */
  pageNumber: number | null;
  path: string | null;
}

export interface ViewerSpread {
  /** 'cover': the front as the book lies closed; 'inner': one or two pages of the open book. */
  kind: 'cover' | 'inner';
  pages: ViewerPage[];
}

/** What one look at the flip-through shows: a spread (or, on a phone held upright, one page of it). */
export interface ViewerStep extends ViewerSpread {
  /** The editor's spread index the step belongs to (0 the cover). */
  spreadIndex: number;
  /** One page of an open spread shown alone (a phone): named by its own page number. */
  onePage: boolean;
}

/**
 * What the flip-through shows, spread by spread (the editor's spread indexes: 0 the cover, then the
 * inner spreads): the cover's rendered front first, then each inner spread's pages as rendered by
 * the server. A spread of one page keeps its side (the first page lies right, the last left).
 */
export function viewerSpreads(document: Pick<BookDocument, 'spreads'>, coverPath: string | null, views: PageViews | null): ViewerSpread[] {
  const urls = new Map(views?.pages.map((page) => [page.pageId, page.url]) ?? []);
  const last = document.spreads.length - 1;
  let pageNumber = 0;
  return [
    { kind: 'cover', pages: [{ key: 'cover', side: 'single', role: 'cover', pageNumber: null, path: coverPath }] },
    ...document.spreads.map((spread, index): ViewerSpread => {
      const single = spread.pages.length === 1;
      return {
        kind: 'inner',
        pages: spread.pages.map((page, position) => ({
          key: page.id,
          // One page alone: the book's first page is a right-hand page, its last a left-hand one.
          side: single ? (index === last && index > 0 ? 'left' : 'right') : position === 0 ? 'left' : 'right',
          role: 'page',
          pageNumber: ++pageNumber,
          path: urls.get(page.id) ?? null,
        })),
      };
    }),
  ];
}

/**
 * The steps of the flip-through: the spreads as they are, or — on a phone held upright, where a
 * spread would be a narrow strip — every page alone, full width, one after the other.
 */
export function viewerSteps(spreads: ViewerSpread[], onePage: boolean): ViewerStep[] {
  return spreads.flatMap((spread, spreadIndex): ViewerStep[] =>
    onePage && spread.kind === 'inner'
      ? spread.pages.map((page) => ({ kind: 'inner', spreadIndex, onePage: true, pages: [{ ...page, side: 'single' }] }))
      : [{ ...spread, spreadIndex, onePage: false }],
  );
}

/** Where the step showing the page `key` is (the first step when none does: the book changed shape). */
export function stepIndexOf(steps: ViewerStep[], key: string): number {
  return Math.max(0, steps.findIndex((step) => step.pages.some((page) => page.key === key)));
}

/** The addresses of a step's images that are known (to load a neighbour ahead). */
export const pathsOf = (spread: ViewerSpread | undefined): string[] => (spread?.pages ?? []).flatMap((page) => (page.path ? [page.path] : []));

/** How long to wait before asking again for pages being prepared: quick at first, calmer later. */
export function pollDelayMs(attempt: number): number {
  return Math.min(10_000, Math.round(1_500 * 1.5 ** Math.max(0, attempt)));
}

/** The book's own rendered cover (under /api/); the design's stock picture it starts with is no picture of this book. */
export const renderedCoverPath = (previewImageUrl: string | null): string | null => (previewImageUrl?.startsWith('/api/') ? previewImageUrl : null);
