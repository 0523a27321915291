import type { Box, Frame } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import type { DisplayList, DrawItem, ImageDraw, SvgDraw, TextDraw } from '../display-list';
import type { LayoutResources } from '../resources';
import { testFontLibrary } from '../testing/node-fonts';
import { pageOf, photoFrame, testDocument, textFrame } from '../testing/test-document';
import { MM_PER_PT } from '../text/layout-text';
import { layoutBook, layoutSpread } from './layout-spread';

const sizes = new Map([
  ['big', { widthPx: 4000, heightPx: 3000 }],
  ['small', { widthPx: 800, heightPx: 600 }],
]);
const resources: LayoutResources = { fonts: testFontLibrary(), photoSize: (photoId) => sizes.get(photoId) };

const expectBox = (actual: Box, expected: Box) => {
  expect(actual.xMm).toBeCloseTo(expected.xMm, 6);
  expect(actual.yMm).toBeCloseTo(expected.yMm, 6);
  expect(actual.widthMm).toBeCloseTo(expected.widthMm, 6);
  expect(actual.heightMm).toBeCloseTo(expected.heightMm, 6);
};
const itemsOf = (list: DisplayList, pageId: string): DrawItem[] => list.pages.find((page) => page.pageId === pageId)!.items;
const images = (list: DisplayList): ImageDraw[] => list.pages.flatMap((page) => page.items).filter((item): item is ImageDraw => item.kind === 'image');

describe('inner spreads', () => {
  it('puts the pages side by side from x = 0, the first and last page alone, numbered as printed', () => {
    const document = testDocument({ pages: 20 });
    const first = layoutSpread(document, 1, resources);
    expect(first.kind).toBe('inner');
    expect(first.trim).toEqual({ widthMm: 210, heightMm: 297 });
    expect(first.pages.map((page) => page.pageNumber)).toEqual([1]);
    const middle = layoutSpread(document, 2, resources);
    expect(middle.trim).toEqual({ widthMm: 420, heightMm: 297 });
    expect(middle.pages.map((page) => page.pageNumber)).toEqual([2, 3]);
    expectBox(middle.pages[1]!.trimBox, { xMm: 210, yMm: 0, widthMm: 210, heightMm: 297 });
    expectBox(middle.pages[1]!.bleedBox, { xMm: 207, yMm: -3, widthMm: 216, heightMm: 303 });
    const last = layoutSpread(document, 10 + 1, resources);
    expect(last.pages.map((page) => page.pageNumber)).toEqual([20]);
    expect(layoutBook(document, resources).map((list) => list.kind)).toEqual(['cover', ...Array(11).fill('inner')]);
    expect(() => layoutSpread(document, 12, resources)).toThrow(RangeError);
  });

  it('paints a colour or a design background over the page bleed', () => {
    const document = testDocument();
    pageOf(document, 'p2').background = { kind: 'color', color: '#eeddcc' };
    pageOf(document, 'p3').background = { kind: 'design', backgroundId: 'rosenzeit-2' };
    const list = layoutSpread(document, 2, resources);
    expect(itemsOf(list, 'p2')[0]).toEqual({ kind: 'rect', box: { xMm: -3, yMm: -3, widthMm: 216, heightMm: 303 }, fill: '#eeddcc' });
    const svg = itemsOf(list, 'p3')[0] as SvgDraw;
    expect(svg).toMatchObject({ kind: 'svg', assetId: 'rosenzeit-2', src: '/images/designs/rosenzeit/background-2.svg', fit: 'cover', tint: null });
    expectBox(svg.clip, { xMm: 207, yMm: -3, widthMm: 216, heightMm: 303 });
  });

  it('draws an ornament inside its frame, tinted', () => {
    const document = testDocument();
    pageOf(document, 'p2').frames.push({ id: 'o1', kind: 'decoration', xMm: 50, yMm: 60, widthMm: 40, heightMm: 10, rotationDeg: 0, slotId: null, assetId: 'rosenzeit-divider', color: '#884455' });
    const [ornament] = itemsOf(layoutSpread(document, 2, resources), 'p2') as SvgDraw[];
    expect(ornament).toMatchObject({ kind: 'svg', src: '/images/designs/rosenzeit/ornament-divider.svg', fit: 'contain', tint: '#884455' });
    expectBox(ornament!.clip, { xMm: 50, yMm: 60, widthMm: 40, heightMm: 10 });
  });
});

