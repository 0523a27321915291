import type { Box } from '@eb/book-model';
import type { PdfDoc } from './print-document';

/** Draws inside a frame: rotated clockwise around the frame's centre, nothing outside the frame. */
export function withFrame(doc: PdfDoc, clip: Box, rotationDeg: number, draw: () => void): void {
  doc.save();
  if (rotationDeg !== 0) doc.rotate(rotationDeg, { origin: [clip.xMm + clip.widthMm / 2, clip.yMm + clip.heightMm / 2] });
  doc.rect(clip.xMm, clip.yMm, clip.widthMm, clip.heightMm).clip();
  draw();
  doc.restore();
}
