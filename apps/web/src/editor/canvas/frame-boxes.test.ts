import type { DisplayList } from '@eb/book-layout';
import { describe, expect, it } from 'vitest';
import { frameSpotsOf } from './frame-boxes';

const page = (id: string, frames: unknown[]) => ({ id, role: 'page', layoutId: null, background: null, frames });
const photo = { id: 'p1', kind: 'photo', xMm: 10, yMm: 20, widthMm: 50, heightMm: 40, rotationDeg: 0, slotId: null, photoId: 'ph', crop: { x: 0, y: 0, width: 1, height: 1 } };
const text = { id: 't1', kind: 'text', xMm: 5, yMm: 5, widthMm: 80, heightMm: 10, rotationDeg: 0, slotId: null, text: 'Hallo', style: 'body', fontSizePt: 11, color: '#000000', align: 'left', verticalAlign: 'top' };
const document = { spreads: [{ id: 's1', pages: [page('a', [])] }, { id: 's2', pages: [page('left', [text]), page('right', [photo])] }] } as never;
const displayPage = (pageId: string, xMm: number) => ({ pageId, role: 'page', pageNumber: 1, trimBox: { xMm, yMm: 0, widthMm: 200, heightMm: 200 }, bleedBox: { xMm, yMm: -3, widthMm: 203, heightMm: 206 }, items: [] as unknown[] });

describe('frameSpotsOf', () => {
  it("places each frame at its page's trim origin in the spread and carries its dpi and overflow", () => {
    const right = displayPage('right', 200);
    right.items.push({ kind: 'image', frameId: 'p1', photoId: 'ph', effectiveDpi: 123.4 });
    const list = { spreadIndex: 2, pages: [displayPage('left', 0), right], overflow: [{ pageId: 'left', frameId: 't1' }] } as unknown as DisplayList;
    const spots = frameSpotsOf(document, list);
    expect(spots.map((spot) => [spot.frame.id, spot.box.xMm, spot.box.yMm, spot.effectiveDpi, spot.overflow])).toEqual([
      ['t1', 5, 5, null, true],
      ['p1', 210, 20, 123.4, false],
    ]);
  });
});
