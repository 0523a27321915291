import { once } from 'node:events';
import { layoutSpread, PRINT_DPI, type DisplayList, type ImageDraw } from '@eb/book-layout';
import { COVER_SPREAD_INDEX, pageCount, spreadCount } from '@eb/book-model';
import { preparePhoto, PROOF_DPI, type PreparedPhoto } from './draw-image';
import { drawSheet, type DrawContext } from './draw-page';
import { LaidOutSpreads, PhotoLookahead, PHOTOS_IN_FLIGHT } from './photo-lookahead';
import { SvgAssets } from './draw-svg';
import { missingInList, missingPhotoFrames, MissingPhotosError } from './missing-photos';
import { createPrintDocument } from './print-document';
import { abortError, RenderStop } from './render-stop';
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
      refuseMissingPhotos(input, list);
      for (const page of list.pages) {
        await drawSheet(context, page.trimBox, list.bleedMm, [page]);
        done += 1;
        input.onPage?.(done, total);
        await drained(context, out);
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
    refuseMissingPhotos(input, list);
    await drawSheet(context, { xMm: 0, yMm: 0, ...list.trim }, list.bleedMm, list.pages);
    input.onPage?.(1, 1);
    return 1;
  });
}

function laidOut(input: RenderInput, first: number, end: number): LaidOutSpreads {
  // Print refuses before writing a byte: the document scan needs no text layout.
  if (input.mode === 'print') {
    const missing = missingPhotoFrames(input.document, first, end, input.resources);
    if (missing.length > 0) throw new MissingPhotosError(missing);
  }
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

/**
 * Draws into a pdfkit document piped to `out`. Checks that need no output (aborted already, photos
 * missing) run before anything is piped, so the caller may still answer on `out` itself. Once bytes
 * flow, any failure — drawing, the signal, `out` closed or broken early — unpipes and destroys the
 * pdfkit document and destroys `out` (a half-written PDF must not look finished, and no file handle
 * or socket stays open); the promise rejects with the cause ('AbortError' for a stop from outside).
 */
async function writePdf(
  input: RenderInput,
  out: NodeJS.WritableStream,
  part: string,
  spreads: LaidOutSpreads,
  draw: (context: DrawContext) => Promise<number>,
): Promise<{ pageCount: number }> {
  const { signal } = input;
  if (signal?.aborted) throw abortError('Rendering aborted before it began', signal.reason);
  const output = out as NodeJS.WritableStream & { destroyed?: boolean; writableFinished?: boolean; destroy?: (error?: Error) => void };
  if (output.destroyed) throw abortError('The output was closed before rendering began');

  const stop = new RenderStop();
  const doc = await createPrintDocument({ title: `${titleOf(input)} – ${part}`, subject: `${part}${input.mode === 'proof' ? ' (Vorschau)' : ''}` });
  let finishedWriting = false;
  const finished = new Promise<void>((resolve) => out.once('finish', () => {
    finishedWriting = true;
    resolve();
  }));
  const onAbort = () => stop.stop(abortError('Rendering aborted', signal?.reason));
  const onClose = () => {
    if (!finishedWriting) stop.stop(abortError('The output was closed before the PDF was finished'));
  };
  const onError = (error: Error) => stop.stop(error);
  signal?.addEventListener('abort', onAbort, { once: true });
  out.on('close', onClose);
  out.on('error', onError);
  doc.on('error', onError);
  const cleanUp = () => {
    signal?.removeEventListener('abort', onAbort);
    out.removeListener('close', onClose);
    out.removeListener('error', onError);
  };

  doc.pipe(out);
  const photos = new PhotoLookahead(spreads.images(), photoPreparer(input), input.photosInFlight ?? PHOTOS_IN_FLIGHT);
  const context: DrawContext = {
    doc,
    fonts: input.resources.fonts,
    photo: (image) => photos.take(image),
    mode: input.mode,
    assets: new SvgAssets(input.assetRoot),
    stop,
  };
  try {
    // Aborted or closed while the document was being set up, before the listeners were there.
    if (signal?.aborted) onAbort();
    if (output.destroyed) onClose();
    const pages = await stop.race(draw(context));
    stop.check();
    doc.end();
    await stop.race(finished);
    return { pageCount: pages };
  } catch (error) {
    doc.unpipe(out);
    doc.destroy();
    if (!output.writableFinished) output.destroy?.();
    throw error;
  } finally {
    cleanUp();
  }
}

/** Print refuses a spread whose display list lost photos (a layout handed in may see more than the document scan). */
function refuseMissingPhotos(input: RenderInput, list: DisplayList): void {
  if (input.mode === 'print' && list.missingPhotos.length > 0) throw new MissingPhotosError(missingInList(list));
}

/** The book's title for the PDF's metadata: the front cover's first text, else a neutral name. */
function titleOf(input: RenderInput): string {
  for (const frame of input.document.cover.front.frames) {
    if (frame.kind === 'text' && frame.text.trim()) return frame.text.trim().replace(/\s+/g, ' ').slice(0, 200);
  }
  return 'Erinnerungsbuch';
}

/** Lets a slow output (disk, upload) catch up so pdfkit's queue does not grow with the book. */
async function drained(context: DrawContext, out: NodeJS.WritableStream): Promise<void> {
  const writable = out as NodeJS.WritableStream & { writableNeedDrain?: boolean };
  // Raced against the stop: a closed output never drains.
  while (context.doc.readableLength > HIGH_WATER_BYTES && writable.writableNeedDrain) await context.stop.race(once(out, 'drain'));
}
