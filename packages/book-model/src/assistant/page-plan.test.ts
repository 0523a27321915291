import { PAPERS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { isAllowedPageCount } from '../geometry';
import { allowedPageCount, pageSkeleton, planPageCount, thinEvenly, withCalmPages, type PageKind } from './page-plan';

const paper = (id: number) => PAPERS.find((candidate) => candidate.id === id)!;

describe('the page count the assistant plans', () => {
  it('keeps every paper’s minimum, step and maximum', () => {
    // Softcover photo paper 20…96 by 2, hardcover photo paper 26…96 by 2, hardcover digital 24…96 by 4.
    expect([paper(3).minPages, paper(3).stepPages, paper(2).minPages, paper(2).stepPages, paper(1).minPages, paper(1).stepPages]).toEqual([20, 2, 26, 2, 24, 4]);
    expect(allowedPageCount(3, paper(3))).toBe(20);
    expect(allowedPageCount(21, paper(3))).toBe(22);
    expect(allowedPageCount(27, paper(2))).toBe(28);
    expect(allowedPageCount(25, paper(1))).toBe(28);
    expect(allowedPageCount(29, paper(1))).toBe(32);
    for (const record of PAPERS) {
      expect(allowedPageCount(500, record)).toBe(96);
      for (let wanted = 0; wanted <= 120; wanted++) {
        const count = allowedPageCount(wanted, record);
        expect(isAllowedPageCount(count, record)).toBe(true);
        if (wanted <= 96) expect(count).toBeGreaterThanOrEqual(wanted);
      }
    }
  });

  it('plans enough photo pages for the density and says how many photos fit', () => {
    // 40 photos at 2.5 a page: 16 photo pages + page 1 + quote = 18 → the minimum 20; capacity 18 × 3.
    expect(planPageCount({ photos: 40, fixedPages: 2, density: 'mittel', rule: paper(3) })).toEqual({ pageCount: 20, photoPages: 18, capacity: 54 });
    // 100 photos at 1.5 a page: 67 + 2 = 69 → 72 on the digital paper (step 4).
    expect(planPageCount({ photos: 100, fixedPages: 2, density: 'wenige', rule: paper(1) })).toEqual({ pageCount: 72, photoPages: 70, capacity: 140 });
    // 300 photos at 4 a page would need 77 pages: 78 on photo paper, every photo fits.
    expect(planPageCount({ photos: 300, fixedPages: 2, density: 'viele', rule: paper(2) }).pageCount).toBe(78);
    // 300 photos at 1.5 a page: capped at 96, room for 94 × 2.
    expect(planPageCount({ photos: 300, fixedPages: 2, density: 'wenige', rule: paper(2) })).toEqual({ pageCount: 96, photoPages: 94, capacity: 188 });
  });

  it('leaves photos out evenly, keeping the first and the last', () => {
    const { kept, left } = thinEvenly(10, 4);
    expect(kept).toEqual([0, 3, 6, 9]);
    expect(left).toEqual([1, 2, 4, 5, 7, 8]);
    expect(thinEvenly(5, 9)).toEqual({ kept: [0, 1, 2, 3, 4], left: [] });
    const many = thinEvenly(300, 188);
    expect(many.kept).toHaveLength(188);
    expect(many.kept[0]).toBe(0);
    expect(many.kept.at(-1)).toBe(299);
    // No long run of left-out photos: never more than one missing between two kept ones.
    for (let index = 1; index < many.kept.length; index++) expect(many.kept[index]! - many.kept[index - 1]!).toBeLessThanOrEqual(2);
  });

  it('orders the pages: page 1, photos, text pages each facing a photo, the quote last', () => {
    expect(pageSkeleton(3, 0, true)).toEqual(['memorial', 'photo', 'photo', 'photo', 'quote']);
    expect(pageSkeleton(4, 3, true)).toEqual(['memorial', 'photo', 'photo', 'text', 'photo', 'text', 'photo', 'text', 'quote']);
    expect(pageSkeleton(1, 3, false)).toEqual(['memorial', 'text', 'photo', 'text', 'text']);
  });

  it('spreads calm pages over the book by spreads: a pause on the left faces the page after it, never before the quote', () => {
    const letters = (kinds: PageKind[]) => kinds.map((kind) => kind[0]).join('');
    // 10 photo pages and 12 pauses in 24 pages: every spread a pause facing a photo, one spread of two pauses.
    const sparse = withCalmPages(pageSkeleton(10, 0, true), 12);
    expect(sparse).toHaveLength(24);
    expect(letters(sparse)).toBe('mcpcpcpcpcpcccpcpcpcpcpq');
    // With text pages and fewer pauses: two pages of content share a spread where pauses run short.
    const some = withCalmPages(pageSkeleton(8, 4, true), 10);
    expect(some.filter((kind) => kind === 'photo')).toHaveLength(8);
    expect(some.filter((kind) => kind === 'text')).toHaveLength(4);
    expect(letters(some)).toBe('mcpcpcpcpcptpctcpctcpctq');
    for (const kinds of [sparse, some, withCalmPages(pageSkeleton(20, 0, true), 2), withCalmPages(pageSkeleton(3, 0, false), 17)]) {
      // Pages 2, 3 | 4, 5 …: a pause on a right page only beside another pause.
      kinds.forEach((kind, index) => {
        if (kind === 'calm' && index % 2 === 0) expect(kinds[index - 1], letters(kinds)).toBe('calm');
      });
      if (kinds.at(-1) === 'quote') expect(kinds.at(-2)).not.toBe('calm');
    }
    expect(withCalmPages(['memorial', 'photo', 'quote'], 0)).toEqual(['memorial', 'photo', 'quote']);
  });

  it("lets the seed's phase move the pauses, keeping every rule", () => {
    const cases: [number, number, boolean, number][] = [[10, 0, true, 12], [8, 4, true, 10], [20, 0, true, 2], [3, 0, false, 17], [4, 0, false, 15], [2, 0, true, 19]];
    for (const [photos, texts, quote, calm] of cases) {
      const skeleton = pageSkeleton(photos, texts, quote);
      const seen = new Set<string>();
      for (let step = 0; step < 20; step++) {
        const kinds = withCalmPages(skeleton, calm, step / 20);
        const label = `${photos}/${texts}/${calm} @${step / 20}: ${kinds.map((kind) => kind[0]).join('')}`;
        seen.add(kinds.join());
        expect(kinds, label).toHaveLength(skeleton.length + calm);
        expect(kinds.filter((kind) => kind !== 'calm'), label).toEqual(skeleton);
        kinds.forEach((kind, index) => {
          if (kind === 'calm' && index % 2 === 0) expect(kinds[index - 1], label).toBe('calm');
        });
        // Two pauses share a spread only when there are more pauses than pages of content.
        if (calm <= skeleton.length - 1 - (quote ? 1 : 0)) kinds.forEach((kind, index) => index % 2 === 1 && kind === 'calm' && expect(kinds[index + 1], label).not.toBe('calm'));
        if (quote) expect(kinds.at(-2), label).not.toBe('calm');
      }
      if (calm > 2) expect(seen.size, `${photos}/${calm}`).toBeGreaterThan(1);
    }
  });
});
