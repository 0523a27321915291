import { catalogueOf, isAllowedPageCount, pageCount, spreadAt, spreadCount, type BookDocument } from '@eb/book-model';
import type { DisplayList } from '../display-list';
import { layoutSpread } from '../layout/layout-spread';
import type { LayoutResources } from '../resources';
import { BLOCK_DPI, CODE_ORDER, SEVERITY, WARN_DPI } from './rules';
import { coveredBox, isInside, safeBoxOf } from './safe-zone';
import type { PreflightCode, PreflightProblem, PreflightResult } from './types';

type Found = { code: PreflightCode; frameId: string; effectiveDpi?: number };

/**
 * The finishing check of one spread: what would print badly, from the spread's display list (text
 * that did not fit, photos too small or gone) and its pages in the document (empty frames, text
 * outside the safe zone). The editor runs this on its own display lists, the server on the stored
 * document (preflightBook); both get the same answer. Pages with only ornaments or nothing at all
 * are not reported: a quiet page is a choice in a memorial book.
 */
export function preflightSpread(document: BookDocument, spreadIndex: number, list: DisplayList): PreflightProblem[] {
  const ref = spreadAt(document, spreadIndex);
  const problems: PreflightProblem[] = [];
  ref.pages.forEach((page) => {
    const shown = list.pages.find((candidate) => candidate.pageId === page.id);
    const found: Found[] = [];
    for (const missing of list.missingPhotos) if (missing.pageId === page.id) found.push({ code: 'MISSING_PHOTO', frameId: missing.frameId });
    for (const low of list.lowResolution) {
      if (low.pageId !== page.id || low.effectiveDpi >= WARN_DPI) continue;
      found.push({ code: low.effectiveDpi < BLOCK_DPI ? 'PHOTO_RESOLUTION_BLOCK' : 'PHOTO_RESOLUTION_WARN', frameId: low.frameId, effectiveDpi: Math.floor(low.effectiveDpi) });
    }
    for (const overflow of list.overflow) if (overflow.pageId === page.id) found.push({ code: 'TEXT_OVERFLOW', frameId: overflow.frameId });
    const safeBox = shown ? safeBoxOf(page.role, shown.trimBox) : null;
    for (const frame of page.frames) {
      if (frame.kind === 'photo' && frame.photoId === null) found.push({ code: 'EMPTY_PHOTO_FRAME', frameId: frame.id });
      if (frame.kind !== 'text') continue;
      // The editor shows a hint in an empty text frame that is never printed.
      if (frame.text.trim() === '') found.push({ code: 'EMPTY_TEXT_FRAME', frameId: frame.id });
      else if (shown && !isInside(coveredBox(frame), safeBox)) found.push({ code: 'TEXT_OUTSIDE_SAFE_ZONE', frameId: frame.id });
    }
    const frameOrder = new Map(page.frames.map((frame, index) => [frame.id, index]));
    found.sort((a, b) => (frameOrder.get(a.frameId) ?? Infinity) - (frameOrder.get(b.frameId) ?? Infinity) || CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code));
    for (const { code, frameId, effectiveDpi } of found) {
      problems.push({
        code,
        severity: SEVERITY[code],
        spreadIndex,
        pageId: page.id,
        frameId,
        pageNumber: shown?.pageNumber ?? null,
        coverPart: page.role === 'page' ? null : page.role,
        ...(effectiveDpi !== undefined ? { effectiveDpi } : {}),
      });
    }
  });
  return problems;
}

/**
 * The page count against the paper's rule (minimum, maximum, step); reported on the last spread,
 * where pages are added or taken away. Empty when the count is allowed.
 */
export function preflightPageCount(document: BookDocument): PreflightProblem[] {
  const { paper } = catalogueOf(document);
  if (paper && isAllowedPageCount(pageCount(document), paper)) return [];
  return [{ code: 'PAGE_COUNT', severity: SEVERITY.PAGE_COUNT, spreadIndex: spreadCount(document) - 1, pageId: null, frameId: null, pageNumber: null, coverPart: null }];
}

export const isBlocking = (problems: readonly PreflightProblem[]): boolean => problems.some((problem) => problem.severity === 'block');

/**
 * The whole book: every spread from the cover on, then the page count — sorted by spread, page and
 * frame as each spread already is.
 */
export function preflightBook(document: BookDocument, resources: LayoutResources): PreflightResult {
  const problems: PreflightProblem[] = [];
  for (let index = 0; index < spreadCount(document); index += 1) problems.push(...preflightSpread(document, index, layoutSpread(document, index, resources)));
  problems.push(...preflightPageCount(document));
  return { problems, blocking: isBlocking(problems) };
}
