import { PHOTO_SIZES, UPLOAD_MESSAGES } from '@eb/api-contract';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio, thumbHashToRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { captureDateOf } from './capture-date';
import { makeDerivatives, UnusableImageError } from './image-pipeline';
import { PHONE_EXIF, testJpeg, truncated } from './test-photos';

const NOW = new Date('2026-11-23T12:00:00Z');

/** The colour at a point of a JPEG, as [r, g, b]. */
async function colourAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

describe('making a photo’s preview and thumbnail', () => {
  it('turns a photo upright as the camera recorded it (EXIF orientation 6: the camera was held upright)', async () => {
    // Stored landscape 800 × 600, left half red; orientation 6 means: turn 90° clockwise to show it.
    const derived = await makeDerivatives(await testJpeg({ orientation: 6 }), NOW);
    expect([derived.width, derived.height]).toEqual([600, 800]);
    const preview = await sharp(derived.preview).metadata();
    expect([preview.width, preview.height, preview.orientation]).toEqual([600, 800, undefined]);
    // Turned clockwise, the left (red) half is now on top.
    expect(isRed(await colourAt(derived.preview, 300, 50))).toBe(true);
    expect(isBlue(await colourAt(derived.preview, 300, 750))).toBe(true);
    const thumbnail = await sharp(derived.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([300, 400]);
  });

  it('lets no metadata leave: no EXIF (place, camera), no XMP, no ICC profile in preview or thumbnail; reads the capture date', async () => {
    const original = await testJpeg({ exif: PHONE_EXIF });
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('Testphone'))).toBe(true);
    const derived = await makeDerivatives(original, NOW);
    for (const file of [derived.preview, derived.thumbnail]) {
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(file.includes(Buffer.from('Testphone'))).toBe(false);
    }
    expect(derived.takenAt).toBe('2019-07-14T15:03:22');
  });

  it('makes the preview 1600 px and the thumbnail 400 px on the long side, and never enlarges a small photo', async () => {
    const large = await makeDerivatives(await testJpeg({ width: 4000, height: 3000 }), NOW);
    expect([(await sharp(large.preview).metadata()).width, (await sharp(large.thumbnail).metadata()).width]).toEqual([PHOTO_SIZES.preview, PHOTO_SIZES.thumbnail]);
    expect([large.width, large.height]).toEqual([4000, 3000]);
    const small = await makeDerivatives(await testJpeg({ width: 300, height: 200 }), NOW);
    expect((await sharp(small.preview).metadata()).width).toBe(300);
    expect((await sharp(small.thumbnail).metadata()).width).toBe(300);
  });

  it.each([
    ['a 16-bit PNG', () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).toColourspace('rgb16').png().toBuffer()],
    ['a CMYK JPEG', () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).toColourspace('cmyk').jpeg().toBuffer()],
    ['a WebP', () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).webp().toBuffer()],
  ])('turns %s into 8-bit sRGB JPEGs of the same colour', async (_name, make) => {
    const derived = await makeDerivatives(await make(), NOW);
    for (const file of [derived.preview, derived.thumbnail]) {
      const metadata = await sharp(file).metadata();
      expect([metadata.format, metadata.space, metadata.channels, metadata.depth]).toEqual(['jpeg', 'srgb', 3, 'uchar']);
      const [r, g, b] = await colourAt(file, 10, 10);
      // #336699, give or take the CMYK round trip and JPEG.
      expect(Math.abs(r! - 0x33) + Math.abs(g! - 0x66) + Math.abs(b! - 0x99)).toBeLessThan(60);
    }
  });

  it('lays a transparent PNG on white', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const derived = await makeDerivatives(png, NOW);
    expect((await sharp(derived.preview).metadata()).channels).toBe(3);
    expect((await colourAt(derived.preview, 100, 50)).every((value) => value > 245)).toBe(true);
  });

  it('gives a ThumbHash placeholder of the photo’s shape and colour', async () => {
    const derived = await makeDerivatives(await testJpeg({ width: 800, height: 400 }), NOW);
    const hash = Buffer.from(derived.placeholder, 'base64');
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);
    const { rgba, w } = thumbHashToRGBA(hash);
    // Left red, right blue.
    expect(rgba[0]!).toBeGreaterThan(rgba[2]!);
    expect(rgba[(w - 1) * 4 + 2]!).toBeGreaterThan(rgba[(w - 1) * 4]!);
  });

  it('refuses a truncated JPEG as damaged (the decoder’s warning is an error)', async () => {
    const cut = truncated(await testJpeg({ width: 1200, height: 900, quality: 95 }));
    const refusal = await makeDerivatives(cut, NOW).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnusableImageError);
    expect((refusal as UnusableImageError).reason).toBe(UPLOAD_MESSAGES.damaged);
  });

  it('refuses what is no image at all as damaged', async () => {
    await expect(makeDerivatives(Buffer.from('kein Bild, nur Text'), NOW)).rejects.toBeInstanceOf(UnusableImageError);
  });
});

describe('the capture date', () => {
  const exifWith = async (date: string) => (await sharp(await testJpeg({ exif: { IFD2: { DateTimeOriginal: date } } })).metadata()).exif;

  it('is the camera’s local time as text, without a zone', async () => {
    expect(captureDateOf(await exifWith('2001:02:03 04:05:06'), NOW)).toBe('2001-02-03T04:05:06');
  });

  it.each(['0000:00:00 00:00:00', '2099:01:01 00:00:00', 'gestern', '    :  :     :  :  '])('is null for the nonsense %j', async (date) => {
    expect(captureDateOf(await exifWith(date), NOW)).toBeNull();
  });

  it('is null without EXIF or with broken EXIF', () => {
    expect(captureDateOf(undefined, NOW)).toBeNull();
    expect(captureDateOf(Buffer.from('Exif\0\0kaputt'), NOW)).toBeNull();
  });
});
