import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coverGeometry, PT_PER_MM } from '@eb/book-model';
import { FORMATS, PAPERS } from '@eb/catalogue/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';
import { renderCoverPdf, renderInnerPdf } from './render';
import { fixtureBook, fixturePhotoSource, upright, type FixturePhoto } from './testing/book-fixture';
import { pageBoxes, pdfFonts, pdfImages, pdfInfo, qpdfCheck, type PdfBox } from './testing/pdf-tools';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');
// Small originals keep the suite quick; the 300-dpi resampling of large ones is tested in render-photos.
const PHOTOS: FixturePhoto[] = [
  { id: 'landscape', widthPx: 900, heightPx: 600 },
  { id: 'portrait', widthPx: 600, heightPx: 800 },
];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-formats-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Every active format with every paper that prices it, at the paper's smallest page count. */
const combinations = PAPERS.flatMap((paper) =>
  paper.prices.map((price) => ({ paper, format: FORMATS.find((format) => format.id === price.formatId && format.active)! })).filter((combo) => combo.format),
);

const expectBox = (box: PdfBox | undefined, expected: [number, number, number, number]): void => {
  expect(box, 'box present').toBeDefined();
  const actual = [box!.x0, box!.y0, box!.x1, box!.y1];
  actual.forEach((value, index) => expect(Math.abs(value - expected[index]!), `box ${actual.join(' ')} vs ${expected.map((n) => n.toFixed(2)).join(' ')}`).toBeLessThan(0.011));
};

describe.each(combinations)('a $format.description book on $paper.description', { timeout: 60_000 }, ({ format, paper }) => {
  const trim = { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm };
  const document = fixtureBook({ formatId: format.id, paperId: paper.id, pageCount: paper.minPages, trim, photos: PHOTOS });
  const photos = fixturePhotoSource(PHOTOS);
  const sizes = new Map(PHOTOS.map((photo) => [photo.id, upright(photo)]));

  it('prints every inner page with trim and bleed boxes, embedded subset fonts and clean structure', async () => {
    const file = join(folder, `inner-${format.id}-${paper.id}.pdf`);
    const progress: number[] = [];
    const resources = await createNodeLayoutResources(sizes);
    const result = await renderInnerPdf({ document, resources, photos, mode: 'print', assetRoot: ASSET_ROOT, onPage: (done, total) => progress.push(done / total) }, createWriteStream(file));

    expect(result.pageCount).toBe(paper.minPages);
    expect(progress.at(-1)).toBe(1);
    const check = qpdfCheck(file);
    expect(check.ok, check.output).toBe(true);
    const info = pdfInfo(file);
    expect(Number(info.Pages)).toBe(paper.minPages);
    expect(info['PDF version']).toBe('1.6');
    expect(info.Encrypted).toBe('no');

    const k = PT_PER_MM;
    const bleed = 3 * k;
    const width = (trim.widthMm + 6) * k;
    const height = (trim.heightMm + 6) * k;
    const boxes = pageBoxes(file, paper.minPages);
    expect(boxes).toHaveLength(paper.minPages);
    for (const page of boxes) {
      expectBox(page.mediaBox, [0, 0, width, height]);
      expectBox(page.bleedBox, [0, 0, width, height]);
      expectBox(page.trimBox, [bleed, bleed, width - bleed, height - bleed]);
    }

    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });

    // One photo per page, each a JPEG no larger than its original (small originals are never upsampled).
    const images = pdfImages(file);
    expect(images).toHaveLength(paper.minPages);
    for (const image of images) {
      expect(image.encoding).toBe('jpeg');
      expect(image.color).toBe('rgb');
      expect(image.width).toBeLessThanOrEqual(900);
      expect(image.height).toBeLessThanOrEqual(800);
    }
  });

  it('prints the cover as one sheet of back, spine and front, its trim the binding geometry', async () => {
    const file = join(folder, `cover-${format.id}-${paper.id}.pdf`);
    const resources = await createNodeLayoutResources(sizes);
    const result = await renderCoverPdf({ document, resources, photos, mode: 'print', assetRoot: ASSET_ROOT }, createWriteStream(file));

    expect(result.pageCount).toBe(1);
    expect(qpdfCheck(file).ok).toBe(true);
    const geometry = coverGeometry(trim, paper.minPages, paper.binding);
    const k = PT_PER_MM;
    const [page] = pageBoxes(file, 1);
    const width = (geometry.trim.widthMm + 6) * k;
    const height = (geometry.trim.heightMm + 6) * k;
    expectBox(page?.mediaBox, [0, 0, width, height]);
    expectBox(page?.bleedBox, [0, 0, width, height]);
    expectBox(page?.trimBox, [3 * k, 3 * k, width - 3 * k, height - 3 * k]);
    if (paper.binding.kind === 'hardcover') expect(geometry.trim.widthMm).toBeGreaterThan(2 * trim.widthMm + 2 * paper.binding.wrapMm);
    for (const font of pdfFonts(file)) expect(font, font.name).toMatchObject({ embedded: true, subset: true });
  });
});
