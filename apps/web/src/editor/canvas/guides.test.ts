import type { DisplayList } from '@eb/book-layout';
import { describe, expect, it } from 'vitest';
import { spreadGuides } from './guides';

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
