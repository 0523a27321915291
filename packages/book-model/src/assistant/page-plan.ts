import type { PageCountRule } from '../geometry';
import type { AssistantDensity } from './types';

/**
 * How many pages, and which pages hold what.
 *
 * Photos per page by density: 'wenige' 1–2 (1.5 on average), 'mittel' 2–3 (2.5), 'viele' 3–6 (4).
 * The book gets enough photo pages for its photos at the average, plus page 1 (name and dates), the
 * text pages and the closing quote; rounded up to the paper's step, at least its minimum, at most its
 * maximum. Extra pages from rounding lower the photos per page a little. When even the maximum
 * cannot hold the photos at the density's upper bound, photos are left out (see thinEvenly).
 */

export interface DensityRange {
  min: number;
  max: number;
  average: number;
}

export const DENSITIES: Record<AssistantDensity, DensityRange> = {
  wenige: { min: 1, max: 2, average: 1.5 },
  mittel: { min: 2, max: 3, average: 2.5 },
  viele: { min: 3, max: 6, average: 4 },
};

/** The smallest page count the paper allows that is at least `wanted` (its maximum when none is). */
export function allowedPageCount(wanted: number, rule: PageCountRule): number {
  if (wanted <= rule.minPages) return rule.minPages;
  const steps = Math.ceil((wanted - rule.minPages) / rule.stepPages);
  const count = rule.minPages + steps * rule.stepPages;
  if (count <= rule.maxPages) return count;
  // The largest allowed count (96 is in every paper's step today, but the rule decides).
  return rule.minPages + Math.floor((rule.maxPages - rule.minPages) / rule.stepPages) * rule.stepPages;
}

export interface PagePlanInput {
  photos: number;
  /** Pages that are not photo pages (page 1, text pages, the quote). */
  fixedPages: number;
  density: AssistantDensity;
  rule: PageCountRule;
}

export interface PagePlan {
  pageCount: number;
  photoPages: number;
  /** How many photos the photo pages take (the rest is left out). */
  capacity: number;
}

export function planPageCount(input: PagePlanInput): PagePlan {
  const range = DENSITIES[input.density];
  const wanted = input.fixedPages + Math.ceil(input.photos / range.average);
  const pageCount = allowedPageCount(wanted, input.rule);
  const photoPages = Math.max(0, pageCount - input.fixedPages);
  return { pageCount, photoPages, capacity: photoPages * range.max };
}

/**
 * Which photos stay when only `keep` of them fit: spread evenly over the story, always the first and
 * the last (the story's beginning and end stay), so a long holiday loses as many photos as its share
 * and no chapter of a life disappears, as cutting from the end would do. Indexes in order.
 */
export function thinEvenly(count: number, keep: number): { kept: number[]; left: number[] } {
  if (keep >= count) return { kept: Array.from({ length: count }, (_, index) => index), left: [] };
  const chosen = new Set<number>();
  if (keep === 1) chosen.add(0);
  else for (let k = 0; k < keep; k++) chosen.add(Math.round((k * (count - 1)) / (keep - 1)));
  const kept: number[] = [];
  const left: number[] = [];
  for (let index = 0; index < count; index++) (chosen.has(index) ? kept : left).push(index);
  return { kept, left };
}

export type PageKind = 'memorial' | 'photo' | 'text' | 'quote' | 'calm';

/**
 * The order of the pages: page 1, the photo pages, the text pages, the quote last. Between two text
 * pages a photo page from the story's end is set where there are enough, so no two text pages in the
 * same layout follow each other and a page of words faces a picture.
 */
export function pageSkeleton(photoPages: number, textPages: number, quote: boolean): PageKind[] {
  const between = Math.min(Math.max(0, textPages - 1), photoPages);
  const kinds: PageKind[] = ['memorial'];
  for (let index = 0; index < photoPages - between; index++) kinds.push('photo');
  for (let index = 0; index < textPages; index++) {
    kinds.push('text');
    if (index < between) kinds.push('photo');
  }
  if (quote) kinds.push('quote');
  return kinds;
}

/**
 * Calm pages (the design's emblem, or one of the memorial page's other quotes) for the pages that
 * fewer photos than the paper's minimum cannot fill: a photo frame left empty prints a blank hole, a
 * calm page is a pause. Laid out by spreads: the pages between page 1 and the closing quote are
 * spreads of two (and a last single page when their number is odd); the pages of content are spread
 * evenly over them, so a spread holds two pages of content, or one facing a pause on its left, or —
 * only with more pauses than pages of content — two pauses.
 *
 * `phase` (0 … 1, the seed's) shifts the even spreading: which spreads hold content among equally even
 * choices, so 'Neu mischen' moves the pauses in a book of few photos, where the photos themselves have
 * little to choose between. 0.5 is plain rounding. With a closing quote the last spread before it keeps
 * content, so the quote never follows a pause.
 */
export function withCalmPages(kinds: readonly PageKind[], calm: number, phase = 0.5): PageKind[] {
  if (calm <= 0) return [...kinds];
  const closing = kinds.at(-1) === 'quote' ? 1 : 0;
  const items = kinds.slice(1, kinds.length - closing);
  const middle = items.length + calm;
  const out: PageKind[] = [kinds[0]!];
  const shift = Math.min(Math.max(phase, 0), 0.999_999);
  let placed = 0;
  for (let start = 0; start < middle; start += 2) {
    const end = Math.min(middle, start + 2);
    const upTo = end === middle ? items.length : Math.floor((items.length * end) / middle + shift);
    const count = Math.min(upTo, closing && end < middle ? items.length - 1 : items.length) - placed;
    const pages = items.slice(placed, placed + count);
    placed += count;
    while (pages.length < end - start) pages.unshift('calm');
    out.push(...pages);
  }
  if (closing) out.push('quote');
  return out;
}
