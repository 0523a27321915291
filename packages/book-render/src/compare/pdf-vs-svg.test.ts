/**
 * The print PDF and the preview are two renderers of one display list: a page of the print PDF,
 * rasterised by poppler (pdftoppm), must look like the same page drawn from the display list as SVG
 * (resvg). Under 2 % of the pixels may differ (pixelmatch's default colour threshold, anti-aliasing
 * ignored). The PNGs and the difference image stay in a temporary folder for a look when a test fails.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { layoutSpread, type LayoutResources } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, type BookDocument, type Page } from '@eb/book-model';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';
import { renderCoverPdf, renderInnerPdf } from '../pdf/render';
import type { PhotoSource, RenderInput } from '../pdf/types';
import { defaultAssetRoot, renderSpreadPng } from '../preview/render-preview';
import { designBook } from './design-book';
import { makeTestPhotos, testPhotoSource } from './photos';

const MAX_DIFFERENT = 0.02;
const DPI = 72;
const folder = mkdtempSync(join(tmpdir(), 'eb-compare-'));

let photos: PhotoSource;
let resources: LayoutResources;
let document: BookDocument;

beforeAll(async () => {
  const made = await makeTestPhotos([
    { widthPx: 1800, heightPx: 1200 },
    { widthPx: 1200, heightPx: 1600 },
    { widthPx: 1500, heightPx: 1500 },
    { widthPx: 2000, heightPx: 1200 },
  ]);
  photos = testPhotoSource(made);
  resources = await createNodeLayoutResources(new Map(made.map((photo) => [photo.id, photo])));
  // A4 hardcover (wrap and hinges on the cover), design Rosenzeit with its pattern backgrounds.
  document = designBook({ formatId: 1, paperId: 2, themeId: 101, pageCount: 26, photos: made });
}, 60_000);

let keep = false;
afterEach(({ task }) => {
  if (task.result?.state === 'fail') keep = true;
});
afterAll(() => {
  if (keep) console.log(`The PDFs, PNGs and difference images are in ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
});

async function pdfPagePng(render: typeof renderInnerPdf, name: string, pageNumber: number): Promise<PNG> {
  const pdf = join(folder, `${name}.pdf`);
  const input: RenderInput = { document, resources, photos, mode: 'print', assetRoot: defaultAssetRoot() };
  const out = createWriteStream(pdf);
  await render(input, out);
  await finished(out);
  const base = join(folder, `${name}-${pageNumber}-pdf`);
  execFileSync('pdftoppm', ['-r', String(DPI), '-f', String(pageNumber), '-l', String(pageNumber), '-png', '-singlefile', pdf, base]);
  return PNG.sync.read(readFileSync(`${base}.png`));
}

/** The share of pixels that differ, over the area both images cover (they may differ by a rounding pixel). */
function differentShare(a: PNG, b: PNG, name: string): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const crop = (image: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(image, out, 0, 0, width, height, 0, 0);
    return out;
  };
  const [left, right] = [crop(a), crop(b)];
  const diff = new PNG({ width, height });
  const different = pixelmatch(left.data, right.data, diff.data, width, height, { threshold: 0.1 });
  writeFileSync(join(folder, `${name}-diff.png`), PNG.sync.write(diff));
  const share = different / (width * height);
  console.log(`${name}: ${(share * 100).toFixed(2)} % of ${width} × ${height} pixels differ`);
  return share;
}

async function svgPng(spreadIndex: number, widthPx: number, page: string | undefined, name: string): Promise<PNG> {
  const list = layoutSpread(document, spreadIndex, resources);
  const png = await renderSpreadPng(list, resources, photos, { widthPx, page });
  writeFileSync(join(folder, `${name}-svg.png`), png);
  return PNG.sync.read(png);
}

/** Printed page number → spread index and page id (page 1 is spread 1; then two pages per spread). */
function pageRef(pageNumber: number): { spreadIndex: number; pageId: string } {
  const spreadIndex = pageNumber === 1 ? 1 : Math.floor(pageNumber / 2) + 1;
  const spread = document.spreads[spreadIndex - 1]!;
  const page = pageNumber === 1 ? spread.pages[0]! : spread.pages[pageNumber % 2]!;
  return { spreadIndex, pageId: page.id };
}

describe('print PDF against the display list drawn as SVG', () => {
  it('an inner page with photos, text and the design background: under 2 % of pixels differ', async () => {
    // The page with the most text among those with photos (and, like every page here, a design background).
    const textLength = (page: Page) => page.frames.reduce((sum, frame) => sum + (frame.kind === 'text' ? frame.text.length : 0), 0);
    const pages = document.spreads.flatMap((spread) => spread.pages).slice(0, -1);
    const best = pages.filter((page) => page.frames.some((frame) => frame.kind === 'photo')).sort((a, b) => textLength(b) - textLength(a))[0]!;
    expect(textLength(best)).toBeGreaterThan(100);
    const pageNumber = pages.indexOf(best) + 1;
    const pdf = await pdfPagePng(renderInnerPdf, 'inner', pageNumber);
    const { spreadIndex, pageId } = pageRef(pageNumber);
    const svg = await svgPng(spreadIndex, pdf.width, pageId, `inner-${pageNumber}`);
    expect(Math.abs(svg.height - pdf.height)).toBeLessThanOrEqual(1);
    const share = differentShare(pdf, svg, `inner-${pageNumber}`);
    expect(share, `see ${folder}`).toBeLessThan(MAX_DIFFERENT);

    // The comparison can fail: the next page's drawing differs from this page by far more.
    const other = pageRef(pageNumber + 1);
    const otherSvg = await svgPng(other.spreadIndex, pdf.width, other.pageId, `inner-${pageNumber + 1}`);
    expect(differentShare(pdf, otherSvg, `inner-${pageNumber}-vs-${pageNumber + 1}`)).toBeGreaterThan(0.1);
  }, 120_000);

  it('the cover (back, spine, front with the hardcover wrap): under 2 % of pixels differ', async () => {
    const pdf = await pdfPagePng(renderCoverPdf, 'cover', 1);
    const svg = await svgPng(COVER_SPREAD_INDEX, pdf.width, undefined, 'cover');
    expect(Math.abs(svg.height - pdf.height)).toBeLessThanOrEqual(1);
    expect(differentShare(pdf, svg, 'cover'), `see ${folder}`).toBeLessThan(MAX_DIFFERENT);
  }, 120_000);
});
