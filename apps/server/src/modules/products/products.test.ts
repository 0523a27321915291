import type { Design, Format, Paper } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('GET /api/products/formats', () => {
  it('lists the three offered formats with SPEC.md field names, never the retired format 3', async () => {
    const response = await get('/api/products/formats');
    expect(response.statusCode).toBe(200);
    const formats = response.json<Format[]>();
    expect(formats.map((format) => format.id)).toEqual([1, 2, 4]);
    expect(formats[0]).toMatchObject({
      id: 1,
      description: 'A4 Hochformat',
      measurement: '21 × 29,7 cm',
      priceInfo: 'ab 29,95\u00a0€*',
      imageSrc: expect.stringMatching(/^\/images\/formats\/.+\.svg$/),
    });
    expect(formats.find((format) => format.id === 4)).toMatchObject({ priceInfo: 'ab 22,99\u00a0€*', allowedFinishes: [1] });
  });
});

describe('GET /api/products/designs/{formatId}', () => {
  it('offers at least six designs in at least two groups, each with its own artwork, backgrounds and type', async () => {
    const designs = (await get('/api/products/designs/1')).json<Design[]>();
    expect(designs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(designs.flatMap((design) => design.groups)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(designs.map((design) => design.imageSrc)).size).toBe(designs.length);
    for (const design of designs) {
      expect(design.backgrounds.length).toBeGreaterThanOrEqual(3);
      expect(design.typography.headingFont).not.toBe('');
      expect(design.spreadSrc).toMatch(/spread\.svg$/);
    }
  });

  it('leaves out designs that a format does not offer', async () => {
    const large = (await get('/api/products/designs/1')).json<Design[]>().map((design) => design.themeId);
    const mini = (await get('/api/products/designs/4')).json<Design[]>().map((design) => design.themeId);
    expect(mini.length).toBeLessThan(large.length);
    expect(large).toEqual(expect.arrayContaining(mini));
  });
});

describe('GET /api/products/papers/{formatId}', () => {
  it('lists papers sorted by sortOrder with prices from the catalogue', async () => {
    const papers = (await get('/api/products/papers/1')).json<Paper[]>();
    expect(papers.map((paper) => paper.id)).toEqual([3, 2, 1]);
    expect(papers.map((paper) => paper.sortOrder)).toEqual([...papers.map((paper) => paper.sortOrder)].sort((a, b) => a - b));
    expect(papers.map((paper) => [paper.minPages, paper.minPrice])).toEqual([
      [20, 29.95],
      [26, 39.95],
      [24, 35.95],
    ]);
    const digital = papers.find((paper) => paper.id === 1);
    expect(digital).toMatchObject({ coverOptions: [1], pagesOptions: [1], coverOption: 1, pagesOption: 1 });
    expect(digital?.pricing).toEqual({ minPages: 24, maxPages: 96, stepPages: 4, basePriceCents: 3595, stepPriceCents: 200 });
  });

  it('offers only matt softcover in the mini format', async () => {
    const papers = (await get('/api/products/papers/4')).json<Paper[]>();
    expect(papers).toHaveLength(1);
    expect(papers[0]).toMatchObject({ id: 3, minPrice: 22.99, coverOptions: [1], pagesOptions: [1], finishesLinked: true });
  });

  it('gives softcover one shared finish choice in the large formats', async () => {
    const softcover = (await get('/api/products/papers/2')).json<Paper[]>().find((paper) => paper.id === 3);
    expect(softcover).toMatchObject({ coverOptions: [1, 2], pagesOptions: [1, 2], finishesLinked: true });
  });
});

describe('bad ids', () => {
  it.each(['/api/products/designs/3', '/api/products/papers/3', '/api/products/designs/99', '/api/products/papers/2147483647'])(
    'answers 404 with a German reason for an unknown or retired format: %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'FORMAT_NOT_FOUND', message: expect.stringContaining('Format') });
    },
  );

  it.each(['abc', '0', '-1', '1.5', '1e3x', '99999999999', '%20'])('answers 400 for the malformed id "%s"', async (id) => {
    for (const kind of ['designs', 'papers']) {
      const response = await get(`/api/products/${kind}/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'formatId', message: expect.stringMatching(/^Die Kennung/) });
    }
  });
});
