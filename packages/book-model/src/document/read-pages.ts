import type { BookDocument, Page, Spread } from './schema';

/** The inner pages in reading order (page 1 first). */
export const innerPages = (document: BookDocument): Page[] => document.spreads.flatMap((spread) => spread.pages);

/** The printed page count of the inner block: what the paper's minimum, step and 96 limit apply to. */
export const pageCount = (document: BookDocument): number => document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);

/**
 * Spread indexes as the layout function and the editor use them: 0 is the cover (back, spine, front
 * side by side), 1 … n are the inner spreads in order.
 */
export const COVER_SPREAD_INDEX = 0;
export const spreadCount = (document: BookDocument): number => 1 + document.spreads.length;

export type SpreadRef = { kind: 'cover'; pages: [Page, Page, Page] } | { kind: 'inner'; spread: Spread; pages: Page[] };

export function spreadAt(document: BookDocument, spreadIndex: number): SpreadRef {
  if (spreadIndex === COVER_SPREAD_INDEX) return { kind: 'cover', pages: [document.cover.back, document.cover.spine, document.cover.front] };
  const spread = document.spreads[spreadIndex - 1];
  if (!spread) throw new RangeError(`No spread ${spreadIndex} in a book of ${spreadCount(document)} spreads`);
  return { kind: 'inner', spread, pages: spread.pages };
}

/** Every photo id the document shows (for 'is this photo in use?' and for fetching originals). */
export function photoIdsOf(document: BookDocument): Set<string> {
  const ids = new Set<string>();
  for (const page of [document.cover.back, document.cover.spine, document.cover.front, ...innerPages(document)]) {
    for (const frame of page.frames) if (frame.kind === 'photo' && frame.photoId) ids.add(frame.photoId);
  }
  return ids;
}
