import type { PageViews } from '@eb/api-contract';
import type { BookDocument } from '@eb/book-model';

/** One place on a shown spread: the cover, or an inner page with its rendered image's address (null: not drawn yet). */
export interface ViewerPage {
  key: string;
  side: 'left' | 'right' | 'single';
  path: string | null;
}

export interface ViewerSpread {
  /** 'cover': the front as the book lies closed; 'inner': one or two pages of the open book. */
  kind: 'cover' | 'inner';
  pages: ViewerPage[];
}

/**
 * What the flip-through shows, spread by spread (the editor's spread indexes: 0 the cover, then the
 * inner spreads): the cover's rendered front first, then each inner spread's pages as rendered by
 * the server. A spread of one page keeps its side (the first page lies right, the last left).
 */
export function viewerSpreads(document: Pick<BookDocument, 'spreads'>, coverPath: string | null, views: PageViews | null): ViewerSpread[] {
  const urls = new Map(views?.pages.map((page) => [page.pageId, page.url]) ?? []);
  const last = document.spreads.length - 1;
  return [
    { kind: 'cover', pages: [{ key: 'cover', side: 'single', path: coverPath }] },
    ...document.spreads.map((spread, index): ViewerSpread => {
      const single = spread.pages.length === 1;
      return {
        kind: 'inner',
        pages: spread.pages.map((page, position) => ({
          key: page.id,
          // One page alone: the book's first page is a right-hand page, its last a left-hand one.
          side: single ? (index === last && index > 0 ? 'left' : 'right') : position === 0 ? 'left' : 'right',
          path: urls.get(page.id) ?? null,
        })),
      };
    }),
  ];
}

/** The addresses of a spread's images that are known (to load a neighbour ahead). */
export const pathsOf = (spread: ViewerSpread | undefined): string[] => (spread?.pages ?? []).flatMap((page) => (page.path ? [page.path] : []));

/** How long to wait before asking again for pages being prepared: quick at first, calmer later. */
export function pollDelayMs(attempt: number): number {
  return Math.min(10_000, Math.round(1_500 * 1.5 ** Math.max(0, attempt)));
}
