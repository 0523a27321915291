import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageDraw } from '@eb/book-layout';
import type { Box } from '@eb/book-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';
import { PHOTOS_IN_FLIGHT } from './photo-lookahead';
import { renderInnerPdf } from './render';
import { firstPageLayout, fixtureBook, fixturePhotoSource, placedImage, upright, type FixturePhoto } from './testing/book-fixture';
import { pdfImages, pdfText, qpdfCheck } from './testing/pdf-tools';
import type { PhotoSource, RenderMode } from './types';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');
const TRIM = { widthMm: 200, heightMm: 200 };

const PHOTOS: FixturePhoto[] = [
  { id: 'large', widthPx: 3000, heightPx: 2000 },
  { id: 'small', widthPx: 400, heightPx: 300 },
  // Stored landscape with EXIF orientation 6: upright it is a portrait 800 × 1200.
  { id: 'turned', widthPx: 1200, heightPx: 800, orientation: 6 },
];
const byId = new Map(PHOTOS.map((photo) => [photo.id, photo]));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-photos-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** An image draw as the layout makes it: the centred crop filling the frame. */
const imageDraw = (photoId: string, clip: Box, rotationDeg = 0): ImageDraw => placedImage(photoId, clip, upright(byId.get(photoId)!), rotationDeg);

/** A two-page book whose first page shows the given draws (hand-made display lists, no layout function). */
async function render(draws: ImageDraw[], mode: RenderMode, photos: PhotoSource = fixturePhotoSource(PHOTOS)): Promise<string> {
  const document = fixtureBook({ formatId: 2, paperId: 3, pageCount: 2, trim: TRIM, photos: PHOTOS });
  const file = join(folder, `${mode}-${draws.map((draw) => draw.photoId).join('-')}-${Math.random().toString(36).slice(2)}.pdf`);
  const layout = firstPageLayout(TRIM, draws);
  const resources = await createNodeLayoutResources(new Map(PHOTOS.map((photo) => [photo.id, upright(photo)])));
  await renderInnerPdf({ document, resources, photos, mode, assetRoot: ASSET_ROOT, layout }, createWriteStream(file));
  expect(qpdfCheck(file).ok).toBe(true);
  return file;
}

const px = (mm: number, dpi: number): number => Math.round((mm / 25.4) * dpi);

// Real JPEGs are made and resampled with sharp: seconds each on a busy two-core machine.
describe('photos in the print PDF', { timeout: 60_000 }, () => {
  it('resamples a large original to exactly 300 dpi at its placed size, cropped as placed', async () => {
    // 3000 × 2000 in a 100 × 50 mm frame: the crop is 3000 × 1500 px, printed at 1181 × 591 px.
    const file = await render([imageDraw('large', { xMm: 20, yMm: 30, widthMm: 100, heightMm: 50 })], 'print');
    const [image] = pdfImages(file);
    expect(image).toMatchObject({ page: 1, width: px(100, 300), height: px(50, 300), encoding: 'jpeg', color: 'rgb', xPpi: 300, yPpi: 300 });
  });

  it('never upsamples a small original: its cropped pixels go in as they are', async () => {
    // 400 × 300 in the same frame: the crop is 400 × 200 px, about 102 dpi, kept.
    const file = await render([imageDraw('small', { xMm: 20, yMm: 30, widthMm: 100, heightMm: 50 })], 'print');
    const [image] = pdfImages(file);
    expect(image).toMatchObject({ width: 400, height: 200 });
    expect(image!.xPpi).toBeLessThan(300);
  });

  it('applies the EXIF orientation before cropping (the crop is normalised to the upright photo)', async () => {
    const file = await render([imageDraw('turned', { xMm: 20, yMm: 30, widthMm: 40, heightMm: 60 })], 'print');
    const [image] = pdfImages(file);
    expect(image).toMatchObject({ width: px(40, 300), height: px(60, 300) });
  });

  it('draws a rotated frame with its photo at full resolution', async () => {
    const file = await render([imageDraw('large', { xMm: 40, yMm: 40, widthMm: 80, heightMm: 60 }, 15)], 'print');
    const [image] = pdfImages(file);
    expect(image).toMatchObject({ width: px(80, 300), height: px(60, 300) });
  });

  it('proof mode: photos from the preview at screen resolution and "Vorschau" on every page, with the same boxes', async () => {
    const file = await render([imageDraw('large', { xMm: 20, yMm: 30, widthMm: 100, heightMm: 50 })], 'proof');
    const [image] = pdfImages(file);
    // The preview (1600 × 1067) is resized whole, then the crop's whole pixels are cut: up to one
    // pixel more than the frame's exact size, which the clip trims.
    expect(image!.width - px(100, 100)).toBeGreaterThanOrEqual(0);
    expect(image!.width - px(100, 100)).toBeLessThanOrEqual(1);
    expect(image!.height - px(50, 100)).toBeGreaterThanOrEqual(0);
    expect(image!.height - px(50, 100)).toBeLessThanOrEqual(1);
    // The mark runs diagonally, so the extracted letters come in pieces: compare without whitespace.
    for (const page of [1, 2]) expect(pdfText(file, page).replace(/\s+/g, '')).toContain('Vorschau');
  });

  it('print mode carries no proof mark', async () => {
    const file = await render([imageDraw('small', { xMm: 20, yMm: 30, widthMm: 100, heightMm: 50 })], 'print');
    expect(pdfText(file).replace(/\s+/g, '')).not.toContain('Vorschau');
  });

  it(`asks for the photos in drawing order, at most ${PHOTOS_IN_FLIGHT} at a time (the one drawn and the next)`, async () => {
    const source = fixturePhotoSource(PHOTOS);
    let inFlight = 0;
    let maxInFlight = 0;
    const slow: PhotoSource = {
      original: async (id) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const bytes = await source.original(id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        // Held until preparePhoto has resampled it and the image is on the page.
        queueMicrotask(() => (inFlight -= 1));
        return bytes;
      },
      preview: (id) => source.preview(id),
    };
    const clip = (x: number): Box => ({ xMm: x, yMm: 20, widthMm: 40, heightMm: 40 });
    await render([imageDraw('large', clip(10)), imageDraw('small', clip(60)), imageDraw('turned', clip(110))], 'print', slow);
    expect(source.reads).toEqual(['original:large', 'original:small', 'original:turned']);
    expect(maxInFlight).toBe(PHOTOS_IN_FLIGHT);
  });
});
