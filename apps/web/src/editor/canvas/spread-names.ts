import type { BookDocument, Page } from '@eb/book-model';
import i18next, { type TFunction } from 'i18next';

/**
 * What a spread is called in the toolbar, the announcements and the strip: 'Umschlag', 'Seite 1',
 * 'Seiten 2–3' … 'Seite 24' (the first and last inner spreads hold one page). The words live in
 * de.json (editor.names); the functions take the `t` to say them with.
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
export function spreadLabel(name: SpreadName, t: TFunction): string {
  switch (name.kind) {
    case 'cover':
      return t('editor.names.cover');
    case 'page':
      return t('editor.names.page', { page: name.page });
    case 'pages':
      return t('editor.names.pages', { first: name.first, last: name.last });
  }
}

/** A page's name in labels: 'Vorderseite', 'Seite 3' … */
export function pageName(t: TFunction, page: Pick<Page, 'role'>, pageNumber: number | null): string {
  if (page.role === 'page') return pageNumber === null ? t('editor.names.pageUnnumbered') : t('editor.names.page', { page: pageNumber });
  return t(`editor.names.${page.role}`);
}

/** The spread's name; without a `t`, the app's (callers outside React keep this signature). */
export const spreadTitle = (document: Pick<BookDocument, 'spreads'>, spreadIndex: number, t: TFunction = i18next.t): string =>
  spreadLabel(spreadNameOf(document, spreadIndex), t);
