import { DESIGNS, FORMATS, PAPERS, type DesignRecord, type FormatRecord, type PaperRecord } from '@eb/catalogue/data';
import type { BookDocument, Page } from './document/schema';
import { pageCount } from './document/read-pages';
import { coverGeometry, type Size } from './geometry';

/** The catalogue records a document is made of; undefined where an id is unknown. */
export interface BookCatalogue {
  format: FormatRecord | undefined;
  paper: PaperRecord | undefined;
  design: DesignRecord | undefined;
}

export const catalogueOf = (document: Pick<BookDocument, 'formatId' | 'paperId' | 'themeId'>): BookCatalogue => ({
  format: FORMATS.find((format) => format.id === document.formatId),
  paper: PAPERS.find((paper) => paper.id === document.paperId),
  design: DESIGNS.find((design) => design.themeId === document.themeId),
});

export const formatTrim = (format: FormatRecord): Size => ({ widthMm: format.trimWidthMm, heightMm: format.trimHeightMm });

/**
 * The size a page's frames are laid out in: the format's trim inside the book, the visible face of a
 * cover panel on the cover (the spine's width follows the page count).
 */
export function pageSizeOf(role: Page['role'], format: FormatRecord, paper: PaperRecord, pages: number): Size {
  if (role === 'page') return formatTrim(format);
  const panel = coverGeometry(formatTrim(format), pages, paper.binding)[role];
  return { widthMm: panel.box.widthMm, heightMm: panel.box.heightMm };
}

export const documentPageSize = (document: BookDocument, role: Page['role'], format: FormatRecord, paper: PaperRecord): Size =>
  pageSizeOf(role, format, paper, pageCount(document));
