import { pageSizeOf } from '../catalogue-lookup';
import { relayoutPage } from '../commands/relayout';
import { isAllowedPageCount } from '../geometry';
import { findLayout } from '../layouts/catalogue';
import { buildCover, buildSpreads, designBackground, recordsOf, type BookRecords } from './create';
import { BOOK_DOCUMENT_VERSION, bookDocumentSchema, type BookDocument, type Page } from './schema';
import { bookDocumentV1Schema, type BookDocumentV1 } from './v1';
import { BookDocumentError, type DocumentIssue } from './errors';

export { BookDocumentError, type DocumentIssue } from './errors';

export const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }): DocumentIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/**
 * Reads a stored document of any known version and brings it to the current one. Each version adds
 * one step here, so old books always open.
 */
export function migrateBookDocument(stored: unknown): BookDocument {
  const version = typeof stored === 'object' && stored !== null ? (stored as { schemaVersion?: unknown }).schemaVersion : undefined;
  switch (version) {
    case 1: {
      const parsed = bookDocumentV1Schema.safeParse(stored);
      if (!parsed.success) throw new BookDocumentError('Das Buchdokument (Version 1) ist ungültig.', issuesOf(parsed.error));
      return fromV1(parsed.data);
    }
    case BOOK_DOCUMENT_VERSION: {
      const parsed = bookDocumentSchema.safeParse(stored);
      if (!parsed.success) throw new BookDocumentError('Das Buchdokument ist ungültig.', issuesOf(parsed.error));
      return parsed.data;
    }
    default: {
      const message = `Das Buchdokument hat eine unbekannte Version (${String(version)}).`;
      throw new BookDocumentError(message, [{ path: 'schemaVersion', message }]);
    }
  }
}

/**
 * Version 1 held the choices, the cover's title and background, and empty pages. Version 2 gets the
 * design's default cover with that title, the pages as spreads, and ids derived from the old ones
 * (kept where usable, otherwise made from a prefix no old id has), so migrating twice gives the same.
 */
function fromV1(v1: BookDocumentV1): BookDocument {
  const records = recordsOf(v1);
  if (!records) throw new BookDocumentError('Format, Papier oder Design dieses Buchs gibt es nicht.', [{ path: 'formatId', message: 'Unbekannt im Katalog.' }]);
  const prefix = freePrefix(v1.pages.map((page) => page.id));
  let counter = 0;
  const newId = () => `${prefix}${++counter}`;

  const seen = new Set<string>();
  const oldPages = v1.pages.slice(0, records.paper.maxPages).map((old, index): Page => {
    const usable = old.id.length <= 64 && !seen.has(old.id);
    seen.add(old.id);
    const page: Page = { id: usable ? old.id : `${prefix}page-${index}`, role: 'page', layoutId: null, background: designBackground(records.design, old.backgroundId), frames: [] };
    return withKnownLayout(page, old.layoutId, records, newId);
  });
  const count = allowedCount(oldPages.length, records);
  const pages = [...oldPages];
  while (pages.length < count) pages.push({ id: `${prefix}page-${pages.length}`, role: 'page', layoutId: null, background: null, frames: [] });

  const document: BookDocument = {
    schemaVersion: BOOK_DOCUMENT_VERSION,
    formatId: v1.formatId,
    paperId: v1.paperId,
    themeId: v1.themeId,
    coverFinish: v1.coverFinish,
    pagesFinish: v1.pagesFinish,
    cover: buildCover(records, count, v1.cover.title, designBackground(records.design, v1.cover.backgroundId), newId),
    spreads: buildSpreads(pages, (index) => `${prefix}spread-${index}`),
  };
  const checked = bookDocumentSchema.safeParse(document);
  if (!checked.success) throw new BookDocumentError('Das Buchdokument (Version 1) lässt sich nicht übernehmen.', issuesOf(checked.error));
  return checked.data;
}

/** No v1 book had a layout yet; one that names a known layout of its design gets that layout's frames. */
function withKnownLayout(page: Page, layoutId: string | null, records: BookRecords, newId: () => string): Page {
  const layout = layoutId ? findLayout(layoutId) : undefined;
  if (!layout || layout.themeId !== records.design.themeId || layout.target !== 'page') return page;
  return relayoutPage(page, layout, pageSizeOf('page', records.format, records.paper, 0), records.design, newId);
}

/** The page count as stored when the paper allows it, else the next allowed one (empty pages added). */
function allowedCount(stored: number, { paper }: BookRecords): number {
  for (let count = Math.max(stored, 2); count <= paper.maxPages; count += 1) if (isAllowedPageCount(count, paper)) return count;
  return paper.maxPages;
}

function freePrefix(ids: string[]): string {
  for (let attempt = 0; ; attempt += 1) {
    const prefix = attempt === 0 ? 'v1-' : `v1${attempt}-`;
    if (!ids.some((id) => id.startsWith(prefix))) return prefix;
  }
}
