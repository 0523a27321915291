import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { SvgDraw } from '@eb/book-layout';
import SVGtoPDF from 'svg-to-pdfkit';
import type { PdfDoc } from './print-document';

/** Design SVGs of one render, read once each (a 96-page book repeats three backgrounds). */
export class SvgAssets {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly assetRoot: string) {}

  read(src: string): Promise<string> {
    let text = this.cache.get(src);
    if (!text) {
      const root = resolve(this.assetRoot);
      const path = resolve(root, `.${src.startsWith('/') ? '' : '/'}${src}`);
      // Asset paths come from the catalogue, but a path that leaves the public folder is never read.
      text = path.startsWith(root + sep) ? readFile(path, 'utf8') : Promise.reject(new Error(`asset outside the public folder: ${src}`));
      this.cache.set(src, text);
    }
    return text;
  }
}

/**
 * A background or ornament as vectors: scaled to cover (backgrounds) or fit (ornaments) its box,
 * turned with its box around the box's centre, and cut at its clip turned with it — as the SVG
 * preview does (SvgDraw.clip rotates with the box), so a rotated ornament is not cut off.
 */
export function drawSvg(doc: PdfDoc, draw: SvgDraw, svg: string): void {
  const tint = draw.tint ? hexToRgb(draw.tint) : null;
  const { box, clip } = draw;
  doc.save();
  if (draw.rotationDeg !== 0) doc.rotate(draw.rotationDeg, { origin: [box.xMm + box.widthMm / 2, box.yMm + box.heightMm / 2] });
  doc.rect(clip.xMm, clip.yMm, clip.widthMm, clip.heightMm).clip();
  SVGtoPDF(doc, svg, box.xMm, box.yMm, {
    width: box.widthMm,
    height: box.heightMm,
    preserveAspectRatio: draw.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet',
    // The tint replaces every ink colour; the opacity of each shape stays.
    colorCallback: tint ? ([, opacity]) => [tint, opacity] : undefined,
    warningCallback: () => undefined,
  });
  doc.restore();
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
