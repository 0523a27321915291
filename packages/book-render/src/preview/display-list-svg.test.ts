import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DisplayList, DisplayPage, DrawItem, TextDraw } from '@eb/book-layout';
import { Resvg } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayListToSvg, type DisplayListSvgOptions } from './display-list-svg';

// Hand-made display lists: this file tests the serialiser alone, without the layout function.
const require = createRequire(import.meta.url);
const lora = fontkit.create(readFileSync(require.resolve('@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf'))) as fontkit.Font;
const fonts = {
  get(fontId: string) {
    if (fontId !== 'lora-400') throw new Error(`unknown font ${fontId}`);
    return lora;
  },
};

const A4 = { widthMm: 210, heightMm: 297 };
let redPng = '';
const ornament = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Ornament</title><defs><linearGradient id="g"><stop offset="0" stop-color="#112233"/></linearGradient></defs><rect width="10" height="10" fill="#00ff00"/><rect id="inner" x="2" y="2" width="6" height="6" fill="url(#g)"/></svg>';

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } }).png().toBuffer();
  redPng = `data:image/png;base64,${png.toString('base64')}`;
});

function page(pageId: string, xMm: number, items: DrawItem[]): DisplayPage {
  return {
    pageId,
    role: 'page',
    pageNumber: 1,
    trimBox: { xMm, yMm: 0, ...A4 },
    bleedBox: { xMm: xMm - 3, yMm: -3, widthMm: A4.widthMm + 6, heightMm: A4.heightMm + 6 },
    items,
  };
}

function spread(pages: DisplayPage[]): DisplayList {
  return { spreadIndex: 1, kind: 'inner', trim: { widthMm: A4.widthMm * pages.length, heightMm: A4.heightMm }, bleedMm: 3, pages, overflow: [], lowResolution: [], missingPhotos: [] };
}

const options: DisplayListSvgOptions = { fonts, imageHref: () => redPng, assetSvg: () => ornament };

/** Rasterised at 2 px per mm; pixel(x, y) in mm of the drawn view (its top left is 0, 0). */
function raster(svg: string, widthMm: number) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: Math.round(widthMm * 2) }, font: { loadSystemFonts: false } }).render();
  const pixels = image.pixels;
  return (xMm: number, yMm: number) => {
    const i = 4 * (Math.round(yMm * 2) * image.width + Math.round(xMm * 2));
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
}

/** The bounding box of the dark pixels, in page mm (the view starts at the bleed, -3). */
function inkBox(svg: string) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 216 * 4 }, font: { loadSystemFonts: false } }).render();
  // `pixels` copies the whole image on every read: read it once.
  const { pixels, width, height } = { pixels: image.pixels, width: image.width, height: image.height };
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[4 * (y * width + x)]! > 128) continue;
      box.left = Math.min(box.left, x / 4 - 3);
      box.right = Math.max(box.right, (x + 1) / 4 - 3);
      box.top = Math.min(box.top, y / 4 - 3);
      box.bottom = Math.max(box.bottom, (y + 1) / 4 - 3);
    }
  }
  return box;
}

const fill = (color: string, xMm: number): DrawItem => ({ kind: 'rect', box: { xMm: xMm - 3, yMm: -3, widthMm: A4.widthMm + 6, heightMm: A4.heightMm + 6 }, fill: color });

