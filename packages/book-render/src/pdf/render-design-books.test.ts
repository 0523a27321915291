// Books as customers make them — the designs' own cover and page layouts (compare/design-book.ts), not
// the hand-built fixture — through the printer's checks: qpdf clean, trim and bleed boxes on every
// page, every font embedded as a subset; a proof with exactly the print's boxes; the lettered
// hardcover spine inside its spine.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { layoutSpread, type LayoutResources, type TextDraw } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, PT_PER_MM, type BookDocument } from '@eb/book-model';
import { FORMATS, PAPERS } from '@eb/catalogue/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designBook } from '../compare/design-book';
import { makeTestPhotos, testPhotoSource, type TestPhoto } from '../compare/photos';
import { createNodeLayoutResources } from '../fonts-node';
import { renderCoverPdf, renderInnerPdf } from './render';
import { pageBoxes, pdfFonts, pdfInfo, pdfWords, qpdfCheck, type PageBoxes } from './testing/pdf-tools';
import type { RenderInput, RenderMode } from './types';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');

let folder: string;
let photos: TestPhoto[];
let resources: LayoutResources;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-design-books-'));
  // Small originals keep the suite quick; 300-dpi resampling is render-photos' subject.
  photos = await makeTestPhotos([
    { widthPx: 900, heightPx: 600 },
    { widthPx: 600, heightPx: 800 },
    { widthPx: 700, heightPx: 700 },
  ]);
  resources = await createNodeLayoutResources(new Map(photos.map((photo) => [photo.id, photo])));
}, 60_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function render(part: typeof renderInnerPdf, document: BookDocument, mode: RenderMode, name: string): Promise<string> {
  const file = join(folder, `${name}-${mode}.pdf`);
  const input: RenderInput = { document, resources, photos: testPhotoSource(photos), mode, assetRoot: ASSET_ROOT };
  const out = createWriteStream(file);
  await part(input, out);
  await finished(out);
  return file;
}

/** MediaBox = BleedBox = trim + 3 mm each side, TrimBox at the trim, for a sheet of this trim (mm). */
function expectSheet(page: PageBoxes, trim: { widthMm: number; heightMm: number }): void {
  const k = PT_PER_MM;
  const [width, height, bleed] = [(trim.widthMm + 6) * k, (trim.heightMm + 6) * k, 3 * k];
  const near = (actual: number[], expected: number[]) => actual.forEach((value, index) => expect(Math.abs(value - expected[index]!), `${actual.join(' ')} vs ${expected.join(' ')}`).toBeLessThan(0.011));
  near([page.mediaBox.x0, page.mediaBox.y0, page.mediaBox.x1, page.mediaBox.y1], [0, 0, width, height]);
  near([page.bleedBox.x0, page.bleedBox.y0, page.bleedBox.x1, page.bleedBox.y1], [0, 0, width, height]);
  near([page.trimBox.x0, page.trimBox.y0, page.trimBox.x1, page.trimBox.y1], [bleed, bleed, width - bleed, height - bleed]);
}

const BOOKS = [
  { formatId: 2, paperId: 1, themeId: 103 },
  { formatId: 2, paperId: 3, themeId: 104 },
  { formatId: 4, paperId: 3, themeId: 105 },
].map((book) => ({ ...book, format: FORMATS.find((format) => format.id === book.formatId)!, paper: PAPERS.find((paper) => paper.id === book.paperId)! }));

