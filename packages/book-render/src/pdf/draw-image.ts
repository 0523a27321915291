import type { ImageDraw } from '@eb/book-layout';
import type { Box } from '@eb/book-model';
import sharp from 'sharp';
import type { PdfDoc } from './print-document';
import { withFrame } from './frame';

export const PRINT_DPI = 300;
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
 * The part of the photo the frame shows, as a JPEG at `dpi` for its placed size: cut from the upright
 * image (EXIF orientation applied first, the crop is normalised to the upright original), shrunk when
 * it has more pixels than needed, never enlarged (more pixels would add bytes, not detail), sRGB,
 * 4:4:4 chroma so coloured edges and small text in photos stay sharp.
 */
export async function preparePhoto(bytes: Buffer, draw: ImageDraw, dpi: number): Promise<PreparedPhoto> {
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  // Whole pixels covering the crop; the clip cuts the fraction of a pixel at the edges.
  const left = clamp(Math.floor(draw.crop.x * width + 1e-6), 0, width - 1);
  const top = clamp(Math.floor(draw.crop.y * height + 1e-6), 0, height - 1);
  const right = clamp(Math.ceil((draw.crop.x + draw.crop.width) * width - 1e-6), left + 1, width);
  const bottom = clamp(Math.ceil((draw.crop.y + draw.crop.height) * height - 1e-6), top + 1, height);
  const region = { left, top, width: right - left, height: bottom - top };
  const { placement } = draw;
  const box: Box = {
    xMm: placement.xMm + (left / width) * placement.widthMm,
    yMm: placement.yMm + (top / height) * placement.heightMm,
    widthMm: (region.width / width) * placement.widthMm,
    heightMm: (region.height / height) * placement.heightMm,
  };
  const scale = Math.min(1, (box.widthMm / 25.4) * dpi / region.width, (box.heightMm / 25.4) * dpi / region.height);
  const widthPx = Math.max(1, Math.round(region.width * scale));
  const heightPx = Math.max(1, Math.round(region.height * scale));
  let pipeline = sharp(bytes, { autoOrient: true }).extract(region);
  if (widthPx !== region.width || heightPx !== region.height) {
    pipeline = pipeline.resize(widthPx, heightPx, { fit: 'fill', kernel: 'lanczos3' });
  }
  const jpeg = await pipeline
    .toColourspace('srgb')
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer();
  return { jpeg, widthPx, heightPx, box };
}

/** Draws a prepared photo in its frame (clip and rotation of the frame). */
export function drawPhoto(doc: PdfDoc, draw: ImageDraw, photo: PreparedPhoto): void {
  withFrame(doc, draw.clip, draw.rotationDeg, () => {
    doc.image(photo.jpeg, photo.box.xMm, photo.box.yMm, { width: photo.box.widthMm, height: photo.box.heightMm });
  });
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
