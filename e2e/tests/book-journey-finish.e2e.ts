import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { launchBrowser, openPage, screenshot, visit, type OpenPage } from '../support/browser';
import { currentSpreadIndex, frameLocator, goToSpread, pagesOf, readDocument, spreadDrawing, trayPhoto, waitForSaved, type StoredDocument, type StoredFrame } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { signIn } from '../support/sign-in';

// Issue 13's browser test, as a person does it: a registered person uploads photos on the book's
// upload page (one of them far too small for print), lets the assistant design the book and looks at
// it, puts the small photo into a large frame, is stopped by 'Buch fertigstellen', follows the problem
// to its frame, puts a good photo back, finishes, finds the book under 'Fertige Bücher' with its
// rendered cover, downloads the proof from the card, and the print files are on their way.

const BOOK_NAME = 'Für Oma Gerda';
const NORMAL_PHOTOS = 5;
const TINY = 'Passbild-klein.jpg';

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;
/** File name → id of the person's uploads, once ready. */
let photoIds: Map<string, string>;
/** The large frame the small photo goes into, its spread and printed page, and the photo it held. */
let target: { frameId: string; spreadIndex: number; pageNumber: number; goodPhotoId: string };

/** Photos from the disk: five of the usual 1200 × 900 (the second turned upright) and one of 160 × 120 pixels. */
async function photoFiles(): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'eb-e2e-journey-'));
  const made = await makeTestPhotos(NORMAL_PHOTOS, 'Gerda');
  const upright = join(folder, 'Gerda-02-hoch.jpg');
  await sharp(made[1]!.path).rotate(90).jpeg({ quality: 90 }).toFile(upright);
  const tiny = join(folder, TINY);
  writeFileSync(tiny, await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 190, g: 60, b: 60 } } }).jpeg({ quality: 85 }).toBuffer());
  return [made[0]!.path, upright, ...made.slice(2).map((photo) => photo.path), tiny];
}