describe.each(BOOKS)('a $format.description book on $paper.description from design $themeId’s layouts', { timeout: 120_000 }, ({ format, paper, themeId }) => {
  const trim = { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm };
  const pages = paper.minPages;
  const name = `${format.id}-${paper.id}-${themeId}`;
  let document: BookDocument;
  beforeAll(() => {
    document = designBook({ formatId: format.id, paperId: paper.id, themeId, pageCount: pages, photos });
  });

  it('inner pages: qpdf clean, the exact page count, trim and bleed boxes on every page, fonts embedded; the proof has the same boxes', async () => {
    const file = await render(renderInnerPdf, document, 'print', `inner-${name}`);
    const check = qpdfCheck(file);
    expect(check.ok, check.output).toBe(true);
    expect(Number(pdfInfo(file).Pages)).toBe(pages);
    const boxes = pageBoxes(file, pages);
    expect(boxes).toHaveLength(pages);
    for (const page of boxes) expectSheet(page, trim);
    const fonts = pdfFonts(file);
    // The designs' layouts set text on the pages: their fonts must travel with the file.
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });

    const proof = await render(renderInnerPdf, document, 'proof', `inner-${name}`);
    expect(qpdfCheck(proof).ok).toBe(true);
    expect(pageBoxes(proof, pages)).toEqual(boxes);
  });

  it('cover: one sheet of the binding’s geometry, qpdf clean, fonts embedded; the proof has the same box', async () => {
    const file = await render(renderCoverPdf, document, 'print', `cover-${name}`);
    expect(qpdfCheck(file).ok).toBe(true);
    expect(Number(pdfInfo(file).Pages)).toBe(1);
    const list = layoutSpread(document, COVER_SPREAD_INDEX, resources);
    const [page] = pageBoxes(file, 1);
    expectSheet(page!, list.trim);
    for (const font of pdfFonts(file)) expect(font, font.name).toMatchObject({ embedded: true, subset: true });
    const proof = await render(renderCoverPdf, document, 'proof', `cover-${name}`);
    expect(pageBoxes(proof, 1)).toEqual([page]);
  });
});

describe('the lettered hardcover spine', { timeout: 120_000 }, () => {
  it.each([26, 96])('at %i pages the spine title lies inside the spine', async (pageCount) => {
    const document = designBook({ formatId: 1, paperId: 2, themeId: 101, pageCount, photos, title: 'Jürgen Weiß' });
    const list = layoutSpread(document, COVER_SPREAD_INDEX, resources);
    const spine = list.pages.find((page) => page.role === 'spine')!;
    const spineText = spine.items.filter((item): item is TextDraw => item.kind === 'text');
    const letters = spineText.flatMap((draw) => draw.lines.flatMap((line) => line.runs.map((run) => run.text))).join(' ');
    // The design's spine layout letters it, and the title fits (nothing lost to overflow).
    expect(letters).toContain('Jürgen');
    expect(list.overflow.filter((entry) => entry.pageId === spine.pageId)).toEqual([]);

    const file = await render(renderCoverPdf, document, 'print', `spine-${pageCount}`);
    expect(qpdfCheck(file).ok).toBe(true);
    // pdftotext's boxes are in points from the sheet's top left; the sheet starts 3 mm before the trim.
    const toPt = (mm: number) => (mm + list.bleedMm) * PT_PER_MM;
    const box = { left: toPt(spine.trimBox.xMm), right: toPt(spine.trimBox.xMm + spine.trimBox.widthMm), top: toPt(spine.trimBox.yMm), bottom: toPt(spine.trimBox.yMm + spine.trimBox.heightMm) };
    // The front letters the title across the board; the spine's runs along it: taller than wide.
    const words = pdfWords(file, 1).filter((word) => ['Jürgen', 'Weiß'].includes(word.text) && word.yMax - word.yMin > word.xMax - word.xMin);
    expect(words.map((word) => word.text).sort()).toEqual(['Jürgen', 'Weiß']);
    for (const word of words) {
      expect(word.xMin, `${word.text} left of the spine (${box.left})`).toBeGreaterThanOrEqual(box.left);
      expect(word.xMax, `${word.text} right of the spine (${box.right})`).toBeLessThanOrEqual(box.right);
      expect(word.yMin).toBeGreaterThanOrEqual(box.top);
      expect(word.yMax).toBeLessThanOrEqual(box.bottom);
    }
  });
});
