import type { DesignRecord, FormatRecord, PaperRecord } from '@eb/catalogue/data';
import { catalogueOf, formatTrim, pageSizeOf } from '../catalogue-lookup';
import { relayoutPage } from '../commands/relayout';
import { withTitle } from '../commands/layout';
import { coverGeometry, isAllowedPageCount } from '../geometry';
import { defaultCoverLayouts, defaultPageLayouts } from '../layouts/catalogue';
import { BookDocumentError } from './errors';
import { BOOK_DOCUMENT_VERSION, type Background, type BookDocument, type Cover, type Page, type Spread } from './schema';

export interface NewBookInput {
  formatId: number;
  paperId: number;
  themeId: number;
  coverFinish: 1 | 2;
  pagesFinish: 1 | 2;
  title: string;
  pageCount: number;
  firstBackgroundId: string | null;
}

export interface BookRecords {
  format: FormatRecord;
  paper: PaperRecord;
  design: DesignRecord;
}

export function recordsOf(ids: { formatId: number; paperId: number; themeId: number }): BookRecords | undefined {
  const { format, paper, design } = catalogueOf(ids);
  return format && paper && design ? { format, paper, design } : undefined;
}

/** A design background of this design, or null (an id the design does not have is dropped). */
export function designBackground(design: DesignRecord, backgroundId: string | null | undefined): Background | null {
  return backgroundId && design.backgrounds.some((candidate) => candidate.id === backgroundId) ? { kind: 'design', backgroundId } : null;
}

/**
 * The design's default cover (front with title and photo, back with a text, spine lettered when it
 * is wide enough), the title on the front and the spine, the given background on every panel.
 */
export function buildCover(records: BookRecords, pages: number, title: string, background: Background | null, newId: () => string): Cover {
  const { format, paper, design } = records;
  const spineWidthMm = coverGeometry(formatTrim(format), pages, paper.binding).spineWidthMm;
  const layouts = defaultCoverLayouts(design.themeId, { spineWidthMm });
  const coverId = newId();
  const panel = <R extends 'back' | 'spine' | 'front'>(role: R): Page & { role: R } => {
    const empty: Page = { id: newId(), role, layoutId: null, background, frames: [] };
    const size = pageSizeOf(role, format, paper, pages);
    const laidOut = relayoutPage(empty, layouts[role], size, design, newId);
    return { ...withTitle(laidOut, title, size, design), role };
  };
  return { id: coverId, back: panel('back'), spine: panel('spine'), front: panel('front') };
}

/** Inner pages as printed: page 1 alone, pairs, the last page alone. `pages` is even. */
export function buildSpreads(pages: Page[], newSpreadId: (index: number) => string): Spread[] {
  const spreads: Spread[] = [{ id: newSpreadId(0), pages: pages.slice(0, 1) }];
  for (let index = 1; index < pages.length - 1; index += 2) spreads.push({ id: newSpreadId(spreads.length), pages: pages.slice(index, index + 2) });
  spreads.push({ id: newSpreadId(spreads.length), pages: pages.slice(-1) });
  return spreads;
}

/** A new book: the design's default cover with the title, and inner pages laid out with empty frames to fill. */
export function createBookDocument(input: NewBookInput, newId: () => string): BookDocument {
  const records = recordsOf(input);
  if (!records) throw new BookDocumentError(`Format ${input.formatId}, Papier ${input.paperId} oder Design ${input.themeId} gibt es nicht.`);
  const { paper } = records;
  if (!isAllowedPageCount(input.pageCount, paper)) {
    throw new BookDocumentError(`Ein Buch auf diesem Papier hat ${paper.minPages} bis ${paper.maxPages} Seiten in Schritten von ${paper.stepPages}, nicht ${input.pageCount}.`, [
      { path: 'pageCount', message: 'Diese Seitenzahl gibt es für das gewählte Papier nicht.' },
    ]);
  }
  const cover = buildCover(records, input.pageCount, input.title, designBackground(records.design, input.firstBackgroundId), newId);
  const pageSize = formatTrim(records.format);
  const pages = defaultPageLayouts(records.design.themeId, input.pageCount).map((layout): Page => {
    const empty: Page = { id: newId(), role: 'page', layoutId: null, background: null, frames: [] };
    return relayoutPage(empty, layout, pageSize, records.design, newId);
  });
  return {
    schemaVersion: BOOK_DOCUMENT_VERSION,
    formatId: input.formatId,
    paperId: input.paperId,
    themeId: input.themeId,
    coverFinish: input.coverFinish,
    pagesFinish: input.pagesFinish,
    cover,
    spreads: buildSpreads(pages, () => newId()),
  };
}