describe('photo placement', () => {
  const layoutPhoto = (frame: Parameters<typeof photoFrame>) => {
    const document = testDocument();
    pageOf(document, 'p3').frames.push(photoFrame(...frame));
    return layoutSpread(document, 2, resources);
  };

  it('fills the frame with the whole photo at its original pixels per inch', () => {
    const list = layoutPhoto(['f1', { xMm: 10, yMm: 20, widthMm: 100, heightMm: 75 }, 'big']);
    const [image] = images(list);
    // The right-hand page starts at x = 210.
    expectBox(image!.clip, { xMm: 220, yMm: 20, widthMm: 100, heightMm: 75 });
    expectBox(image!.placement, image!.clip);
    expect(image!.effectiveDpi).toBeCloseTo(1016, 1);
    expect(list.lowResolution).toEqual([]);
  });

  it('enlarges the photo so that its crop fills the frame', () => {
    const [image] = images(layoutPhoto(['f1', { xMm: 10, yMm: 20, widthMm: 100, heightMm: 75 }, 'big', { x: 0.5, y: 0.5, width: 0.5, height: 0.5 }]));
    expectBox(image!.placement, { xMm: 120, yMm: -55, widthMm: 200, heightMm: 150 });
    expect(image!.crop).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 });
    expect(image!.effectiveDpi).toBeCloseTo(508, 1);
  });

  it('never distorts: a crop of another shape than the frame is narrowed about its centre', () => {
    const [image] = images(layoutPhoto(['f1', { xMm: 10, yMm: 20, widthMm: 100, heightMm: 100 }, 'big']));
    expectBox(image!.placement, { xMm: 220 - 100 / 6, yMm: 20, widthMm: 400 / 3, heightMm: 100 });
    expect(image!.crop.x).toBeCloseTo(0.125, 9);
    expect(image!.crop.width).toBeCloseTo(0.75, 9);
    expect(image!.crop.height).toBeCloseTo(1, 9);
  });

  it('lists photos printed below 300 dpi', () => {
    const list = layoutPhoto(['f1', { xMm: 10, yMm: 20, widthMm: 100, heightMm: 75 }, 'small']);
    expect(list.lowResolution).toEqual([{ pageId: 'p3', frameId: 'f1', effectiveDpi: 203.2 }]);
  });

  it('omits empty frames, and reports photos the resources do not know instead of drawing them', () => {
    const document = testDocument();
    pageOf(document, 'p3').frames.push(photoFrame('empty', { xMm: 0, yMm: 0, widthMm: 50, heightMm: 50 }, null));
    pageOf(document, 'p3').frames.push(photoFrame('gone', { xMm: 60, yMm: 0, widthMm: 50, heightMm: 50 }, 'deleted-photo'));
    const list = layoutSpread(document, 2, resources);
    expect(images(list)).toEqual([]);
    expect(list.missingPhotos).toEqual([{ pageId: 'p3', frameId: 'gone', photoId: 'deleted-photo' }]);
  });
});

describe('text frames', () => {
  it('sets the text inside its frame in spread coordinates and reports overflow', () => {
    const document = testDocument();
    pageOf(document, 'p3').frames.push(textFrame('t1', { xMm: 20, yMm: 30, widthMm: 80, heightMm: 40 }, 'Ein kurzer Gruß.'));
    pageOf(document, 'p3').frames.push(textFrame('t2', { xMm: 20, yMm: 100, widthMm: 80, heightMm: 20 }, 'Wir danken allen, die uns begleitet haben. '.repeat(10)));
    const list = layoutSpread(document, 2, resources);
    const [short, long] = itemsOf(list, 'p3') as TextDraw[];
    expect(short!.lines).toHaveLength(1);
    expect(short!.lines[0]!.runs[0]!).toMatchObject({ fontId: 'lora-400', fontSizePt: 11, text: 'Ein kurzer Gruß.', xMm: 230 });
    expect(short!.lines[0]!.baselineYMm).toBeGreaterThan(30);
    expect(short!.color).toBe('#333333');
    for (const line of long!.lines) expect(line.baselineYMm).toBeLessThan(120);
    expect(list.overflow).toEqual([{ pageId: 'p3', frameId: 't2' }]);
  });

  it('sets each style in the design face: a name in Cormorant Garamond semibold for Rosenzeit', () => {
    const document = testDocument();
    pageOf(document, 'front').frames.push(textFrame('n1', { xMm: 20, yMm: 30, widthMm: 150, heightMm: 30 }, 'Marianne Müller', 'name'));
    const [name] = itemsOf(layoutSpread(document, 0, resources), 'front') as TextDraw[];
    expect(name!.lines[0]!.runs[0]!.fontId).toBe('cormorant-garamond-600');
  });

  it('clips text a quarter em outside its frame, so an overhanging f at the edge keeps its ink', () => {
    const document = testDocument();
    const frame = { xMm: 20, yMm: 30, widthMm: 150, heightMm: 30 };
    pageOf(document, 'front').frames.push({ ...textFrame('n1', frame, 'Rudolf', 'name'), fontSizePt: 24, align: 'right' } as Frame);
    const list = layoutSpread(document, 0, resources);
    const frontX = list.pages.find((page) => page.pageId === 'front')!.trimBox.xMm;
    const [name] = itemsOf(list, 'front') as TextDraw[];
    const run = name!.lines[0]!.runs[0]!;
    const f = run.glyphs.at(-1)!;
    const font = resources.fonts.get(run.fontId);
    const inkRightMm = run.xMm + f.xMm + (font.getGlyph(f.glyphId).bbox.maxX * run.fontSizePt * MM_PER_PT) / font.unitsPerEm;
    const frameRight = frontX + frame.xMm + frame.widthMm;
    // The f's ink reaches about 1 mm past the frame at 24 pt; a clip at the frame would cut it off.
    expect(inkRightMm - frameRight).toBeGreaterThan(0.5);
    expect(name!.clip.xMm + name!.clip.widthMm).toBeGreaterThan(inkRightMm);
    // Grown alike on every side: the rotation centre stays the frame's.
    const em = 24 * MM_PER_PT;
    expectBox(name!.clip, { xMm: frontX + 20 - 0.25 * em, yMm: 30 - 0.25 * em, widthMm: 150 + 0.5 * em, heightMm: 30 + 0.5 * em });
  });
});

