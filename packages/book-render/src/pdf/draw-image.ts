import { MM_PER_INCH, type ImageDraw } from '@eb/book-layout';
import type { Box } from '@eb/book-model';
import sharp from 'sharp';
import type { PdfDoc } from './print-document';
import { withFrame } from './frame';

/** Proof photos at screen resolution; print uses book-layout's PRINT_DPI, the resolution its lowResolution warning measures against. */
export const PROOF_DPI = 100;
export const JPEG_QUALITY = 92;

export interface PreparedPhoto {
  jpeg: Buffer;
  widthPx: number;
  heightPx: number;
  /** Where these pixels land on the page (mm): the crop's whole-pixel rectangle mapped by the placement. */
  box: Box;
}

/**
 * EXIF orientation as sharp's explicit operations. EXIF means "turn, then mirror"; sharp mirrors
 * before it turns, and a mirror after a turn by r is the mirror before a turn by -r.
 */
const ORIENTATIONS: Record<number, { flop: boolean; angle: 0 | 90 | 180 | 270 }> = {
  1: { flop: false, angle: 0 },
  2: { flop: true, angle: 0 },
  3: { flop: false, angle: 180 },
  4: { flop: true, angle: 180 },
  5: { flop: true, angle: 270 },
  6: { flop: false, angle: 90 },
  7: { flop: true, angle: 90 },
  8: { flop: false, angle: 270 },
};

/**
 * The part of the photo the frame shows, as a JPEG at `dpi` for its placed size: cut from the upright
 * image (the crop is normalised to the upright original), shrunk when it has more pixels than needed,
 * never enlarged (more pixels would add bytes, not detail), sRGB, 4:4:4 chroma so coloured edges and
 * small text in photos stay sharp.
 *
 * The order of the operations lets libjpeg decode at 1/2, 1/4 or 1/8 of the size while reading
 * ("shrink-on-load", the bulk of the time for a 12-megapixel photo in a small frame): sharp does that
 * only when it resizes the whole image first and cuts afterwards, and only without `autoOrient`
 * (with it, an extract turns the full-size image before anything else). So the whole photo is
 * resized to its placed scale, then mirrored and turned by its EXIF orientation explicitly, then the
 * crop is cut from the result. `failOn` stays sharp's default 'warning' (a damaged original fails the
 * print rather than printing grey; uploads refused such files already) and reads are sequential
 * (sharp's default; the turn makes libvips buffer the resized image, not the original).
 */
export async function preparePhoto(bytes: Buffer, draw: ImageDraw, dpi: number): Promise<PreparedPhoto> {
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  const orientation = ORIENTATIONS[meta.orientation ?? 1] ?? ORIENTATIONS[1]!;
  const { placement } = draw;
  // The whole upright photo at `dpi` for the size it is placed at, never enlarged.
  const scale = Math.min(1, ((placement.widthMm / MM_PER_INCH) * dpi) / width, ((placement.heightMm / MM_PER_INCH) * dpi) / height);
  const scaledWidth = Math.max(1, Math.round(width * scale));
  const scaledHeight = Math.max(1, Math.round(height * scale));
  // Whole pixels covering the crop; the clip cuts the fraction of a pixel at the edges.
  const left = clamp(Math.floor(draw.crop.x * scaledWidth + 1e-6), 0, scaledWidth - 1);
  const top = clamp(Math.floor(draw.crop.y * scaledHeight + 1e-6), 0, scaledHeight - 1);
  const right = clamp(Math.ceil((draw.crop.x + draw.crop.width) * scaledWidth - 1e-6), left + 1, scaledWidth);
  const bottom = clamp(Math.ceil((draw.crop.y + draw.crop.height) * scaledHeight - 1e-6), top + 1, scaledHeight);
  const region = { left, top, width: right - left, height: bottom - top };
  const box: Box = {
    xMm: placement.xMm + (left / scaledWidth) * placement.widthMm,
    yMm: placement.yMm + (top / scaledHeight) * placement.heightMm,
    widthMm: (region.width / scaledWidth) * placement.widthMm,
    heightMm: (region.height / scaledHeight) * placement.heightMm,
  };
  let pipeline = sharp(bytes);
  if (scaledWidth !== width || scaledHeight !== height) {
    // In the stored orientation: a photo turned by 90° is stored with width and height swapped.
    const sideways = orientation.angle === 90 || orientation.angle === 270;
    pipeline = pipeline.resize(sideways ? scaledHeight : scaledWidth, sideways ? scaledWidth : scaledHeight, { fit: 'fill', kernel: 'lanczos3' });
  }
  if (orientation.flop) pipeline = pipeline.flop();
  if (orientation.angle) pipeline = pipeline.rotate(orientation.angle);
  const jpeg = await pipeline
    .extract(region)
    // JPEG has no alpha: transparent parts of a PNG or WebP print on white paper, not black.
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer();
  return { jpeg, widthPx: region.width, heightPx: region.height, box };
}

/** Draws a prepared photo in its frame (clip and rotation of the frame). */
export function drawPhoto(doc: PdfDoc, draw: ImageDraw, photo: PreparedPhoto): void {
  withFrame(doc, draw.clip, draw.rotationDeg, () => {
    doc.image(photo.jpeg, photo.box.xMm, photo.box.yMm, { width: photo.box.widthMm, height: photo.box.heightMm });
  });
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
