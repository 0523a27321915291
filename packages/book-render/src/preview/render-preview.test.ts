import { layoutSpread, type DisplayList, type LayoutResources } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, type BookDocument } from '@eb/book-model';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { designBook } from '../compare/design-book';
import { makeTestPhotos, testPhotoSource } from '../compare/photos';
import { createNodeLayoutResources } from '../fonts-node';
import type { PhotoSource } from '../pdf/types';
import { renderCoverPreview, renderPageThumbnails, renderSpreadPng } from './render-preview';

let photos: PhotoSource;
let resources: LayoutResources;
let document: BookDocument;

beforeAll(async () => {
  const made = await makeTestPhotos([
    { widthPx: 1200, heightPx: 800 },
    { widthPx: 800, heightPx: 1100 },
  ]);
  photos = testPhotoSource(made);
  resources = await createNodeLayoutResources(new Map(made.map((photo) => [photo.id, photo])));
  // Square 20 × 20 cm, softcover, design Kerzenschein.
  document = designBook({ formatId: 2, paperId: 3, themeId: 102, pageCount: 20, photos: made });
}, 60_000);

const raw = (image: Buffer) => sharp(image).removeAlpha().ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('previews', () => {
  it('the cover preview is the front panel cut at its trim, as the whole cover shows it, about 600 px wide', async () => {
    const jpeg = await renderCoverPreview(document, resources, photos);
    const preview = await raw(jpeg);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    expect(preview.info.width).toBe(600);
    const list = layoutSpread(document, COVER_SPREAD_INDEX, resources);
    const front = list.pages.find((page) => page.role === 'front')!;
    expect(preview.info.height).toBe(Math.round((600 * front.trimBox.heightMm) / front.trimBox.widthMm));

    // The same front cut out of the whole cover drawn at the same scale (trim view: origin at the trim).
    const pxPerMm = 600 / front.trimBox.widthMm;
    const whole = await renderSpreadPng(list, resources, photos, { widthPx: Math.round(list.trim.widthMm * pxPerMm), view: 'trim' });
    const cut = await raw(
      await sharp(whole)
        .extract({ left: Math.round(front.trimBox.xMm * pxPerMm), top: Math.round(front.trimBox.yMm * pxPerMm), width: preview.info.width, height: preview.info.height })
        .toBuffer(),
    );
    const different = pixelmatch(preview.data, cut.data, undefined, preview.info.width, preview.info.height, { threshold: 0.1 });
    expect(different / (preview.info.width * preview.info.height)).toBeLessThan(0.02);
    // …and not the back panel, which would differ by far more.
    const back = list.pages.find((page) => page.role === 'back')!;
    const backCut = await raw(
      await sharp(whole)
        .extract({ left: Math.round(back.trimBox.xMm * pxPerMm), top: Math.round(back.trimBox.yMm * pxPerMm), width: preview.info.width, height: preview.info.height })
        .toBuffer(),
    );
    expect(pixelmatch(preview.data, backCut.data, undefined, preview.info.width, preview.info.height, { threshold: 0.1 }) / (preview.info.width * preview.info.height)).toBeGreaterThan(0.1);
  }, 60_000);

  it('a thumbnail of every inner page, in page order, 300 px wide at the page’s shape', async () => {
    const progress: number[] = [];
    const thumbnails = await renderPageThumbnails(document, resources, photos, { onPage: (done, total) => progress.push(done / total) });
    expect(thumbnails.map((thumbnail) => thumbnail.pageNumber)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(thumbnails.map((thumbnail) => thumbnail.pageId)).toEqual(document.spreads.flatMap((spread) => spread.pages.map((page) => page.id)));
    expect(progress.at(-1)).toBe(1);
    for (const thumbnail of thumbnails.slice(0, 3)) {
      const meta = await sharp(thumbnail.jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
    }
    // Pages with different layouts look different.
    const [first, second] = await Promise.all([raw(thumbnails[0]!.jpeg), raw(thumbnails[1]!.jpeg)]);
    expect(pixelmatch(first.data, second.data, undefined, 300, 300, { threshold: 0.1 })).toBeGreaterThan(300 * 300 * 0.05);
  }, 60_000);

  it('shows the transparent part of a PNG photo as white paper, not black', async () => {
    const blue = await sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } }).png().toBuffer();
    const cutOut = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: blue, left: 100, top: 0 }])
      .png()
      .toBuffer();
    const box = { xMm: 0, yMm: 0, widthMm: 100, heightMm: 50 };
    const list: DisplayList = {
      spreadIndex: 1,
      kind: 'inner',
      trim: { widthMm: 100, heightMm: 50 },
      bleedMm: 0,
      pages: [{ pageId: 'p', role: 'page', pageNumber: 1, trimBox: box, bleedBox: box, items: [{ kind: 'image', frameId: 'f', photoId: 'cut-out', clip: box, placement: box, crop: { x: 0, y: 0, width: 1, height: 1 }, rotationDeg: 0, effectiveDpi: 50 }] }],
      overflow: [],
      lowResolution: [],
      missingPhotos: [],
    };
    const png = await renderSpreadPng(list, resources, { preview: async () => cutOut }, { widthPx: 200 });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // JPEG rounding: within a few levels.
    expect(at(50, 50).every((value) => value > 250)).toBe(true);
    expect(at(150, 50).map((value) => value > 128)).toEqual([false, false, true]);
  });
});