describe('displayListToSvg', () => {
  it('draws both pages of a spread with their bleed, split at the gutter so neither page paints over the other', () => {
    const list = spread([page('left', 0, [fill('#0000ff', 0)]), page('right', 210, [fill('#ff0000', 210)])]);
    const at = raster(displayListToSvg(list, options), 426);
    // View origin is the bleed's corner (-3, -3).
    expect(at(3 + 1, 100)).toEqual([0, 0, 255]); // outer bleed of the left page
    expect(at(3 + 209, 100)).toEqual([0, 0, 255]); // left page just before the gutter
    expect(at(3 + 211, 100)).toEqual([255, 0, 0]); // right page just after it
    expect(at(3 + 421, 100)).toEqual([255, 0, 0]); // outer bleed of the right page
  });

  it('draws one page cut at its bleed box, with the items of that page only', () => {
    const list = spread([page('left', 0, [fill('#0000ff', 0)]), page('right', 210, [fill('#ff0000', 210)])]);
    const svg = displayListToSvg(list, { ...options, page: 'right' });
    expect(svg).toContain('viewBox="207 -3 216 303"');
    const at = raster(svg, 216);
    expect(at(1, 100)).toEqual([255, 0, 0]); // the right page's own bleed over the gutter
    expect(() => displayListToSvg(list, { ...options, page: 'nope' })).toThrow(RangeError);
  });

  it('shows a photo inside its frame only, stretched over its placement', () => {
    const image: DrawItem = {
      kind: 'image', frameId: 'f', photoId: 'p', rotationDeg: 0, effectiveDpi: 300,
      clip: { xMm: 50, yMm: 50, widthMm: 40, heightMm: 30 },
      placement: { xMm: 30, yMm: 40, widthMm: 80, heightMm: 60 },
      crop: { x: 0.25, y: 1 / 6, width: 0.5, height: 0.5 },
    };
    const at = raster(displayListToSvg(spread([page('p1', 0, [image])]), options), 216);
    expect(at(3 + 70, 3 + 65)).toEqual([255, 0, 0]);
    expect(at(3 + 45, 3 + 65)).toEqual([255, 255, 255]); // placement, but outside the frame
    expect(at(3 + 70, 3 + 90)).toEqual([255, 255, 255]);
  });

  it('turns a frame clockwise around its centre', () => {
    const image: DrawItem = {
      kind: 'image', frameId: 'f', photoId: 'p', rotationDeg: 90, effectiveDpi: 300,
      clip: { xMm: 50, yMm: 100, widthMm: 100, heightMm: 20 }, placement: { xMm: 50, yMm: 100, widthMm: 100, heightMm: 20 }, crop: { x: 0, y: 0, width: 1, height: 1 },
    };
    const at = raster(displayListToSvg(spread([page('p1', 0, [image])]), options), 216);
    // Upright: a 100 × 20 band around (100, 110); turned: 20 × 100.
    expect(at(3 + 100, 3 + 70)).toEqual([255, 0, 0]);
    expect(at(3 + 60, 3 + 110)).toEqual([255, 255, 255]);
  });

  it('draws text as the fonts’ glyph outlines at the display list’s positions, cut at the frame', () => {
    const h = lora.layout('H').glyphs[0]!;
    const mmPerUnit = (40 * 25.4) / 72 / lora.unitsPerEm; // 40 pt
    const text = (frameWidthMm: number): TextDraw => ({
      kind: 'text', frameId: 't', rotationDeg: 0, color: '#000000',
      clip: { xMm: 20, yMm: 20, widthMm: frameWidthMm, heightMm: 40 },
      lines: [{ baselineYMm: 50, hyphenated: false, runs: [{ fontId: 'lora-400', fontSizePt: 40, xMm: 20, text: 'HH', widthMm: 60, glyphs: [0, 30].map((xMm) => ({ glyphId: h.id, xMm, yOffsetMm: 0, advanceMm: h.advanceWidth * mmPerUnit, text: 'H' })) }] }],
    });
    const svg = displayListToSvg(spread([page('p1', 0, [text(45)])]), options);
    expect(svg).not.toContain('<text');
    // The ink lies where the font's own outlines put it: the first H at x = 20, the second at 50, on the baseline at 50.
    const ink = inkBox(svg);
    expect(ink.left).toBeCloseTo(20 + h.bbox.minX * mmPerUnit, 0);
    expect(ink.right).toBeCloseTo(50 + h.bbox.maxX * mmPerUnit, 0);
    expect(ink.top).toBeCloseTo(50 - h.bbox.maxY * mmPerUnit, 0);
    expect(ink.bottom).toBeCloseTo(50, 0);
    // A narrower frame cuts the second H.
    expect(inkBox(displayListToSvg(spread([page('p1', 0, [text(35)])]), options)).right).toBeLessThanOrEqual(55.5);
  });

  it('inlines a design asset with ids of its own per copy, tinted when asked', () => {
    const asset = (xMm: number, tint: string | null): DrawItem => ({
      kind: 'svg', assetId: 'o', src: '/o.svg', box: { xMm, yMm: 0, widthMm: 20, heightMm: 20 }, clip: { xMm, yMm: 0, widthMm: 20, heightMm: 20 }, fit: 'contain', tint, rotationDeg: 0,
    });
    const svg = displayListToSvg(spread([page('p1', 0, [asset(0, null), asset(100, '#ff00ff')])]), options);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(svg).not.toContain('<title>');
    for (const match of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(match[1]);
    const at = raster(svg, 216);
    expect(at(3 + 1, 3 + 1)).toEqual([0, 255, 0]);
    expect(at(3 + 101, 3 + 1)).toEqual([255, 0, 255]);
    expect(at(3 + 110, 3 + 10)).toEqual([255, 0, 255]); // the gradient's stop is tinted too
  });
});
