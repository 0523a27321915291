import { PHOTO_SIZES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@eb/api-contract';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { captureDateOf } from './capture-date';

/** The image itself is unusable (damaged, cut off, too large): refusing it is the answer, retrying is not. */
export class UnusableImageError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnusableImageError';
  }
}

export interface Derivatives {
  /** JPEG, sRGB, no metadata at all. */
  preview: Buffer;
  thumbnail: Buffer;
  /** After the EXIF orientation is applied. */
  width: number;
  height: number;
  takenAt: string | null;
  /** ThumbHash, base64. */
  placeholder: string;
}

const INPUT: SharpOptions = {
  // Every warning of the decoder is a refusal: a truncated or damaged file never becomes a photo.
  failOn: 'warning',
  // The upload checked the header already; this guards the decoder should anything slip through.
  limitInputPixels: UPLOAD_LIMITS.maxPixels,
};
const PLACEHOLDER_PX = 100;

/**
 * Preview and thumbnail of an original, decoded once: the decoder shrinks while it reads (a JPEG at
 * 1/2, 1/4 or 1/8 of its size) straight to the preview's pixels, upright and in sRGB; the thumbnail
 * and the placeholder are made from those pixels. sharp writes no metadata unless asked to, so no
 * EXIF (place, camera, time), XMP or ICC profile ever leaves with a derivative; sRGB is the JPEG's
 * assumed colour space. Transparency is laid on white, as it would be printed.
 */
export async function makeDerivatives(original: Buffer, now: Date): Promise<Derivatives> {
  let metadata: Metadata;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    metadata = await sharp(original, INPUT).metadata();
    pixels = await sharp(original, INPUT)
      .rotate()
      .resize({ width: PHOTO_SIZES.preview, height: PHOTO_SIZES.preview, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new UnusableImageError(tooLarge ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.damaged);
  }

  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const [preview, thumbnail, small] = await Promise.all([
    sharp(pixels.data, raw).jpeg({ quality: 82, progressive: true }).toBuffer(),
    sharp(pixels.data, raw)
      .resize({ width: PHOTO_SIZES.thumbnail, height: PHOTO_SIZES.thumbnail, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer(),
    sharp(pixels.data, raw).resize({ width: PLACEHOLDER_PX, height: PLACEHOLDER_PX, fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  return {
    preview,
    thumbnail,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    takenAt: captureDateOf(metadata.exif, now),
    placeholder: Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString('base64'),
  };
}
