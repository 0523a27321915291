import type { DisplayList } from '@eb/book-layout';
import { describe, expect, it } from 'vitest';
import { spreadEdges, spreadGuides } from './guides';

const page = (xMm: number, widthMm: number) => ({ trimBox: { xMm, yMm: 0, widthMm, heightMm: 200 } });

describe('spreadGuides', () => {
  it('cuts at the trim, keeps a 10 mm safe zone inside each page and none on a narrow spine', () => {
    const cover = { trim: { widthMm: 412, heightMm: 200 }, pages: [page(0, 200), page(200, 12), page(212, 200)] } as unknown as DisplayList;
    const guides = spreadGuides(cover);
    expect(guides.cut).toEqual({ xMm: 0, yMm: 0, widthMm: 412, heightMm: 200 });
    expect(guides.safe).toEqual([
      { xMm: 10, yMm: 10, widthMm: 180, heightMm: 180 },
      { xMm: 222, yMm: 10, widthMm: 180, heightMm: 180 },
    ]);
    expect(guides.edges).toHaveLength(3);
  });

  it('draws no page edges on a single page', () => {
    expect(spreadGuides({ trim: { widthMm: 200, heightMm: 200 }, pages: [page(0, 200)] } as unknown as DisplayList).edges).toEqual([]);
  });
});

describe('spreadEdges', () => {
  it('shows the cut and a fold where two pages meet, however the pages are listed', () => {
    const inner = { trim: { widthMm: 400, heightMm: 200 }, pages: [page(200, 200), page(0, 200)] } as unknown as DisplayList;
    expect(spreadEdges(inner)).toEqual({ cut: { xMm: 0, yMm: 0, widthMm: 400, heightMm: 200 }, folds: [200] });
  });

  it('folds at both sides of the spine of a cover and nowhere on a single page', () => {
    const cover = { trim: { widthMm: 412, heightMm: 200 }, pages: [page(0, 200), page(200, 12), page(212, 200)] } as unknown as DisplayList;
    expect(spreadEdges(cover).folds).toEqual([200, 212]);
    expect(spreadEdges({ trim: { widthMm: 200, heightMm: 200 }, pages: [page(0, 200)] } as unknown as DisplayList).folds).toEqual([]);
  });
});
