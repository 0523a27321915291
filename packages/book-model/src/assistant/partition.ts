import { hashUnit } from './random';
import type { DensityRange } from './page-plan';

/**
 * The photos (in story order) cut into consecutive groups, one group per photo page, each with its
 * layout, by a dynamic programme over (page, photos used, layout of the page before). A page's cost adds:
 * - how well its photos fit the layout's frames (orientation, crop, resolution: scoring.ts);
 * - how far its photo count is from the book's average photos per page (scaled by the density's range);
 * - moments: a new moment starting inside a page costs a little; a moment cut between two pages costs a
 *   little more, and more again where the cut also turns the leaf (a new spread, or a text page between);
 * - the same layout as the page before: far more than any choice of shapes, less than a photo below
 *   the resolution floor (print quality comes first; with enough layouts it never happens);
 * - the seed's noise, small enough to choose only among near-equal books ('Neu mischen').
 * With fewer photos than photo pages (the paper's minimum) a page may stay empty (layout -1; the
 * book shows a calm page there): a little costlier than a photo, more so next to another empty page,
 * so empty pages spread out and a small photo may still share a page to keep its resolution.
 */

const MOMENT_INSIDE = 1.5;
const MOMENT_CUT_IN_SPREAD = 0.5;
const MOMENT_CUT_AT_LEAF = 2;
const SAME_LAYOUT = 40;
const NOISE = 0.6;
const EMPTY_PAGE = 1;
/**
 * An empty page where the photos would fill every page (allowEmpty): the book gets a pause instead of
 * a photo page, which is worth it to keep a small photo above the resolution floor (sharing a page,
 * in a smaller frame), not to keep a moment together, reach the density's count or lift a photo from
 * 180 to 250 dpi: a book of few photos should not become a book of pauses.
 */
const EMPTY_BY_CHOICE = 12;
/**
 * One more pause in a book that has pauses anyway (few photos at 'viele', the caller's amongPauses):
 * about half of what a photo cut into a frame of the other shape costs, so a page of three sharing
 * frames that suit them and the same photos on pages of their own are near-equal and the seed
 * chooses ('Neu mischen'); a photo page still wins over a pause where its photos fit alike.
 */
const EMPTY_AMONG_PAUSES = 8;
const EMPTY_RUN = 2;

export interface PartitionInput {
  /** How many photos, in story order. */
  count: number;
  momentStarts: readonly boolean[];
  /** The printed page number (1 = first) of each photo page, in order. */
  pageNumbers: readonly number[];
  range: DensityRange;
  /** The photo count of each candidate layout. */
  layoutSizes: readonly number[];
  /** Cost of the photos from `start` in candidate layout `layout` (as many as it has frames). */
  fit: (start: number, layout: number) => number;
  seed: number;
  /** Whether a page may stay without photos (always when there are fewer photos than pages). */
  allowEmpty?: boolean;
  /** Whether the book has calm pages anyway (fewer photos than the paper's minimum has pages for): an empty page is cheaper. */
  amongPauses?: boolean;
}

export interface PagePart {
  start: number;
  /** Index into layoutSizes; -1 for an empty page. */
  layout: number;
}

/** Each photo page's first photo and layout. Needs count ≤ pages × the largest layout. */
export function partitionPhotos(input: PartitionInput): PagePart[] {
  const { count: n, pageNumbers, range, seed } = input;
  const pages = pageNumbers.length;
  // The empty page is one more layout (of no photos), offered only when photos run short.
  const allowEmpty = n < pages || input.allowEmpty === true;
  const layoutSizes = allowEmpty ? [...input.layoutSizes, 0] : input.layoutSizes;
  const empty = allowEmpty ? layoutSizes.length - 1 : -1;
  const layouts = layoutSizes.length;
  const largest = Math.max(...layoutSizes);
  const average = n / pages;
  const spread = (range.max - range.min) / 2 + 0.5;
  const breaks = new Int32Array(n + 1);
  for (let index = 0; index < n; index++) breaks[index + 1] = breaks[index]! + (index > 0 && input.momentStarts[index] ? 1 : 0);

  const costCache = new Float64Array((n + 1) * layouts).fill(NaN);
  const pageCost = (start: number, layout: number): number => {
    const key = start * layouts + layout;
    let cost = costCache[key]!;
    if (Number.isNaN(cost)) {
      const size = layoutSizes[layout]!;
      const inside = size > 0 ? breaks[start + size]! - breaks[start + 1]! : 0;
      const fit = layout === empty ? (n < pages ? EMPTY_PAGE : input.amongPauses ? EMPTY_AMONG_PAUSES : EMPTY_BY_CHOICE) : input.fit(start, layout);
      cost = fit + ((size - average) / spread) ** 2 + inside * MOMENT_INSIDE + NOISE * hashUnit(seed, start, layout);
      costCache[key] = cost;
    }
    return cost;
  };
  const cutCost = (end: number, page: number): number => {
    if (end === 0 || end >= n || input.momentStarts[end]) return 0;
    const here = pageNumbers[page]!;
    const next = pageNumbers[page + 1];
    const turnsLeaf = next === undefined || next !== here + 1 || here % 2 === 1;
    return turnsLeaf ? MOMENT_CUT_AT_LEAF : MOMENT_CUT_IN_SPREAD;
  };

  // State: (pages done, photos used, layout of the last page + 1; 0 = none yet).
  const width = layouts + 1;
  const layer = (n + 1) * width;
  const best = new Float64Array((pages + 1) * layer).fill(Infinity);
  const from = new Int16Array((pages + 1) * layer).fill(-1);
  best[0] = 0;
  for (let page = 0; page < pages; page++) {
    const after = pages - page - 1;
    for (let used = 0; used <= n; used++) {
      for (let previous = 0; previous < width; previous++) {
        const value = best[page * layer + used * width + previous]!;
        if (value === Infinity) continue;
        for (let layout = 0; layout < layouts; layout++) {
          const end = used + layoutSizes[layout]!;
          // Every later page keeps at least one photo (unless pages may stay empty) and at most as many as the largest layout holds.
          if (end > n || (!allowEmpty && n - end < after) || n - end > after * largest) continue;
          let cost = value + pageCost(used, layout) + (layout === empty ? 0 : cutCost(end, page));
          if (layout + 1 === previous) cost += layout === empty ? EMPTY_RUN : SAME_LAYOUT;
          const target = (page + 1) * layer + end * width + layout + 1;
          if (cost < best[target]!) {
            best[target] = cost;
            from[target] = previous;
          }
        }
      }
    }
  }

  let last = -1;
  let bestCost = Infinity;
  for (let state = 1; state < width; state++) {
    const cost = best[pages * layer + n * width + state]!;
    if (cost < bestCost) {
      bestCost = cost;
      last = state;
    }
  }
  if (last < 0) throw new Error('partitionPhotos: the photos do not fit the pages');
  const parts: PagePart[] = [];
  let used = n;
  for (let page = pages; page > 0; page--) {
    const layout = last - 1;
    const previous = from[page * layer + used * width + last]!;
    used -= layoutSizes[layout]!;
    parts.push({ start: used, layout: layout === empty ? -1 : layout });
    last = previous;
  }
  return parts.reverse();
}
