/**
 * `npm run bench:editor`: the editor (/bearbeiten/{id}) with a 96-page A4 book holding 300 photos, in
 * Debian's Chromium (playwright-core, the flags of STACK.md), against the built server started as its
 * own process (embedded PGlite, fresh data folder, job queue on). Uses the existing build (`-- --build`
 * rebuilds first). A registered, confirmed customer uploads 300 small-but-real JPEGs (about 1200 × 900,
 * made once into a temporary folder) through tus, waits until they are ready, and gets a book designed
 * from the design's own layouts (1 to 6 photos a page, texts; the book-render compare fixture), stored
 * through the document API. Prints, for that book and for the floor (another customer's new, empty
 * book with three photos in the tray, to drag):
 * - open: navigation start → editor ready, and → the first click on a photo frame handled (median of
 *   BENCH_OPENS fresh contexts, default 3; each run listed);
 * - drag: a tray photo dragged onto the cover's photo frame with the mouse in 30 steps, 3 times: the
 *   animation-frame times in the page during the drags (median, p95, max) and Long Animation Frames;
 * - memory: the JavaScript heap and the renderer's resident memory after opening, and after turning
 *   every page of the book;
 * - the ratio to the floor, and the targets (open < 2 s, drag p95 < 20 ms, memory < 500 MB).
 * Method and figures: docs/decisions/ (the editor bench). The bench, the server and Chromium share this
 * 2-core machine: read ratios, and repeat a run before trusting a small difference.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { customerContext, measureDrag, measureMemory, measureOpen, turnEveryPage, type DragFigures, type MemoryFigures, type OpenTimes } from './lib/bench-editor-browser';
import { editorBenchPhotos, makeBook, pageThumbnailsDrawn, registeredCustomer, uploadPhotos, type BenchCustomer } from './lib/bench-editor-data';
import { ensureBuilt, positiveInteger, quantile, startBenchServer } from './lib/bench-server';

const TARGET_OPEN_MS = 2000;
const TARGET_DRAG_P95_MS = 20;
const TARGET_MEMORY_MB = 500;
const pageCount = positiveInteger('BENCH_PAGES', 96);
const photoCount = positiveInteger('BENCH_PHOTOS', 300);
const opens = positiveInteger('BENCH_OPENS', 3);
/** A4 (format 1), photo paper (3), design Rosenzeit (101). */
const CHOICES = { formatId: 1, paperId: 3, themeId: 101 };

interface Figures {
  open: OpenTimes[];
  drag: DragFigures;
  memoryOpen: MemoryFigures;
  memoryTurned: MemoryFigures;
}

ensureBuilt('bench:editor');
const files = await editorBenchPhotos(photoCount);
const outboxDir = mkdtempSync(join(tmpdir(), 'eb-bench-editor-mail-'));
const server = await startBenchServer({ name: 'bench-editor', env: { JOBS_ENABLED: 'true', MAIL_OUTBOX_DIR: outboxDir } });
const browser = await launchBrowser();

