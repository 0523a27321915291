import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@eb/api-contract';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../../lib/domain-errors';

/** An upload refused for what it is (or claims to be); it leaves nothing behind. */
export class UploadRefusedError extends DomainError {
  constructor(
    readonly statusCode: 400 | 403 | 413 | 415,
    code: string,
    message: string,
  ) {
    super(code, message);
  }
}

/**
 * Keeping the upload failed for a reason on our side (the file storage or the database): the upload
 * stays as it was, and tus clients retry a 5xx by asking HEAD and sending the rest again.
 */
export class UploadUnavailableError extends DomainError {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('UPLOAD_UNAVAILABLE', 'Das Foto konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.');
    this.cause = cause;
  }
}

export const refusals = {
  empty: () => new UploadRefusedError(400, 'EMPTY_FILE', UPLOAD_MESSAGES.empty),
  tooLarge: () => new UploadRefusedError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge),
  quotaExceeded: () => new UploadRefusedError(413, 'QUOTA_EXCEEDED', UPLOAD_MESSAGES.quotaExceeded),
  unreadableFormat: () => new UploadRefusedError(415, 'UNREADABLE_FORMAT', UPLOAD_MESSAGES.unreadableFormat),
  tooManyPixels: () => new UploadRefusedError(413, 'TOO_MANY_PIXELS', UPLOAD_MESSAGES.tooManyPixels),
};

/** The formats kept, by sharp's names. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif';

export const CONTENT_TYPES: Record<PhotoFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heif: 'image/heif' };

/** Bytes needed to tell the formats apart (WebP's and HEIF's marks end at byte 12). */
export const SNIFF_BYTES = 12;

// ISO base media brands of HEIF images (HEVC and AV1 coded alike); sharp decides later whether it can decode them.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The format the first bytes announce (magic numbers), or undefined for anything else. The file
 * name and the type the browser claims are never asked.
 */
export function sniffFormat(head: Buffer): PhotoFormat | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(head.toString('latin1', 8, 12))) return 'heif';
  return undefined;
}

/**
 * Reads the image's header (never its pixels) from a complete file: only JPEG, PNG, WebP and the
 * HEIF this sharp build decodes (AV1; its libheif has no HEVC decoder) pass, and only up to the
 * pixel limit — a decompression bomb is refused before anything decodes it.
 */
export async function checkImageHeader(path: string, maxPixels: number = UPLOAD_LIMITS.maxPixels): Promise<{ format: PhotoFormat; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw refusals.unreadableFormat();
  }
  const format = metadata.format as string;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'heif') throw refusals.unreadableFormat();
  if (format === 'heif' && metadata.compression !== 'av1') throw refusals.unreadableFormat();
  const { width, height } = metadata;
  if (!width || !height) throw refusals.unreadableFormat();
  if (width * height > maxPixels) throw refusals.tooManyPixels();
  return { format, width, height };
}
