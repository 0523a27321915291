import type { ImageDraw } from '@eb/book-layout';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePhoto } from './draw-image';

// Stored 240 × 160 in four flat quarters: red top left, green top right, blue bottom left, white bottom right.
async function quarters(orientation: number): Promise<Buffer> {
  const quarter = (r: number, g: number, b: number) => ({ create: { width: 120, height: 80, channels: 3 as const, background: { r, g, b } } });
  const tiles = await Promise.all([quarter(255, 0, 0), quarter(0, 255, 0), quarter(0, 0, 255), quarter(255, 255, 255)].map((tile) => sharp(tile).png().toBuffer()));
  return sharp({ create: { width: 240, height: 160, channels: 3, background: '#000' } })
    .composite(tiles.map((input, n) => ({ input, left: (n % 2) * 120, top: Math.floor(n / 2) * 80 })))
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The colour (nearest of the four) at fractional positions of an image. */
async function colours(image: Sharp, points: [number, number][]): Promise<string[]> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return points.map(([fx, fy]) => {
    const x = Math.min(info.width - 1, Math.floor(fx * info.width));
    const y = Math.min(info.height - 1, Math.floor(fy * info.height));
    const at = (y * info.width + x) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!].map((value) => value > 128);
    return r && g && b ? 'white' : r ? 'red' : g ? 'green' : b ? 'blue' : 'black';
  });
}

// Probes inside the crop (0.1..0.9 of a 0.2..0.8 crop), away from the quarters' edges.
const scaleOf = (mmPerPx: number): number => Math.min(1, mmPerPx / 0.1);

const PROBES: [number, number][] = [
  [0.15, 0.15],
  [0.85, 0.15],
  [0.15, 0.85],
  [0.85, 0.85],
  [0.3, 0.6],
];

describe('preparePhoto', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('cuts the crop from the upright photo for EXIF orientation %i, resized or not', async (orientation) => {
    const bytes = await quarters(orientation);
    const meta = await sharp(bytes).metadata();
    const { width, height } = meta.autoOrient;
    const crop = { x: 0.2, y: 0.1, width: 0.7, height: 0.8 };
    // The reference: sharp's own autoOrient, then the crop.
    const region = { left: Math.round(crop.x * width), top: Math.round(crop.y * height), width: Math.round(crop.width * width), height: Math.round(crop.height * height) };
    const expected = await colours(sharp(bytes, { autoOrient: true }).extract(region), PROBES);
    // At 254 dpi (10 px per mm): placed at 0.1 mm per pixel it stays full size, at 0.05 mm it is halved.
    for (const mmPerPx of [0.1, 0.05]) {
      const placement = { xMm: 0, yMm: 0, widthMm: width * mmPerPx, heightMm: height * mmPerPx };
      const draw: ImageDraw = { kind: 'image', frameId: 'f', photoId: 'p', clip: placement, placement, crop, rotationDeg: 0, effectiveDpi: 254 };
      const photo = await preparePhoto(bytes, draw, 254);
      expect(photo.widthPx).toBe(Math.round(crop.width * width * scaleOf(mmPerPx)));
      expect(photo.heightPx).toBe(Math.round(crop.height * height * scaleOf(mmPerPx)));
      const meta = await sharp(photo.jpeg).metadata();
      expect([meta.width, meta.height, meta.orientation]).toEqual([photo.widthPx, photo.heightPx, undefined]);
      expect(await colours(sharp(photo.jpeg), PROBES), `orientation ${orientation}, ${mmPerPx} mm per px`).toEqual(expected);
    }
  });
});
