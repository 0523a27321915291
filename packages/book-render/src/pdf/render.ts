import { once } from 'node:events';
import { layoutSpread, type ImageDraw } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, pageCount, spreadCount } from '@eb/book-model';
import { preparePhoto, PRINT_DPI, PROOF_DPI, type PreparedPhoto } from './draw-image';
import { drawSheet, type DrawContext } from './draw-page';
import { LaidOutSpreads, PhotoLookahead, PHOTOS_IN_FLIGHT } from './photo-lookahead';
import { SvgAssets } from './draw-svg';
import { createPrintDocument, type PdfDoc } from './print-document';
import type { RenderInput } from './types';

/** Bytes pdfkit may queue ahead of a slow output before the next page waits for it. */
const HIGH_WATER_BYTES = 8 * 1024 * 1024;

/**
 * The inner block: one PDF page per printed page, page 1 first, each page's sheet its trim plus
 * bleed. Spreads are laid out one at a time and their photos written one at a time, the next
 * PHOTOS_IN_FLIGHT − 1 prepared meanwhile.
 */
export async function renderInnerPdf(input: RenderInput, out: NodeJS.WritableStream): Promise<{ pageCount: number }> {
  const total = pageCount(input.document);
  const spreads = laidOut(input, 1, spreadCount(input.document));
  return writePdf(input, out, 'Innenseiten', spreads, async (context) => {
    let done = 0;
    for (let spreadIndex = spreads.first; spreadIndex < spreads.end; spreadIndex++) {
      const list = spreads.forDrawing(spreadIndex);
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
  const spreads = laidOut(input, COVER_SPREAD_INDEX, COVER_SPREAD_INDEX + 1);
  return writePdf(input, out, 'Umschlag', spreads, async (context) => {
    const list = spreads.forDrawing(COVER_SPREAD_INDEX);
    await drawSheet(context, { xMm: 0, yMm: 0, ...list.trim }, list.bleedMm, list.pages);
    input.onPage?.(1, 1);
    return 1;
  });
}

function laidOut(input: RenderInput, first: number, end: number): LaidOutSpreads {
  const layout = input.layout ?? layoutSpread;
  return new LaidOutSpreads(first, end, (spreadIndex) => layout(input.document, spreadIndex, input.resources));
}

/** Reads and prepares one photo: the original at 300 dpi for print, the preview at screen resolution for a proof. */
function photoPreparer(input: RenderInput): (draw: ImageDraw) => Promise<PreparedPhoto> {
  return async (draw) => {
    const bytes = input.mode === 'print' ? await input.photos.original(draw.photoId) : await input.photos.preview(draw.photoId);
    return preparePhoto(bytes, draw, input.mode === 'print' ? PRINT_DPI : PROOF_DPI);
  };
}

async function writePdf(
  input: RenderInput,
  out: NodeJS.WritableStream,
  part: string,
  spreads: LaidOutSpreads,
  draw: (context: DrawContext) => Promise<number>,
): Promise<{ pageCount: number }> {
  const doc = await createPrintDocument({ title: `${titleOf(input)} – ${part}`, subject: `${part}${input.mode === 'proof' ? ' (Vorschau)' : ''}` });
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', () => resolve());
    out.once('error', reject);
    doc.once('error', reject);
  });
  // Whoever stops listening first, a failure of the stream must not become an unhandled rejection.
  finished.catch(() => undefined);
  doc.pipe(out);
  const photos = new PhotoLookahead(spreads.images(), photoPreparer(input), input.photosInFlight ?? PHOTOS_IN_FLIGHT);
  const context: DrawContext = { doc, fonts: input.resources.fonts, photo: (image) => photos.take(image), mode: input.mode, assets: new SvgAssets(input.assetRoot) };
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
