import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { ImageDraw } from '@eb/book-layout';
import type { Box } from '@eb/book-model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';
import { renderInnerPdf } from './render';
import { firstPageLayout, fixtureBook, placedImage } from './testing/book-fixture';
import { pdfImageFiles, pdfImages, qpdfCheck } from './testing/pdf-tools';
import type { PhotoSource } from './types';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');
const TRIM = { widthMm: 200, heightMm: 200 };
/** The colour every test photo means, in sRGB. */
const BRICK = { r: 200, g: 100, b: 50 };
const SIZE = { widthPx: 400, heightPx: 300 };

let folder: string;
const photos = new Map<string, Buffer>();
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-colour-'));
  const brick = () => sharp({ create: { width: SIZE.widthPx, height: SIZE.heightPx, channels: 3, background: BRICK } });
  // Display P3: the same colour in the wider space's numbers, with the P3 profile embedded.
  photos.set('p3', await brick().withIccProfile('p3').jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer());
  // CMYK as print shops' stock photos come, 4:2:0 as most cameras write.
  photos.set('cmyk', await brick().toColourspace('cmyk').jpeg({ quality: 95 }).toBuffer());
  photos.set('srgb', await brick().jpeg({ quality: 95, chromaSubsampling: '4:2:0' }).toBuffer());
  // A PNG whose left half is transparent (a cut-out), right half opaque blue.
  const blue = await sharp({ create: { width: SIZE.widthPx / 2, height: SIZE.heightPx, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } }).png().toBuffer();
  photos.set(
    'cut-out',
    await sharp({ create: { width: SIZE.widthPx, height: SIZE.heightPx, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: blue, left: SIZE.widthPx / 2, top: 0 }])
      .png()
      .toBuffer(),
  );
  photos.set('cut-out-webp', await sharp(photos.get('cut-out')!).webp({ lossless: true }).toBuffer());
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const source: PhotoSource = {
  original: async (id) => photos.get(id)!,
  preview: async (id) => photos.get(id)!,
};

const imageDraw = (photoId: string, clip: Box): ImageDraw => placedImage(photoId, clip, SIZE);

async function renderPhotos(ids: string[]): Promise<string> {
  const document = fixtureBook({ formatId: 2, paperId: 3, pageCount: 2, trim: TRIM, photos: [{ id: 'srgb', ...SIZE }] });
  const draws = ids.map((id, index) => imageDraw(id, { xMm: 10 + (index % 3) * 60, yMm: 10 + Math.floor(index / 3) * 50, widthMm: 40, heightMm: 30 }));
  const layout = firstPageLayout(TRIM, draws);
  const resources = await createNodeLayoutResources(new Map([...photos.keys()].map((id) => [id, SIZE])));
  const file = join(folder, `${ids.join('-')}.pdf`);
  const out = createWriteStream(file);
  await renderInnerPdf({ document, resources, photos: source, mode: 'print', assetRoot: ASSET_ROOT, layout }, out);
  await finished(out);
  expect(qpdfCheck(file).ok).toBe(true);
  return file;
}

/** The average colour of a region (fractions of the image) of a JPEG, as decoded without colour management. */
async function colourAt(jpeg: Buffer, region: { x: number; width: number }): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).keepIccProfile().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = Math.floor(info.height * 0.2); y < info.height * 0.8; y++) {
    for (let x = Math.floor(info.width * (region.x + region.width * 0.2)); x < info.width * (region.x + region.width * 0.8); x++) {
      const at = (y * info.width + x) * info.channels;
      for (let c = 0; c < 3; c++) sums[c]! += data[at + c]!;
      count += 1;
    }
  }
  return sums.map((sum) => Math.round(sum / count)) as [number, number, number];
}

describe('colour of the photos in the print PDF', { timeout: 60_000 }, () => {
  it('embeds every photo as an sRGB JPEG with 4:4:4 chroma, whatever the original was', async () => {
    const ids = ['p3', 'cmyk', 'srgb', 'cut-out', 'cut-out-webp'];
    const file = await renderPhotos(ids);
    expect(pdfImages(file).map((image) => [image.encoding, image.color])).toEqual(ids.map(() => ['jpeg', 'rgb']));
    const files = pdfImageFiles(file, join(folder, 'all'));
    expect(files).toHaveLength(ids.length);
    for (const [index, path] of files.entries()) {
      const meta = await sharp(await readFile(path)).metadata();
      expect([ids[index], meta.format, meta.space, meta.channels, meta.chromaSubsampling]).toEqual([ids[index], 'jpeg', 'srgb', 3, '4:4:4']);
    }
  });

  it('converts a Display P3 original into sRGB numbers (the PDF has no room for its profile)', async () => {
    // The test can fail: the P3 file's own numbers are far from the sRGB ones.
    const own = await colourAt(photos.get('p3')!, { x: 0, width: 1 });
    expect(Math.max(...own.map((value, c) => Math.abs(value - [BRICK.r, BRICK.g, BRICK.b][c]!)))).toBeGreaterThan(8);
    const [path] = pdfImageFiles(await renderPhotos(['p3']), join(folder, 'p3'));
    const printed = await colourAt(await readFile(path!), { x: 0, width: 1 });
    printed.forEach((value, c) => expect(Math.abs(value - [BRICK.r, BRICK.g, BRICK.b][c]!)).toBeLessThanOrEqual(4));
  });

  it('converts a CMYK original into sRGB as sharp converts it', async () => {
    const [path] = pdfImageFiles(await renderPhotos(['cmyk']), join(folder, 'cmyk'));
    const expected = await colourAt(await sharp(photos.get('cmyk')!).toColourspace('srgb').jpeg({ quality: 100 }).toBuffer(), { x: 0, width: 1 });
    const printed = await colourAt(await readFile(path!), { x: 0, width: 1 });
    printed.forEach((value, c) => expect(Math.abs(value - expected[c]!)).toBeLessThanOrEqual(4));
  });

  it.each(['cut-out', 'cut-out-webp'])('prints the transparent part of a %s photo white, not black', async (id) => {
    const [path] = pdfImageFiles(await renderPhotos([id]), join(folder, id));
    const jpeg = await readFile(path!);
    (await colourAt(jpeg, { x: 0, width: 0.5 })).forEach((value) => expect(value).toBeGreaterThan(250));
    const [r, g, b] = await colourAt(jpeg, { x: 0.5, width: 0.5 });
    expect([r < 10, g < 10, b > 245]).toEqual([true, true, true]);
  });
});