/** The person's uploads as the server lists them (name → id), asked with the page's own sign-in. */
async function uploadsByName(): Promise<Map<string, string>> {
  const list = await page.evaluate(async () => {
    const response = await fetch('/api/users/uploadedimages', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    return ((await response.json()) as { photos: Array<{ id: string; fileName: string }> }).photos;
  });
  return new Map(list.map((photo) => [photo.fileName, photo.id]));
}

/** Waits until the server holds a version newer than `after` and everything is saved; answers it. */
async function savedAfter(after: number): Promise<{ document: StoredDocument; version: number }> {
  await expect.poll(async () => (await readDocument(page, bookId)).version, { timeout: 20_000 }).toBeGreaterThan(after);
  await waitForSaved(page);
  return readDocument(page, bookId);
}

const innerPageCount = (document: StoredDocument) => document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
/** The photos the book shows, on the cover and the inner pages. */
const photoIdsIn = (document: StoredDocument) => new Set(pagesOf(document).flatMap((p) => p.frames.flatMap((frame) => (frame.kind === 'photo' && frame.photoId ? [frame.photoId] : []))));

const assistant = () => page.getByRole('dialog', { name: 'Buch vom Assistenten gestalten lassen' });
const finishDialog = () => page.getByRole('dialog', { name: 'Buch fertigstellen' });
/** 'Buch fertigstellen' and the check's result ('blocked', 'warnings' or 'ready'). */
async function runCheck(): Promise<string> {
  await page.locator('[data-editor-action="finish"]').click();
  const result = finishDialog().locator('[data-finish-result]');
  // Attached, not visible: with nothing to report the result is an empty box.
  await result.waitFor({ state: 'attached', timeout: 30_000 });
  return (await result.getAttribute('data-finish-result'))!;
}
/** The chosen tray photo into the selected frame, as a person without a mouse does it. */
async function placeFromTray(photoId: string): Promise<void> {
  await trayPhoto(page, photoId).click();
  await page.getByRole('button', { name: 'In Rahmen einsetzen' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  // A registered person (a trial's finished book gets no print files: SPEC.md section 6).
  const account = `Gerda${Date.now()}`;
  const registered = await page.request.post('/api/users/register', { data: { email: `${account.toLowerCase()}@example.de`, account, password: 'Astern2026', isDataStoragePermitted: true } });
  expect(registered.status()).toBe(200);
  await signIn(page, account, 'Astern2026');
  [bookId] = (await createBooksThroughApi(page, [BOOK_NAME])) as [number];
}, 120_000);
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('a book from the photos to the proof', () => {
  it('uploads photos on the book’s page and lets the assistant design it; the photo too small to print stays out', async () => {
    const files = await photoFiles();
    await visit(page, `/upload/${bookId}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Fotos auswählen' }).click();
    await (await chooser).setFiles(files);
    const library = page.getByRole('region', { name: 'Ihre Fotos', exact: true });
    await expect.poll(() => library.getByRole('listitem').count(), { timeout: 30_000 }).toBe(files.length);
    await expect.poll(() => library.getByText('wird vorbereitet').count(), { timeout: 60_000 }).toBe(0);
    photoIds = await uploadsByName();
    expect(photoIds.size).toBe(files.length);
    const useAssistant = page.getByRole('link', { name: 'Assistenten nutzen' });
    await useAssistant.scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-finish-uploaded', { fullPage: false });

    const before = await readDocument(page, bookId);
    await useAssistant.click();
    await assistant().getByRole('button', { name: 'Buch gestalten lassen' }).click();
    const report = assistant().locator('[data-assistant-report]');
    await report.waitFor({ timeout: 30_000 });
    // The small photo would print below 100 dpi in any frame: left out, and said so by name.
    expect(await report.textContent()).toContain('1 Foto ist zu klein für den Druck und blieb draußen.');
    await report.getByText('Welche Fotos draußen blieben').click();
    await report.getByText(`${TINY} (zu klein für den Druck)`).waitFor();
    await screenshot(page, 'journey-finish-assistant-report', { fullPage: false });
    await assistant().getByRole('button', { name: 'Ergebnis behalten' }).click();
    await assistant().waitFor({ state: 'detached' });

    const { document } = await savedAfter(before.version);
    const tinyId = photoIds.get(TINY)!;
    expect([...photoIdsIn(document)].sort()).toEqual([...photoIds.values()].filter((id) => id !== tinyId).sort());

    // The result as the person sees it: the cover with a photo, and a later spread with its photos drawn in their frames.
    await goToSpread(page, 0);
    await expect.poll(() => spreadDrawing(page).locator('image').count()).toBeGreaterThan(0);
    await screenshot(page, 'journey-finish-cover', { fullPage: false });
    const withPhotos = document.spreads.map((spread, index) => ({ index: index + 1, frames: spread.pages.flatMap((p) => p.frames).filter((frame) => frame.kind === 'photo' && frame.photoId) })).filter((spread) => spread.frames.length > 0);
    const later = withPhotos.at(-1)!;
    expect(later.index).toBeGreaterThan(1);
    await goToSpread(page, later.index);
    for (const frame of later.frames) await frameLocator(page, frame.id).waitFor();
    await expect.poll(() => spreadDrawing(page).locator('image').count()).toBeGreaterThanOrEqual(later.frames.length);
    await screenshot(page, 'journey-finish-spread', { fullPage: false });

    // The largest photo frame of the inner pages: where the small photo will print far too coarse.
    const frames = document.spreads.flatMap((spread, index) => spread.pages.map((p) => ({ spreadIndex: index + 1, p }))).flatMap(({ spreadIndex, p }, pageIndex) => p.frames.map((frame) => ({ frame, spreadIndex, pageNumber: pageIndex + 1 })));
    const largest = frames.filter(({ frame }) => frame.kind === 'photo' && frame.photoId).sort((a, b) => area(b.frame) - area(a.frame))[0]!;
    target = { frameId: largest.frame.id, spreadIndex: largest.spreadIndex, pageNumber: largest.pageNumber, goodPhotoId: largest.frame.photoId! };
  }, 150_000);

  it('the check blocks on the small photo put into a large frame, leads to it, and passes once a good photo is back', async () => {
    // The person puts the small photo into the large frame themselves: the frame chosen on the spread, the photo from the tray.
    await goToSpread(page, target.spreadIndex);
    await frameLocator(page, target.frameId).click();
    await expect.poll(() => frameLocator(page, target.frameId).getAttribute('data-selected')).toBe('true');
    await placeFromTray(photoIds.get(TINY)!);
    await expect.poll(() => frameLocator(page, target.frameId).getAttribute('aria-label')).toContain(TINY);
    await screenshot(page, 'journey-finish-small-placed', { fullPage: false });

    // Shown elsewhere meanwhile: the problem brings the person back.
    await goToSpread(page, 0);
    expect(await runCheck()).toBe('blocked');
    const problem = finishDialog().locator('[data-problems="block"]').getByRole('button', { name: new RegExp(`^Seite ${target.pageNumber}: Das Foto ist für den Druck zu unscharf \\(\\d+ dpi\\)\\.$`) });
    expect(await problem.count()).toBe(1);
    expect(await finishDialog().getByRole('button', { name: 'Jetzt fertigstellen' }).count()).toBe(0);
    await screenshot(page, 'journey-finish-blocked', { fullPage: false });
    await problem.click();
    await finishDialog().waitFor({ state: 'detached' });
    expect(await currentSpreadIndex(page)).toBe(target.spreadIndex);
    await expect.poll(() => frameLocator(page, target.frameId).getAttribute('data-selected')).toBe('true');

    // The fix: the good photo from the tray into the selected frame again.
    await placeFromTray(target.goodPhotoId);
    const goodName = [...photoIds].find(([, id]) => id === target.goodPhotoId)![0];
    await expect.poll(() => frameLocator(page, target.frameId).getAttribute('aria-label')).toContain(goodName);
    expect(['warnings', 'ready']).toContain(await runCheck());
    expect(await finishDialog().locator('[data-problems="block"]').count()).toBe(0);
    await screenshot(page, 'journey-finish-ready', { fullPage: false });
  }, 90_000);

  it('finishes, shows the book under ‘Fertige Bücher’ with its rendered cover, downloads the proof and asks for the print files', async () => {
    const previews: Array<{ url: string; status: number; type: string | undefined }> = [];
    page.on('response', (response) => {
      if (response.url().includes(`/api/books/${bookId}/preview.jpg`)) previews.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] });
    });
    await finishDialog().getByRole('button', { name: 'Jetzt fertigstellen' }).click();
    await page.waitForURL((url) => url.pathname === '/buecher', { timeout: 30_000 });
    await page.locator('.finished-notice').filter({ hasText: `Ihr Buch „${BOOK_NAME}“ ist fertig. Sie finden es unter „Fertige Bücher“` }).waitFor();

    const card = page.getByRole('region', { name: 'Fertige Bücher', exact: true }).getByRole('article', { name: BOOK_NAME, exact: true });
    await card.waitFor();
    // The cover is rendered after finishing: the list is asked again until the card shows the book's own.
    const cover = card.locator('img.book__image--rendered');
    await expect
      .poll(
        async () => {
          if ((await cover.count()) === 0) await page.reload();
          await card.waitFor();
          return cover.count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.getAttribute('src')).toMatch(/^blob:/);
    expect(await cover.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBeGreaterThan(0);
    expect(previews.some((response) => response.status === 200 && response.type === 'image/jpeg')).toBe(true);
    // Finished for good: no longer editable, and the list names the rendered cover.
    const books = await page.evaluate(async () => {
      const response = await fetch('/api/books', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      return (await response.json()) as Array<{ pk: number; state: number; isEditable: boolean; previewImageUrl: string | null }>;
    });
    const stored = books.find((book) => book.pk === bookId)!;
    expect(stored).toMatchObject({ state: 2, isEditable: false });
    expect(stored.previewImageUrl).toMatch(new RegExp(`^/api/books/${bookId}/preview\\.jpg`));
    await screenshot(page, 'journey-finish-books');

    // 'Vorschau (PDF)' on the card: the cover sheet and every inner page.
    const { document } = await readDocument(page, bookId);
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await card.locator('[data-book-action="proof"]').click();
    const download = await downloading;
    // Saved under the book's name, and the card says so.
    expect(download.suggestedFilename()).toBe(`${BOOK_NAME} – Vorschau.pdf`);
    await card.locator('[data-proof-note]').filter({ hasText: `Die Vorschau „${BOOK_NAME} – Vorschau.pdf“ wurde heruntergeladen.` }).waitFor();
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBe(innerPageCount(document) + 1);

    // The print files were asked for with finishing.
    const print = await page.evaluate(async (id) => {
      const response = await fetch(`/api/books/${id}/print`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      return { status: response.status, body: (await response.json()) as { state: string } };
    }, bookId);
    expect(print.status).toBe(200);
    expect(print.body.state).not.toBe('none');
    expect(session.problems).toEqual([]);
  }, 180_000);
});

function area(frame: StoredFrame): number {
  return frame.widthMm * frame.heightMm;
}
