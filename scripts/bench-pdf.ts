/**
 * `npm run bench:pdf`: the print PDFs (inner pages and cover) of a 96-page A4 hardcover book with 300
 * phone photos of 12 megapixels (the bench:upload photos: 4000 × 3000 JPEG, every third turned by EXIF;
 * made once into a temporary folder and reused), rendered in this process as the print job renders
 * them, to files in a temporary folder. The book comes from the design's own layouts (1 to 6 photos a
 * page, texts), so every photo is placed at least once. Prints:
 * - the wall time of both PDFs and the pages per second,
 * - peak memory: the process's resident high-water mark (VmHWM, reset before rendering) and the largest
 *   RSS sampled every 50 ms,
 * - the floor: sharp alone doing the renderer's own resampling (its preparePhoto: the upright crop at
 *   300 dpi for its placed size, shrink-on-load, JPEG 4:4:4) of the same placed photos, read from the
 *   page cache, PHOTOS_IN_FLIGHT at a time as the renderer prepares them (so both compare the same
 *   use of the cores), and the ratio of the render to it; for reference also one at a time,
 * - the targets: under 60 s, under 800 MB, within 1.5× of the floor.
 * Method and figures: docs/decisions/028-pdf-bench.md. The bench shares this 2-core machine with whatever else runs: read the ratio, and repeat a run before
 * trusting a small difference.
 *
 * BENCH_PAGES (default 96) and BENCH_PHOTOS (default 300) change the book.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { layoutBook, PRINT_DPI, type ImageDraw } from '@eb/book-layout';
import { createNodeLayoutResources, renderCoverPdf, renderInnerPdf } from '@eb/book-render';
import sharp from 'sharp';
import { designBook, type BookPhoto } from '../packages/book-render/src/compare/design-book';
import { preparePhoto } from '../packages/book-render/src/pdf/draw-image';
import { PHOTOS_IN_FLIGHT } from '../packages/book-render/src/pdf/photo-lookahead';
import { defaultAssetRoot } from '../packages/book-render/src/preview/render-preview';
import { benchPhotos } from './lib/bench-photos';
import { positiveInteger, procMemoryBytes, resetPeakMemory } from './lib/bench-server';

const TARGET_SECONDS = 60;
const TARGET_PEAK_BYTES = 800 * 1024 * 1024;
const TARGET_RATIO = 1.5;
const pageCount = positiveInteger('BENCH_PAGES', 96);
const photoCount = positiveInteger('BENCH_PHOTOS', 300);

const { photos: files } = await benchPhotos(photoCount);
// Upright sizes as the uploads module records them (EXIF orientation applied), from the headers only.
const photos: (BookPhoto & { path: string })[] = await Promise.all(
  files.map(async (file, index) => {
    const meta = await sharp(file.path).metadata();
    return { id: `foto-${index + 1}`, path: file.path, widthPx: meta.autoOrient.width, heightPx: meta.autoOrient.height };
  }),
);
const pathOf = new Map(photos.map((photo) => [photo.id, photo.path]));
const read = (photoId: string): Promise<Buffer> => {
  const path = pathOf.get(photoId);
  return path ? readFile(path) : Promise.reject(new Error(`unknown photo ${photoId}`));
};
// Print mode reads originals only; previews are the originals here (never read).
const photoSource = { original: read, preview: read };
// A4 (format 1), hardcover photo paper (paper 2), design Rosenzeit.
const document = designBook({ formatId: 1, paperId: 2, themeId: 101, pageCount, photos });
const resources = await createNodeLayoutResources(new Map(photos.map((photo) => [photo.id, photo])));
const draws = layoutBook(document, resources).flatMap((list) => list.pages.flatMap((page) => page.items.filter((item): item is ImageDraw => item.kind === 'image')));
const placed = new Set(draws.map((draw) => draw.photoId));
const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);

// Both runs read from the page cache, not the disk.
for (const file of files) readFileSync(file.path);

const folder = mkdtempSync(join(tmpdir(), 'eb-bench-pdf-'));
try {
  console.log(`\nRendering a ${pageCount}-page A4 hardcover book: ${draws.length} photo frames showing ${placed.size} of ${photoCount} photos (${mb(totalBytes)} of 12-megapixel JPEGs), inner pages and cover, in this process…`);
  const loadAtStart = loadavg()[0] ?? NaN;
  const rssBefore = process.memoryUsage.rss();
  const peakReset = resetPeakMemory(process.pid);
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss())), 50);
  const started = performance.now();
  let lastReport = 0;
  const innerPath = join(folder, 'inner.pdf');
  const coverPath = join(folder, 'cover.pdf');
  const input = {
    document,
    resources,
    photos: photoSource,
    mode: 'print' as const,
    assetRoot: defaultAssetRoot(),
    onPage: (done: number, total: number) => {
      if (done - lastReport >= 16 || done === total) {
        lastReport = done;
        process.stdout.write(`  ${done}/${total} pages, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      }
    },
  };
  const inner = await write(innerPath, (out) => renderInnerPdf(input, out));
  const cover = await write(coverPath, (out) => renderCoverPdf({ ...input, onPage: undefined }, out));
  const renderSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peakBytes = procMemoryBytes(process.pid, 'VmHWM');
  const pdfPages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [innerPath], { encoding: 'utf8' }))?.[1]);
  if (pdfPages !== pageCount || inner.pageCount !== pageCount || cover.pageCount !== 1) throw new Error(`expected ${pageCount} inner pages and 1 cover page, got ${pdfPages} (pdfinfo), ${inner.pageCount} and ${cover.pageCount}`);

  console.log(`\nThe floor: sharp alone cutting and resampling the same ${draws.length} placed photos to ${PRINT_DPI} dpi (the renderer's preparePhoto), ${PHOTOS_IN_FLIGHT} at a time as the renderer does, then one at a time…`);
  const floorSeconds = await floor(PHOTOS_IN_FLIGHT);
  const serialFloorSeconds = await floor(1);

  const pages = pageCount + 1;
  const ratio = renderSeconds / floorSeconds;
  console.log('');
  console.log(`  wall time          ${renderSeconds.toFixed(1)} s for ${pages} PDF pages (${pageCount} inner + cover): ${(pages / renderSeconds).toFixed(2)} pages/s`);
  console.log(`  files              inner.pdf ${mb(statSync(innerPath).size)}, cover.pdf ${mb(statSync(coverPath).size)}`);
  console.log(`  floor (sharp)      ${floorSeconds.toFixed(1)} s for ${draws.length} photos, ${PHOTOS_IN_FLIGHT} at a time as the renderer (${((floorSeconds * 1000) / draws.length).toFixed(0)} ms each)`);
  console.log(`  floor, one a time  ${serialFloorSeconds.toFixed(1)} s (${((serialFloorSeconds * 1000) / draws.length).toFixed(0)} ms each): ${(serialFloorSeconds / floorSeconds).toFixed(2)}× the floor with ${PHOTOS_IN_FLIGHT} at a time`);
  console.log(`  render / floor     ${ratio.toFixed(2)} (against the floor with ${PHOTOS_IN_FLIGHT} at a time)`);
  console.log(`  peak memory        ${mbOf(peakBytes)} resident (VmHWM ${peakReset ? 'since the render began' : 'since the process began: it could not be reset'}); largest sampled RSS ${mb(sampledPeak)}; ${mb(rssBefore)} before`);
  console.log('');
  console.log(`  target: under ${TARGET_SECONDS} s: ${renderSeconds < TARGET_SECONDS ? 'kept' : 'MISSED'}`);
  console.log(`  target: under ${mb(TARGET_PEAK_BYTES)} peak: ${peakBytes !== undefined && peakBytes < TARGET_PEAK_BYTES ? 'kept' : 'MISSED'}`);
  console.log(`  target: within ${TARGET_RATIO}× of the floor: ${ratio <= TARGET_RATIO ? 'kept' : 'MISSED'}`);
  console.log(
    `  Note: this 2-core machine is shared with whatever else runs on it (load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? NaN).toFixed(1)} at the end): compare ratios between runs.`,
  );
} catch (error) {
  console.error('\n✖ bench:pdf failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

async function write(path: string, render: (out: NodeJS.WritableStream) => Promise<{ pageCount: number }>): Promise<{ pageCount: number }> {
  const out = createWriteStream(path);
  const result = await render(out);
  await finished(out);
  return result;
}

/**
 * sharp's bare work for the placed photos: the renderer's own preparation of each (read from the page
 * cache, cut, resampled to 300 dpi, JPEG 4:4:4) without pdfkit, `inFlight` at a time in drawing order.
 */
async function floor(inFlight: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < draws.length) {
        const draw = draws[next++]!;
        await preparePhoto(await read(draw.photoId), draw, PRINT_DPI);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function mbOf(bytes: number | undefined): string {
  return bytes === undefined ? '?' : mb(bytes);
}
