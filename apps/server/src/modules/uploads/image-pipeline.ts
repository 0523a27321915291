import { PHOTO_SIZES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@eb/api-contract';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { captureDateOf } from './capture-date';
import { createDecodeBudget } from './decode-budget';

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

// libvips keeps recent operations for reuse (up to 50 MB); a server sees each photo once and gains nothing.
sharp.cache(false);

/** Every decode of this process draws on one allowance: at most one largest photo's pixels at a time. */
export const DECODE_BUDGET = createDecodeBudget(UPLOAD_LIMITS.maxPixels);

/**
 * Preview and thumbnail of an original — a file's path (processing: never the whole file in memory)
 * or its bytes — decoded once: the decoder shrinks while it reads (a JPEG at 1/2, 1/4 or 1/8 of its
 * size) straight to the preview's pixels, upright and in sRGB; the thumbnail and the placeholder
 * are made from those pixels. The header (size, orientation, EXIF) comes from the same sharp
 * instance before the decode waits for its share of DECODE_BUDGET. sharp writes no metadata unless
 * asked to, so no EXIF (place, camera, time), XMP or ICC profile ever leaves with a derivative; sRGB
 * is the JPEG's assumed colour space. Transparency is laid on white, as it would be printed.
 */
export async function makeDerivatives(original: Buffer | string, now: Date): Promise<Derivatives> {
  const image = sharp(original, INPUT);
  let metadata: Metadata;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    metadata = await image.metadata();
    pixels = await DECODE_BUDGET.run(metadata.width * metadata.height, () =>
      image
        .rotate()
        .resize({ width: PHOTO_SIZES.preview, height: PHOTO_SIZES.preview, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // The file to read is gone: the server's trouble, not the photo's (retried, never refused).
    if (/input file is missing/i.test(message)) throw error;
    throw new UnusableImageError(/pixel limit/i.test(message) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.damaged);
  }

  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const [preview, thumbnail, small] = await Promise.all([
    // Baseline, not progressive: the page fetches the whole file before showing it (with the token), and
    // progressive encoding would cost 40–60 ms of the photo's ~150 (decision 022).
    sharp(pixels.data, raw).jpeg({ quality: 82 }).toBuffer(),
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
