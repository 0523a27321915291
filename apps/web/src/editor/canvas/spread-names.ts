import type { BookDocument } from '@eb/book-model';

/**
 * What a spread is called in the toolbar, the announcements and the strip: 'Umschlag', 'Seite 1',
 * 'Seiten 2–3' … 'Seite 24' (the first and last inner spreads hold one page).
 */
export type SpreadName = { kind: 'cover' } | { kind: 'page'; page: number } | { kind: 'pages'; first: number; last: number };

export function spreadNameOf(document: Pick<BookDocument, 'spreads'>, spreadIndex: number): SpreadName {
  if (spreadIndex <= 0) return { kind: 'cover' };
  let first = 1;
  for (const spread of document.spreads.slice(0, spreadIndex - 1)) first += spread.pages.length;
  const pages = document.spreads[spreadIndex - 1]?.pages.length ?? 1;
  return pages === 1 ? { kind: 'page', page: first } : { kind: 'pages', first, last: first + pages - 1 };
}

/** The German name (the en dash between page numbers, as printed). */
export function spreadLabel(name: SpreadName): string {
  switch (name.kind) {
    case 'cover':
      return 'Umschlag';
    case 'page':
      return `Seite ${name.page}`;
    case 'pages':
      return `Seiten ${name.first}–${name.last}`;
  }
}

export const spreadTitle = (document: Pick<BookDocument, 'spreads'>, spreadIndex: number): string => spreadLabel(spreadNameOf(document, spreadIndex));
