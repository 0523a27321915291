/**
 * Screen equals print (issue 12): an inner spread with photos and text, as the editor draws it in
 * Chromium, and the same pages of the print file inner.pdf (rasterised by poppler's pdftoppm, as a
 * print shop's preflight would) differ in under 2 % of their pixels (pixelmatch, its colour threshold
 * 0.1, anti-aliasing ignored). Compared is each page's trim box, what the reader holds after the cut:
 * the editor shows the spread's bleed split at the gutter, the PDF each page's full bleed. The two are
 * registered within 1.75 screen pixels first (Chromium snaps the drawing to device pixels: about one,
 * a sixth of a millimetre, here), so a real misplacement still counts. The editor's frame overlay
 * (hit targets, quality marks) is hidden for the shot: it is the editor's chrome, not the page. The
 * images and the difference images are written to test-results/screenshots/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCommand, BLEED_MM, bookDocumentSchema, layoutsFor, type BookDocument, type Command } from '@eb/book-model';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { launchBrowser, openPage, SCREENSHOT_DIR } from '../support/browser';
import { DEMO_ADMIN_PASSWORD } from '../support/demo-data';
import { goToSpread, openEditor, readDocument, spreadDrawing, uploadPhotosThroughApi, waitForSaved, writeDocument, type ReadyPhoto, type StoredDocument } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { signIn } from '../support/sign-in';

const MAX_DIFFERENT = 0.02;
/** The square book (200 × 200 mm, paper 3, design 101 with its patterned backgrounds). */
const BOOK = { formatId: 2, paperId: 3, themeId: 101 };
/** Inner spread 2 holds printed pages 2 and 3 (page 1 is alone on spread 1). */
const SPREAD_INDEX = 2;
const FIRST_PAGE_NUMBER = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('screen equals print', () => {
  it('the editor draws an inner spread with photos and German text as inner.pdf prints it (under 2 % of pixels differ)', async () => {
    // deviceScaleFactor 2: the editor's page is drawn at about 700 px, fine enough to see a line of text move.
    const { page, problems, close } = await openPage(browser, { deviceScaleFactor: 2 });
    // A registered person: trial users design and proof, but get no print files (SPEC.md section 6).
    await signIn(page, 'lindner', DEMO_ADMIN_PASSWORD);
    const [bookId] = (await createBooksThroughApi(page, ['Druck wie Bildschirm'], BOOK)) as [number];
    const photoFiles = await makeTestPhotos(3, 'Druck');
    const photos = await uploadPhotosThroughApi(page, photoFiles.map((file) => file.path));
    const { document, version } = await readDocument(page, bookId);
    const designed = designSpread(bookDocumentSchema.parse(document), photos);
    await writeDocument(page, bookId, designed as unknown as StoredDocument, version);

    const pdf = await printFile(page, bookId);

    await openEditor(page, bookId);
    await goToSpread(page, SPREAD_INDEX);
    const screen = await editorPages(page, 2);

    const shares: number[] = [];
    for (const [index, shown] of screen.entries()) {
      const pageNumber = FIRST_PAGE_NUMBER + index;
      const printed = await printedPage(pdf, pageNumber, shown);
      const { share, dx, dy } = await registeredShare(shown, printed, `editor-print-page-${pageNumber}`);
      shares.push(share);
      console.log(`page ${pageNumber}: ${(share * 100).toFixed(2)} % of ${shown.png.width} × ${shown.png.height} pixels differ (registered ${dx / 4}, ${dy / 4} screen px)`);
      expect(share, `page ${pageNumber}: see test-results/screenshots/editor-print-page-${pageNumber}-*.png`).toBeLessThan(MAX_DIFFERENT);

      // The comparison can fail: the page full of photos and text, drawn 2 mm to the right, differs in more
      // than 2 % (a sparse page like the right one needs more to fail: 2 % is the issue's bar, not a ruler).
      if (index === 0) {
        const moved = { ...shown, png: shift(shown.png, Math.round(2 * (shown.png.width / shown.box.widthMm))) };
        expect((await registeredShare(moved, printed, `editor-print-page-${pageNumber}-moved`)).share).toBeGreaterThan(MAX_DIFFERENT);
      }
    }
    console.log(`screen vs print: ${shares.map((share) => `${(share * 100).toFixed(2)} %`).join(', ')} of the pixels differ`);
    // Nothing was changed by looking: the document is saved as it was written.
    await waitForSaved(page);
    // A book without a memorial page: the memorial panel's 404 is its documented empty answer.
    expect(problems.filter((problem) => !/\/api\/memorialpages\/\d+$|status of 404/.test(problem))).toEqual([]);
    await close();
  }, 180_000);
});

