import type { DisplayPage, FontLibrary, ImageDraw } from '@eb/book-layout';
import { PT_PER_MM, type Box } from '@eb/book-model';
import { drawPhoto, type PreparedPhoto } from './draw-image';
import { drawSvg, type SvgAssets } from './draw-svg';
import { drawText } from './draw-text';
import { addSheet, type PdfDoc } from './print-document';
import { drawProofMark } from './proof-mark';
import type { RenderStop } from './render-stop';
import type { RenderMode } from './types';

export interface DrawContext {
  doc: PdfDoc;
  fonts: FontLibrary;
  /** The prepared photo of the next image in drawing order (prepared a bounded few ahead). */
  photo: (draw: ImageDraw) => Promise<PreparedPhoto>;
  mode: RenderMode;
  assets: SvgAssets;
  /** Checked at every page and photo: the render stops there when aborted or its output closed. */
  stop: RenderStop;
}

/**
 * One PDF page: the sheet `trim` (in the display list's spread millimetres) plus bleed, and the display
 * pages drawn on it, each inside its own bleed (a cover panel: its paint box). Photos are written one
 * at a time in drawing order; `context.photo` prepares the next ones meanwhile (PhotoLookahead).
 */
export async function drawSheet(context: DrawContext, trim: Box, bleedMm: number, pages: DisplayPage[]): Promise<void> {
  const { doc, stop } = context;
  stop.check();
  addSheet(doc, { widthMm: trim.widthMm, heightMm: trim.heightMm, bleedMm });
  doc.save();
  // From here on the page draws in the spread's millimetres, y downwards (pdfkit's user space).
  doc.transform(PT_PER_MM, 0, 0, PT_PER_MM, (bleedMm - trim.xMm) * PT_PER_MM, (bleedMm - trim.yMm) * PT_PER_MM);
  for (const page of pages) {
    doc.save();
    doc.rect(page.bleedBox.xMm, page.bleedBox.yMm, page.bleedBox.widthMm, page.bleedBox.heightMm).clip();
    for (const item of page.items) {
      switch (item.kind) {
        case 'rect':
          doc.rect(item.box.xMm, item.box.yMm, item.box.widthMm, item.box.heightMm).fill(item.fill);
          break;
        case 'svg':
          drawSvg(doc, item, await stop.race(context.assets.read(item.src)));
          break;
        case 'image':
          drawPhoto(doc, item, await stop.race(context.photo(item)));
          break;
        case 'text':
          drawText(doc, context.fonts, item);
          break;
      }
    }
    doc.restore();
  }
  if (context.mode === 'proof') {
    drawProofMark(doc, context.fonts, { xMm: trim.xMm - bleedMm, yMm: trim.yMm - bleedMm, widthMm: trim.widthMm + 2 * bleedMm, heightMm: trim.heightMm + 2 * bleedMm });
  }
  doc.restore();
}