describe('cover', () => {
  it('lays a softcover out as back, spine and front on one sheet, the spine from the page count', () => {
    const document = testDocument({ paperId: 3, pages: 20 });
    pageOf(document, 'front').frames.push(photoFrame('f1', { xMm: 10, yMm: 10, widthMm: 100, heightMm: 75 }, 'big'));
    const list = layoutSpread(document, 0, resources);
    expect(list.kind).toBe('cover');
    // 20 pages × 0.12 mm + 2 × 0.3 mm card = 3 mm of spine.
    expect(list.trim.widthMm).toBeCloseTo(423, 6);
    expect(list.trim.heightMm).toBe(297);
    const [back, spine, front] = list.pages;
    expect([back!.role, spine!.role, front!.role]).toEqual(['back', 'spine', 'front']);
    expectBox(back!.trimBox, { xMm: 0, yMm: 0, widthMm: 210, heightMm: 297 });
    expectBox(spine!.trimBox, { xMm: 210, yMm: 0, widthMm: 3, heightMm: 297 });
    expectBox(front!.trimBox, { xMm: 213, yMm: 0, widthMm: 210, heightMm: 297 });
    expectBox(front!.bleedBox, { xMm: 213, yMm: -3, widthMm: 213, heightMm: 303 });
    expectBox(images(list)[0]!.clip, { xMm: 223, yMm: 10, widthMm: 100, heightMm: 75 });
    expect(list.pages.every((page) => page.pageNumber === null)).toBe(true);
  });

  it('lays a hardcover out with wrap, hinges and boards, the spine growing with the pages', () => {
    const document = testDocument({ paperId: 2, pages: 26 });
    document.cover.back.background = { kind: 'color', color: '#112233' };
    pageOf(document, 'front').frames.push(photoFrame('f1', { xMm: 10, yMm: 10, widthMm: 100, heightMm: 75 }, 'big'));
    const list = layoutSpread(document, 0, resources);
    // 26 × 0.25 mm + 2 × 2.5 mm board = 11.5 mm spine; boards 213 × 303 (3 mm overhang); 8 mm hinges; 15 mm wrap.
    expect(list.trim.widthMm).toBeCloseTo(15 + 213 + 8 + 11.5 + 8 + 213 + 15, 6);
    expect(list.trim.heightMm).toBeCloseTo(333, 6);
    const [back, spine, front] = list.pages;
    expectBox(back!.trimBox, { xMm: 15, yMm: 15, widthMm: 213, heightMm: 303 });
    expectBox(spine!.trimBox, { xMm: 236, yMm: 15, widthMm: 11.5, heightMm: 303 });
    expectBox(front!.trimBox, { xMm: 255.5, yMm: 15, widthMm: 213, heightMm: 303 });
    // The back's colour reaches the outer bleed and the middle of its hinge.
    expect(back!.items[0]).toEqual({ kind: 'rect', box: { xMm: -3, yMm: -3, widthMm: 235, heightMm: 339 }, fill: '#112233' });
    expectBox(images(list)[0]!.clip, { xMm: 265.5, yMm: 25, widthMm: 100, heightMm: 75 });

    const thick = layoutSpread(testDocument({ paperId: 2, pages: 96 }), 0, resources);
    expect(thick.pages[1]!.trimBox.widthMm).toBeCloseTo(29, 6);
    expect(thick.pages[2]!.trimBox.xMm).toBeCloseTo(236 + 29 + 8, 6);
  });
});
