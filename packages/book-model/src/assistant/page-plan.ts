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

export type PageKind = 'memorial' | 'photo' | 'text' | 'quote';

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
