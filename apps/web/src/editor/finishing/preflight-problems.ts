import type { PreflightProblem } from '@eb/book-layout';
import { PAPERS } from '@eb/catalogue/data';
import type { TFunction } from 'i18next';

/**
 * The finishing check's problems as the person reads them: grouped into what must be fixed before
 * printing and what is worth a look, each named by its place in the book ('Seite 5', 'Umschlag
 * vorne') and said in plain German. Works from the problem alone, so the finalize page (which has no
 * document) says the server's problems in the same words as the editor's dialog.
 */
export interface ProblemGroups {
  block: PreflightProblem[];
  warn: PreflightProblem[];
}

/** Keeps the check's order (spread, page, frame) inside each group. */
export function groupProblems(problems: readonly PreflightProblem[]): ProblemGroups {
  return { block: problems.filter((problem) => problem.severity === 'block'), warn: problems.filter((problem) => problem.severity === 'warn') };
}

/** Where the problem is: a printed page, a part of the cover, or the whole book (the page count). */
export function problemPlace(t: TFunction, problem: PreflightProblem): string {
  if (problem.coverPart) return t(`editor.finishing.place.${problem.coverPart}`);
  if (problem.pageNumber !== null) return t('editor.names.page', { page: problem.pageNumber });
  if (problem.spreadIndex === 0) return t('editor.names.cover');
  return t('editor.finishing.place.book');
}

/**
 * What the page-count line needs to say what to do: the paper (its limits come from the catalogue)
 * and the book's page count. The editor has the document; the finalize page reads both from its address.
 */
export interface BookFacts {
  paperId: number | null;
  pageCount: number;
}

/** 'Auf diesem Papier hat ein Buch 20 bis 96 Seiten in Schritten von 2; Ihr Buch hat 18 Seiten. Fügen Sie … hinzu.' */
function pageCountText(t: TFunction, book: BookFacts | undefined): string {
  const paper = book ? PAPERS.find((candidate) => candidate.id === book.paperId) : undefined;
  if (!book || !paper) return t('editor.finishing.problem.PAGE_COUNT');
  const pages = book.pageCount;
  const todo = pages < paper.minPages ? 'add' : pages > paper.maxPages ? 'remove' : 'step';
  const limits = t('editor.finishing.pageCount.limits', { min: paper.minPages, max: paper.maxPages, step: paper.stepPages, count: pages });
  return `${limits} ${t(`editor.finishing.pageCount.${todo}`)}`;
}

/** What is wrong, in a calm sentence (the resolution with the check's whole dpi; `count` frames of a page at once). */
export function problemText(t: TFunction, problem: PreflightProblem, count = 1, book?: BookFacts): string {
  if (problem.code === 'PAGE_COUNT') return pageCountText(t, book);
  // The preflight's dpi as it is (rounded down there): the same number everywhere the person reads it.
  return t(`editor.finishing.problem.${problem.code}`, { dpi: problem.effectiveDpi ?? 0, count });
}

/** 'Seite 5: Das Foto ist für den Druck zu unscharf (84 dpi).' */
export const problemLine = (t: TFunction, problem: PreflightProblem, count = 1, book?: BookFacts): string =>
  `${problemPlace(t, problem)}: ${problemText(t, problem, count, book)}`;

/** Whether a dpi value is shown, so the list explains once what dpi means. */
export const mentionsDpi = (problems: readonly PreflightProblem[]): boolean => problems.some((problem) => problem.effectiveDpi !== undefined);

/** What dpi means, said once: under the first group that shows a dpi value. */
export function dpiNotes(t: TFunction, groups: ProblemGroups | null): { block?: string; warn?: string } {
  if (!groups) return {};
  const note = t('editor.finishing.dpiHint');
  if (mentionsDpi(groups.block)) return { block: note };
  return mentionsDpi(groups.warn) ? { warn: note } : {};
}

/** The paper of SPEC.md's product code 'EB-F2-P3' (the finalize page has no document), or null. */
export function paperIdOfProductCode(productCode: string): number | null {
  const match = /^EB-F\d+-P(\d+)$/.exec(productCode);
  return match ? Number(match[1]) : null;
}

/** Problems said once per page with their number: a new book's many empty frames would otherwise fill the list. */
const SAID_PER_PAGE: ReadonlySet<PreflightProblem['code']> = new Set(['EMPTY_PHOTO_FRAME', 'EMPTY_TEXT_FRAME']);

/** One line of the list: a problem (the first of its page, for those said per page) and how many it stands for. */
export interface ProblemEntry {
  problem: PreflightProblem;
  count: number;
}

/** The list's lines in the check's order; 'Seite 6: 3 Fotorahmen sind noch leer.' opens the first of them. */
export function problemEntries(problems: readonly PreflightProblem[]): ProblemEntry[] {
  const entries: ProblemEntry[] = [];
  const perPage = new Map<string, ProblemEntry>();
  for (const problem of problems) {
    const key = SAID_PER_PAGE.has(problem.code) && problem.pageId !== null ? `${problem.pageId}|${problem.code}` : null;
    const entry = key ? perPage.get(key) : undefined;
    if (entry) {
      entry.count += 1;
      continue;
    }
    const created = { problem, count: 1 };
    entries.push(created);
    if (key) perPage.set(key, created);
  }
  return entries;
}

/** A stable React key (a frame may have two problems: a text that overflows and sticks out). */
export const problemKey = (problem: PreflightProblem): string => `${problem.spreadIndex}|${problem.pageId ?? ''}|${problem.frameId ?? ''}|${problem.code}`;