/**
 * Spread 2 as a person would design it: on the left two photos side by side with a text below, on the
 * right a landscape photo with a caption; German text with umlauts and ß. Built with the book-model's
 * commands, exactly as the editor's store applies them.
 */
function designSpread(document: BookDocument, photos: readonly ReadyPhoto[]): BookDocument {
  const context = { newId: () => crypto.randomUUID() };
  const run = (doc: BookDocument, command: Command) => applyCommand(doc, command, context).document;
  const spread = document.spreads[SPREAD_INDEX - 1];
  const [left, right] = spread?.pages ?? [];
  if (!left || !right) throw new Error(`spread ${SPREAD_INDEX} is not a double spread`);
  const layout = (key: string) => {
    const found = layoutsFor(document.themeId, 'page').find((candidate) => candidate.id.endsWith(`/${key}`));
    if (!found) throw new Error(`design ${document.themeId} has no layout ${key}`);
    return found.id;
  };
  let doc = run(document, { type: 'applyLayout', pageId: left.id, layoutId: layout('p2-side-text') });
  doc = run(doc, { type: 'applyLayout', pageId: right.id, layoutId: layout('p1-landscape-caption') });
  const pageFrames = (pageId: string) => doc.spreads.flatMap((s) => s.pages).find((p) => p.id === pageId)?.frames ?? [];
  const ref = (photo: ReadyPhoto) => ({ id: photo.id, widthPx: photo.width, heightPx: photo.height });
  const commands: Command[] = [];
  const leftPhotos = pageFrames(left.id).filter((frame) => frame.kind === 'photo');
  const rightPhotos = pageFrames(right.id).filter((frame) => frame.kind === 'photo');
  const [first, second, third] = photos;
  if (leftPhotos.length !== 2 || rightPhotos.length !== 1 || !first || !second || !third) throw new Error('the layouts do not have the photo frames this test expects');
  commands.push({ type: 'placePhoto', frameId: leftPhotos[0]!.id, photo: ref(first) });
  commands.push({ type: 'placePhoto', frameId: leftPhotos[1]!.id, photo: ref(second) });
  commands.push({ type: 'placePhoto', frameId: rightPhotos[0]!.id, photo: ref(third) });
  const [body] = pageFrames(left.id).filter((frame) => frame.kind === 'text');
  const [caption] = pageFrames(right.id).filter((frame) => frame.kind === 'text');
  if (!body || !caption) throw new Error('the layouts do not have the text frames this test expects');
  commands.push({
    type: 'setText',
    frameId: body.id,
    text: 'Im Sommer 1968 fuhren wir mit dem Käfer an den Gardasee. Oma Hildegard hatte Brötchen geschmiert, Opa Günther fotografierte jede Straßenecke – und vergaß dabei fast die Fähre.',
  });
  commands.push({ type: 'setText', frameId: caption.id, text: 'Große Grüße aus Süddeutschland, 1972' });
  return run(doc, { type: 'transaction', commands });
}

