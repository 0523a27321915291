import sharp, { type Exif } from 'sharp';

/**
 * Photos made for tests: a landscape picture whose left half is red and right half blue, so a test
 * can tell which way it was turned; with EXIF as a phone writes it where asked.
 */
export async function testJpeg(options: { width?: number; height?: number; orientation?: number; exif?: Exif; quality?: number } = {}): Promise<Buffer> {
  const { width = 800, height = 600 } = options;
  let image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .jpeg({ quality: options.quality ?? 85 });
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  // composite + withMetadata need one more pass to be written in one file.
  return image.toBuffer();
}

/** EXIF of a phone photo taken in Munich: place, camera and time. */
export const PHONE_EXIF: Exif = {
  IFD0: { Make: 'Testphone', Model: 'T1' },
  IFD2: { DateTimeOriginal: '2019:07:14 15:03:22' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 0/1' },
};

/** The first bytes of a JPEG: the header is there, the pixels end half-way. */
export function truncated(file: Buffer): Buffer {
  return file.subarray(0, Math.floor(file.length * 0.6));
}