try {
  console.log(`\nA registered customer uploads ${photoCount} photos through tus and gets a ${pageCount}-page book…`);
  const customer = await registeredCustomer(server.baseUrl, outboxDir, 'bench');
  const started = performance.now();
  const photos = await uploadPhotos(server.baseUrl, customer.token, files);
  console.log(`\n  ${photos.length} photos ready after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const full = await makeBook(server.baseUrl, customer.token, CHOICES, { pageCount, photos });
  console.log(`  book ${full.id}: ${full.pageCount} pages, ${full.photoFrames} photo frames holding ${full.placedPhotos} different photos`);
  // As for a book worked on before: the server has drawn its page thumbnails (the strip shows them away
  // from the current spread), and its rendering no longer competes with the measurements.
  const thumbnailsAfter = performance.now();
  await pageThumbnailsDrawn(server.baseUrl, customer.token, full.id, full.pageCount);
  console.log(`  the server drew its ${full.pageCount} page thumbnails within ${((performance.now() - thumbnailsAfter) / 1000).toFixed(0)} s`);

  const floorCustomer = await registeredCustomer(server.baseUrl, outboxDir, 'boden');
  await uploadPhotos(server.baseUrl, floorCustomer.token, files.slice(0, 3));
  const empty = await makeBook(server.baseUrl, floorCustomer.token, CHOICES);
  console.log(`  the floor: book ${empty.id} of another customer, ${empty.pageCount} empty pages, three photos in the tray`);

  const loadAtStart = loadavg()[0] ?? NaN;
  console.log('\nMeasuring the floor…');
  const floor = await measureBook(floorCustomer, empty.id, empty.pageCount);
  console.log(`Measuring the ${pageCount}-page book with ${photoCount} photos…`);
  const book = await measureBook(customer, full.id, full.pageCount);
  report(book, floor);
  console.log(`  Note: server, Chromium and the bench share this 2-core machine (load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? NaN).toFixed(1)} at the end): compare ratios between runs.`);
} catch (error) {
  console.error('\n✖ bench:editor failed:', error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  rmSync(outboxDir, { recursive: true, force: true });
}

async function measureBook(customer: BenchCustomer, bookId: number, pages: number): Promise<Figures> {
  const open: OpenTimes[] = [];
  for (let run = 0; run < opens; run++) {
    const context = await customerContext(browser, server.baseUrl, customer);
    const { page, times } = await measureOpen(context, bookId);
    open.push(times);
    if (run < opens - 1) {
      await context.close();
      continue;
    }
    const memoryOpen = await measureMemory(browser, page);
    const drag = await measureDrag(page);
    // Spreads: the cover, page 1 alone, the pairs, the last page alone.
    await turnEveryPage(page, 1 + pages / 2 + 1);
    const memoryTurned = await measureMemory(browser, page);
    await context.close();
    return { open, drag, memoryOpen, memoryTurned };
  }
  throw new Error('BENCH_OPENS must be at least 1');
}

function report(book: Figures, floor: Figures): void {
  const median = (figures: Figures, key: keyof OpenTimes) => quantile(figures.open.map((times) => times[key]), 0.5);
  const memory = (figures: Figures) => Math.max(figures.memoryOpen.rendererRssMb, figures.memoryTurned.rendererRssMb);
  const rows: Array<[string, number, number, string]> = [
    ['open → editor ready (ms, median)', median(book, 'readyMs'), median(floor, 'readyMs'), ''],
    ['open → first click handled (ms, median)', median(book, 'interactiveMs'), median(floor, 'interactiveMs'), verdict(median(book, 'interactiveMs') < TARGET_OPEN_MS, `< ${TARGET_OPEN_MS}`)],
    ['  the click\'s event duration (ms, median)', median(book, 'clickEventMs'), median(floor, 'clickEventMs'), ''],
    ['drag: frame time median (ms)', book.drag.medianMs, floor.drag.medianMs, ''],
    ['drag: frame time p95 (ms)', book.drag.p95Ms, floor.drag.p95Ms, verdict(book.drag.p95Ms < TARGET_DRAG_P95_MS, `< ${TARGET_DRAG_P95_MS}`)],
    ['drag: frame time max (ms)', book.drag.maxMs, floor.drag.maxMs, ''],
    ['drag: long animation frames', book.drag.longFrames, floor.drag.longFrames, ''],
    ['JS heap after opening (MB)', book.memoryOpen.jsHeapMb, floor.memoryOpen.jsHeapMb, ''],
    ['renderer RSS after opening (MB)', book.memoryOpen.rendererRssMb, floor.memoryOpen.rendererRssMb, ''],
    ['JS heap after every page (MB)', book.memoryTurned.jsHeapMb, floor.memoryTurned.jsHeapMb, ''],
    ['renderer RSS after every page (MB)', book.memoryTurned.rendererRssMb, floor.memoryTurned.rendererRssMb, verdict(memory(book) < TARGET_MEMORY_MB, `< ${TARGET_MEMORY_MB}`)],
  ];
  console.log('');
  console.log(`  ${''.padEnd(42)} ${'book'.padStart(8)} ${'floor'.padStart(8)} ${'ratio'.padStart(7)}  target`);
  for (const [label, value, base, target] of rows) {
    const ratio = base > 0 ? (value / base).toFixed(2) : '–';
    console.log(`  ${label.padEnd(42)} ${fixed(value).padStart(8)} ${fixed(base).padStart(8)} ${ratio.padStart(7)}  ${target}`);
  }
  for (const [name, figures] of [
    ['book', book],
    ['floor', floor],
  ] as const) {
    console.log(`  ${name}: opens ${figures.open.map((times) => `${fixed(times.readyMs)}/${fixed(times.interactiveMs)}`).join(', ')} ms (ready/clicked); ${figures.drag.frames} frames over ${figures.drag.drags} drags, ${figures.drag.dropsLanded} drops landed`);
  }
  const drops = book.drag.dropsLanded === book.drag.drags && floor.drag.dropsLanded === floor.drag.drags;
  if (!drops) {
    console.log('  ✖ not every drop put the photo into the frame: the drag figures measure a drag that did not work');
    process.exitCode = 1;
  }
}

function verdict(kept: boolean, target: string): string {
  return `${target}: ${kept ? 'kept' : 'MISSED'}`;
}

function fixed(value: number): string {
  return Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 1 : 0);
}
