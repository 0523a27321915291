import { describe, expect, it } from 'vitest';
import { spreadTitle } from './spread-names';

const book = (pagesPerSpread: number[]) => ({ spreads: pagesPerSpread.map((count) => ({ pages: Array.from({ length: count }) })) }) as never;

describe('spreadTitle', () => {
  it('names the cover, the single first and last pages and the double spreads between', () => {
    const document = book([1, 2, 2, 1]);
    expect([0, 1, 2, 3, 4].map((index) => spreadTitle(document, index))).toEqual(['Umschlag', 'Seite 1', 'Seiten 2–3', 'Seiten 4–5', 'Seite 6']);
  });
});
