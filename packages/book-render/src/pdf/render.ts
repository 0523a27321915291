import { once } from 'node:events';
import { layoutSpread, type DisplayList } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, pageCount, spreadCount } from '@eb/book-model';
import { drawSheet, type DrawContext } from './draw-page';
import { SvgAssets } from './draw-svg';
import { createPrintDocument, type PdfDoc } from './print-document';
import type { RenderInput } from './types';

/** Bytes pdfkit may queue ahead of a slow output before the next page waits for it. */
const HIGH_WATER_BYTES = 8 * 1024 * 1024;

/**
 * The inner block: one PDF page per printed page, page 1 first, each page's sheet its trim plus
 * bleed. Spreads are laid out one at a time and their photos streamed one at a time.
 */
export async function renderInnerPdf(input: RenderInput, out: NodeJS.WritableStream): Promise<{ pageCount: number }> {
  const total = pageCount(input.document);
  const layout = input.layout ?? layoutSpread;
  return writePdf(input, out, 'Innenseiten', async (context) => {
    let done = 0;
    for (let spreadIndex = 1; spreadIndex < spreadCount(input.document); spreadIndex++) {
      const list = layout(input.document, spreadIndex, input.resources);
      for (const page of list.pages) {
        await drawSheet(context, page.trimBox, list.bleedMm, [page]);
        done += 1;
        input.onPage?.(done, total);
        await drained(context.doc, out);
      }
    }
    return done;
  });
}

/** The cover: back, spine and front on one sheet (hardcover: with the wrap), trim plus bleed. */
export async function renderCoverPdf(input: RenderInput, out: NodeJS.WritableStream): Promise<{ pageCount: number }> {
  const layout = input.layout ?? layoutSpread;
  return writePdf(input, out, 'Umschlag', async (context) => {
    const list: DisplayList = layout(input.document, COVER_SPREAD_INDEX, input.resources);
    await drawSheet(context, { xMm: 0, yMm: 0, ...list.trim }, list.bleedMm, list.pages);
    input.onPage?.(1, 1);
    return 1;
  });
}

async function writePdf(input: RenderInput, out: NodeJS.WritableStream, part: string, draw: (context: DrawContext) => Promise<number>): Promise<{ pageCount: number }> {
  const doc = await createPrintDocument({ title: `${titleOf(input)} – ${part}`, subject: `${part}${input.mode === 'proof' ? ' (Vorschau)' : ''}` });
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', () => resolve());
    out.once('error', reject);
    doc.once('error', reject);
  });
  // Whoever stops listening first, a failure of the stream must not become an unhandled rejection.
  finished.catch(() => undefined);
  doc.pipe(out);
  const context: DrawContext = { doc, fonts: input.resources.fonts, photos: input.photos, mode: input.mode, assets: new SvgAssets(input.assetRoot) };
  let pages: number;
  try {
    pages = await draw(context);
  } catch (error) {
    doc.unpipe(out);
    throw error;
  }
  doc.end();
  await finished;
  return { pageCount: pages };
}

/** The book's title for the PDF's metadata: the front cover's first text, else a neutral name. */
function titleOf(input: RenderInput): string {
  for (const frame of input.document.cover.front.frames) {
    if (frame.kind === 'text' && frame.text.trim()) return frame.text.trim().replace(/\s+/g, ' ').slice(0, 200);
  }
  return 'Erinnerungsbuch';
}

/** Lets a slow output (disk, upload) catch up so pdfkit's queue does not grow with the book. */
async function drained(doc: PdfDoc, out: NodeJS.WritableStream): Promise<void> {
  const writable = out as NodeJS.WritableStream & { writableNeedDrain?: boolean };
  while (doc.readableLength > HIGH_WATER_BYTES && writable.writableNeedDrain) await once(out, 'drain');
}