/** Asks for the print files, waits until they are done, and answers inner.pdf's path. */
async function printFile(page: Page, bookId: number): Promise<string> {
  const baseUrl = inject('baseUrl');
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const asked = await fetch(`${baseUrl}/api/books/${bookId}/print`, { method: 'POST', headers });
  expect(asked.status).toBe(202);
  const deadline = Date.now() + 120_000;
  let status: { state: string; files?: { inner: string } } = { state: 'none' };
  while (Date.now() < deadline) {
    status = (await (await fetch(`${baseUrl}/api/books/${bookId}/print`, { headers })).json()) as typeof status;
    if (status.state === 'done' || status.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(status.state).toBe('done');
  const response = await fetch(`${baseUrl}${status.files!.inner}`, { headers });
  expect(response.status).toBe(200);
  const path = join(mkdtempSync(join(tmpdir(), 'eb-e2e-print-')), 'inner.pdf');
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

/**
 * The pages of the current spread as the editor shows them, each cut at its trim box: a screenshot of
 * the spread's drawing (the SVG of displayListToSvg) with nothing selected, the pointer away and the
 * guides off, cut by the SVG's own millimetre coordinates.
 */
/** A page as the editor showed it, and the millimetres of the page (from its trim origin) the picture covers. */
interface ScreenPage {
  png: PNG;
  box: { xMm: number; yMm: number; widthMm: number; heightMm: number };
}

async function editorPages(page: Page, pageCount: number): Promise<ScreenPage[]> {
  const drawing = spreadDrawing(page);
  await drawing.waitFor();
  const guides = page.getByRole('button', { name: 'Hilfslinien' });
  if ((await guides.count()) > 0 && (await guides.getAttribute('aria-pressed')) === 'true') await guides.click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Every photo's preview has arrived (blob: addresses; the grey stand-in is a data: address) and is drawn.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      const svg = document.querySelector('[data-current="true"] .spread-drawing svg');
      const images = svg ? Array.from(svg.querySelectorAll('image')) : [];
      return images.length >= 3 && images.every((image) => (image.getAttribute('href') ?? image.getAttribute('xlink:href') ?? '').startsWith('blob:'));
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.locator('[data-current="true"] .spread-drawing[data-drawn="true"]').waitFor();
  // The frames' overlay (hit targets, quality marks, handles) is the editor's chrome over the drawing, not part of the page.
  // (Through the CSSOM: the page's CSP refuses an added style sheet.)
  const overlay = page.locator('[data-current="true"] .frame-overlay');
  await overlay.evaluateAll((elements: HTMLElement[]) => elements.forEach((element) => element.style.setProperty('visibility', 'hidden', 'important')));
  await page.waitForTimeout(300);
  const geometry = await drawing.evaluate((svg: SVGSVGElement) => {
    const box = svg.getBoundingClientRect();
    const view = svg.viewBox.baseVal;
    return { left: box.left, top: box.top, width: box.width, height: box.height, view: { x: view.x, y: view.y, width: view.width, height: view.height } };
  });
  // The SVG keeps its proportions (preserveAspectRatio's default): one scale for both axes, centred.
  const scale = Math.min(geometry.width / geometry.view.width, geometry.height / geometry.view.height);
  const offsetX = geometry.left + (geometry.width - geometry.view.width * scale) / 2;
  const offsetY = geometry.top + (geometry.height - geometry.view.height * scale) / 2;
  const bleed = Math.max(0, -geometry.view.x);
  const pageWidthMm = (geometry.view.width - 2 * bleed) / pageCount;
  const pageHeightMm = geometry.view.height - 2 * bleed;
  // One shot of whole CSS pixels around the drawing, cut in Node at device pixels: a clip with fractions
  // of a pixel is resampled by Chromium, which moves the picture by a pixel or two.
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const area = { x: Math.floor(geometry.left), y: Math.floor(geometry.top), width: Math.ceil(geometry.left + geometry.width) - Math.floor(geometry.left), height: Math.ceil(geometry.top + geometry.height) - Math.floor(geometry.top) };
  const spreadPng = await page.screenshot({ clip: area, animations: 'disabled', caret: 'hide' });
  const shots: ScreenPage[] = [];
  const pxPerMm = scale * dpr;
  for (let index = 0; index < pageCount; index++) {
    // The page's trim origin in device pixels of the shot; the cut starts at the nearest whole pixel,
    // and the PDF is cut at exactly the millimetres that cut shows.
    const originX = (offsetX + (index * pageWidthMm - geometry.view.x) * scale - area.x) * dpr;
    const originY = (offsetY - geometry.view.y * scale - area.y) * dpr;
    const cut = { left: Math.round(originX), top: Math.round(originY), width: Math.round(pageWidthMm * pxPerMm), height: Math.round(pageHeightMm * pxPerMm) };
    const png = await sharp(spreadPng).extract(cut).png().toBuffer();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, `editor-print-page-${FIRST_PAGE_NUMBER + index}-screen.png`), png);
    shots.push({
      png: PNG.sync.read(png),
      box: { xMm: (cut.left - originX) / pxPerMm, yMm: (cut.top - originY) / pxPerMm, widthMm: cut.width / pxPerMm, heightMm: cut.height / pxPerMm },
    });
  }
  await overlay.evaluateAll((elements: HTMLElement[]) => elements.forEach((element) => element.style.removeProperty('visibility')));
  return shots;
}

/** A page of the PDF rasterised by pdftoppm at four times the screen's resolution (a cut a quarter of a screen pixel off at most). */
interface PrintedPage {
  raster: Buffer;
  pxPerMm: number;
}

async function printedPage(pdf: string, pageNumber: number, screen: ScreenPage): Promise<PrintedPage> {
  const base = join(mkdtempSync(join(tmpdir(), 'eb-e2e-pdfpage-')), 'page');
  const dpi = Math.round(((4 * screen.png.width) / screen.box.widthMm) * 25.4);
  execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(pageNumber), '-l', String(pageNumber), '-png', '-singlefile', pdf, base]);
  return { raster: readFileSync(`${base}.png`), pxPerMm: dpi / 25.4 };
}

