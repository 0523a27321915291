import { describe, expect, it } from 'vitest';
import { PAPERS } from './data';
import { bookPriceCents, formatEuro, InvalidPageCountError, isValidPageCount, pageCountOptions, type PaperPricing } from './pricing';

const pricingOf = (paperId: number, formatId: number): PaperPricing => {
  const paper = PAPERS.find((candidate) => candidate.id === paperId);
  const price = paper?.prices.find((candidate) => candidate.formatId === formatId);
  if (!paper || !price) throw new Error(`no price for paper ${paperId} in format ${formatId}`);
  return { minPages: paper.minPages, maxPages: paper.maxPages, stepPages: paper.stepPages, ...price };
};

describe('bookPriceCents: every catalogue row at its minimum (PRODUCT.md)', () => {
  it.each([
    [3, 1, 20, 2995],
    [3, 2, 20, 2695],
    [3, 4, 20, 2299],
    [2, 1, 26, 3995],
    [2, 2, 26, 3795],
    [1, 1, 24, 3595],
    [1, 2, 24, 3295],
  ])('paper %i in format %i: %i pages cost %i cents', (paperId, formatId, pages, cents) => {
    const pricing = pricingOf(paperId, formatId);
    expect(pricing.minPages).toBe(pages);
    expect(bookPriceCents(pricing)).toBe(cents);
  });

  it('offers no hardcover in the mini format', () => {
    expect(() => pricingOf(2, 4)).toThrow();
    expect(() => pricingOf(1, 4)).toThrow();
  });
});

describe('bookPriceCents: extra pages', () => {
  it('adds 1,50 € per two pages: A4 softcover with 26 pages costs 34,45 €', () => {
    expect(bookPriceCents(pricingOf(3, 1), 26)).toBe(3445);
    expect(formatEuro(bookPriceCents(pricingOf(3, 1), 26))).toBe('34,45\u00a0€');
  });

  it('adds 1,00 € per two pages in the mini format', () => {
    expect(bookPriceCents(pricingOf(3, 4), 22)).toBe(2399);
  });

  it('adds 2,00 € per four pages for digital print', () => {
    expect(bookPriceCents(pricingOf(1, 1), 28)).toBe(3795);
    expect(bookPriceCents(pricingOf(1, 2), 96)).toBe(3295 + 18 * 200);
  });

  it('prices the maximum of 96 pages', () => {
    expect(bookPriceCents(pricingOf(2, 1), 96)).toBe(3995 + 35 * 150);
    expect(bookPriceCents(pricingOf(3, 1), 96)).toBe(2995 + 38 * 150);
  });
});

describe('page counts', () => {
  it.each([
    [3, 1, 18],
    [3, 1, 98],
    [3, 1, 21],
    [1, 1, 26],
    [2, 2, 24],
    [3, 1, 20.5],
  ])('refuses paper %i in format %i with %i pages', (paperId, formatId, pages) => {
    const pricing = pricingOf(paperId, formatId);
    expect(isValidPageCount(pages, pricing)).toBe(false);
    expect(() => bookPriceCents(pricing, pages)).toThrow(InvalidPageCountError);
  });

  it('lists every choosable page count in the paper step', () => {
    const digital = pageCountOptions(pricingOf(1, 1));
    expect(digital[0]).toBe(24);
    expect(digital.at(-1)).toBe(96);
    expect(digital).toHaveLength(19);
    expect(pageCountOptions(pricingOf(3, 4))).toHaveLength(39);
  });
});