/**
 * The printed page cut at the millimetres of the screen's picture (`box`, from the trim origin; the
 * PDF page starts BLEED_MM before it), moved by (dx, dy) quarter screen pixels, scaled to the picture's size.
 */
async function printedCut(printed: PrintedPage, screen: ScreenPage, dx: number, dy: number): Promise<PNG> {
  const { pxPerMm } = printed;
  const cut = {
    left: Math.round((BLEED_MM + screen.box.xMm) * pxPerMm) + dx,
    top: Math.round((BLEED_MM + screen.box.yMm) * pxPerMm) + dy,
    width: Math.round(screen.box.widthMm * pxPerMm),
    height: Math.round(screen.box.heightMm * pxPerMm),
  };
  const png = await sharp(printed.raster).extract(cut).resize(screen.png.width, screen.png.height, { fit: 'fill' }).removeAlpha().ensureAlpha().png().toBuffer();
  return PNG.sync.read(png);
}

/**
 * The smallest share of differing pixels over the registrations within 1.75 screen pixels each way
 * (Chromium snaps the drawing to whole device pixels; one is a sixth of a millimetre here), with the
 * images and the difference of the best saved under `name`. Anything placed further off still differs.
 */
async function registeredShare(screen: ScreenPage, printed: PrintedPage, name: string): Promise<{ share: number; dx: number; dy: number }> {
  let best = { share: Infinity, dx: 0, dy: 0 };
  const tryAt = async (dx: number, dy: number) => {
    const share = differentShare(screen.png, await printedCut(printed, screen, dx, dy));
    if (share < best.share) best = { share, dx, dy };
  };
  // Coarse (half pixels), then fine (quarter pixels) around the best.
  for (let dx = -6; dx <= 6; dx += 2) for (let dy = -6; dy <= 6; dy += 2) await tryAt(dx, dy);
  const coarse = best;
  for (const dx of [-1, 0, 1]) for (const dy of [-1, 0, 1]) if (dx || dy) await tryAt(coarse.dx + dx, coarse.dy + dy);
  const cut = await printedCut(printed, screen, best.dx, best.dy);
  writeFileSync(join(SCREENSHOT_DIR, `${name}-pdf.png`), PNG.sync.write(cut));
  differentShare(screen.png, cut, join(SCREENSHOT_DIR, `${name}-diff.png`));
  return best;
}

/** The share of pixels that differ (pixelmatch, threshold 0.1, anti-aliasing ignored); the difference image is saved to `diffPath` if given. */
function differentShare(a: PNG, b: PNG, diffPath?: string): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const crop = (image: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(image, out, 0, 0, width, height, 0, 0);
    return out;
  };
  const diff = new PNG({ width, height });
  const different = pixelmatch(crop(a).data, crop(b).data, diff.data, width, height, { threshold: 0.1 });
  if (diffPath) writeFileSync(diffPath, PNG.sync.write(diff));
  return different / (width * height);
}

/** The image moved right by `px` pixels (the uncovered strip white). */
function shift(image: PNG, px: number): PNG {
  const out = new PNG({ width: image.width, height: image.height });
  out.data.fill(255);
  PNG.bitblt(image, out, 0, 0, image.width - px, image.height, px, 0);
  return out;
}
