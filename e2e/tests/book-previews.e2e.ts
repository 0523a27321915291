import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPreviewUrl, saveCoverThroughApi } from '../support/book-document';
import { createBooksThroughApi } from '../support/books';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, NARROW_PHONE, openPage, PHONE, screenshot, type OpenPage } from '../support/browser';
import { goToSpread, openEditor, placePhotoThroughApi, readDocument, uploadPhotosThroughApi, waitForSaved } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

// Issue 13, previews: the books list shows each book's rendered cover; the proof ('Vorschau (PDF)')
// downloads from the editor; a finished book opens in the flip-through with the server's rendered
// pages (decision 034). One book, set up once. The finished book's card with its cover and the
// proof downloaded from the card are in book-journey-finish.e2e.ts.

const BOOK_NAME = 'Für Opa Walter';
/** The proof is saved under the book's name (filename*), not its internal number. */
const PROOF_FILE = 'Für Opa Walter – Vorschau.pdf';
const TABLET = { width: 1024, height: 768 };
const TABLET_UPRIGHT = { width: 768, height: 1024 };

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;
let pageCount: number;

const card = (section: string) => page.getByRole('region', { name: section, exact: true }).getByRole('article', { name: BOOK_NAME, exact: true });
const proofOnCard = (section: string) => card(section).locator('[data-book-action="proof"]');

/** The card's picture once shown: a blob: URL made from /api/…/preview.jpg, decoded. */
async function shownCover(image: Locator): Promise<{ src: string; width: number }> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.getAttribute('src'), { timeout: 30_000 }).toMatch(/^blob:/);
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return { src: element.src, width: element.naturalWidth };
  });
}

/** The downloaded proof: named as the server names it, a PDF of the cover sheet and every inner page. */
async function expectProof(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toBe(PROOF_FILE);
  const path = await download.path();
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  expect(pages).toBe(pageCount + 1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await startWithTrialAccess(page);
  [bookId] = (await createBooksThroughApi(page, [BOOK_NAME], { formatId: 1, paperId: 3, themeId: 101 })) as [number];
  const [photoFile] = await makeTestPhotos(1, 'Walter');
  const [photo] = await uploadPhotosThroughApi(page, [photoFile!.path]);
  await saveCoverThroughApi(page, bookId, { title: 'Walter Berger', subtitle: '1936 – 2026', photo: photo! });
  // Page 1 gets the photo too (further frames are too large for its pixels: the preflight would block finishing).
  const { version } = await placePhotoThroughApi(page, bookId, undefined, photo!);
  // The server renders the cover on its queue (expect.poll belongs to tests only).
  const wanted = `/api/books/${bookId}/preview.jpg?v=${version}`;
  for (let tries = 0; (await bookPreviewUrl(page, bookId)) !== wanted; tries++) {
    if (tries > 60) throw new Error(`the cover of version ${version} was not rendered in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { document } = await readDocument(page, bookId);
  pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
}, 180_000);
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('previews and the proof', () => {
  it('the card of a book in the making shows its rendered cover and offers its proof', async () => {
    await page.goto('/buecher');
    const cover = await shownCover(card('Begonnene Bücher').locator('img.book__image'));
    expect(cover.width).toBeGreaterThan(0);
    // Downloading it from the card (name, note, pages) is the journey's: book-journey-finish.e2e.ts.
    expect(await proofOnCard('Begonnene Bücher').textContent()).toContain('Vorschau (PDF)');
    await screenshot(page, 'book-previews-card');
    await expectAccessible(page);

    // The list view shows the rendered cover too, and the proof's button, on a phone as well.
    const views = page.getByRole('group', { name: 'Ansicht' });
    await views.getByRole('button', { name: 'Liste' }).click();
    expect((await shownCover(card('Begonnene Bücher').locator('img.book__image'))).width).toBeGreaterThan(0);
    await page.setViewportSize(PHONE);
    expect(await proofOnCard('Begonnene Bücher').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'book-previews-list');
    await page.setViewportSize(DESKTOP);
    await views.getByRole('button', { name: 'Karten' }).click();
  }, 120_000);

  it('the editor saves first, says the proof is being drawn, downloads it, and tells a busy server’s reason', async () => {
    await openEditor(page, bookId, { timeout: 60_000 });
    const button = page.locator('[data-editor-action="proof"]');
    expect(await button.textContent()).toContain('Vorschau (PDF)');
    // The drawing takes seconds on a real book: held here a moment, so the waiting label is seen for sure.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/books/${bookId}/proof.pdf`, async (route) => {
      await held;
      await route.continue();
    });
    // A change not saved yet (the save waits for a pause): the proof is drawn only after it was stored.
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/api/books/${bookId}/document`)) saves.push('save');
      if (request.url().endsWith(`/api/books/${bookId}/proof.pdf`)) saves.push('proof');
    });
    await page.getByRole('button', { name: 'Seiten hinzufügen' }).click();
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await button.click();
    // The button stays as it is (its label, its place, readable) and says it is busy; a line under the toolbar shows the progress.
    const progress = page.locator('[data-proof-progress]');
    await progress.waitFor();
    expect(await progress.textContent()).toContain('Die Vorschau wird erstellt …');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.textContent()).toContain('Vorschau (PDF)');
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await screenshot(page, 'book-previews-editor-preparing', { fullPage: false });
    // A phone sees it too.
    await page.setViewportSize(PHONE);
    expect(await page.locator('[data-proof-progress] .editor-progress__text').isVisible()).toBe(true);
    await screenshot(page, 'book-previews-editor-preparing-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    release();
    const download = await downloading;
    expect(saves.slice(0, 2)).toEqual(['save', 'proof']);
    const { document } = await readDocument(page, bookId);
    expect(document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0)).toBeGreaterThan(pageCount);
    pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
    // The proof shows the added pages.
    await expectProof(download);
    await progress.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-disabled')).toBe('false');
    await page.unroute(`**/api/books/${bookId}/proof.pdf`);

    // 503 while the server draws as many proofs as it may: its own German sentence is shown.
    const busy = 'Gerade werden viele Vorschauen erstellt. Bitte versuchen Sie es in einem Moment noch einmal.';
    await page.route(`**/api/books/${bookId}/proof.pdf`, (route) => route.fulfill({ status: 503, contentType: 'application/json', headers: { 'retry-after': '10' }, body: JSON.stringify({ statusCode: 503, code: 'PROOF_BUSY', error: 'Service Unavailable', message: busy }) }));
    await button.click();
    const message = page.getByRole('dialog').filter({ hasText: busy });
    await message.waitFor();
    await screenshot(page, 'book-previews-editor-busy', { fullPage: false });
    await message.getByRole('button').first().click();
    await page.unroute(`**/api/books/${bookId}/proof.pdf`);

    // The whole book's tools keep words on a phone ('Assistent', 'Vorschau', 'Fertigstellen'; the
    // full names for screen readers), in one group at the end of the toolbar, 'Fertigstellen' last.
    const wholeBook = page.getByRole('group', { name: 'Das ganze Buch' });
    for (const viewport of [PHONE, NARROW_PHONE]) {
      await page.setViewportSize(viewport);
      for (const [action, word, name] of [
        ['assistant', 'Assistent', 'Assistenten nutzen'],
        ['proof', 'Vorschau', 'Vorschau (PDF)'],
        ['finish', 'Fertigstellen', 'Buch fertigstellen'],
      ] as const) {
        const tool = wholeBook.locator(`[data-editor-action="${action}"]`);
        expect(await tool.isVisible()).toBe(true);
        expect(await tool.innerText()).toContain(word);
        expect(await wholeBook.getByRole('button', { name, exact: true }).count()).toBe(1);
      }
      await expectNoSidewaysScroll(page);
      await screenshot(page, `book-previews-editor-toolbar-${viewport.width}`, { fullPage: false });
    }
    const boxes = async () => Promise.all(['assistant', 'proof', 'finish'].map(async (action) => (await wholeBook.locator(`[data-editor-action="${action}"]`).boundingBox())!));
    // From a tablet on: at the end of its row, 'Buch fertigstellen' the last.
    for (const viewport of [TABLET_UPRIGHT, TABLET, DESKTOP]) {
      await page.setViewportSize(viewport);
      const [assistant, proofTool, finish] = await boxes();
      expect(finish!.x).toBeGreaterThan(proofTool!.x);
      expect(proofTool!.x).toBeGreaterThan(assistant!.x);
      expect(finish!.x + finish!.width).toBeGreaterThan(viewport.width - 40);
    }

    // A tablet held upright with a frame selected (its tools open under the spread): the spread keeps room to be seen.
    await page.setViewportSize(TABLET_UPRIGHT);
    await goToSpread(page, 1);
    await page.locator('.editor__stage [data-frame-id]').first().click();
    await page.locator('[data-frame-id][data-selected="true"]').first().waitFor();
    const stage = (await page.locator('.editor__stage').boundingBox())!;
    expect(stage.height).toBeGreaterThanOrEqual(300);
    await screenshot(page, 'book-previews-editor-selected-768', { fullPage: false });
    // The way back and the book's name never overlap, however long the name (shown here with a long one).
    const title = page.locator('.editor-toolbar__title');
    const shortName = await title.textContent();
    await title.evaluate((element) => (element.querySelector('span')!.textContent = 'Für Opa Heinrich Maximilian von Stettenberg-Hohenau'));
    const back = (await page.getByRole('link', { name: 'Zurück zu meinen Büchern' }).boundingBox())!;
    expect(back.x).toBeGreaterThanOrEqual(0);
    expect(back.x + back.width).toBeLessThanOrEqual((await title.boundingBox())!.x);
    await screenshot(page, 'book-previews-editor-long-name-768', { fullPage: false });
    await title.evaluate((element, name) => (element.querySelector('span')!.textContent = name), shortName);
    // A tablet lying (the tools a column beside the spread): the spread keeps its room too.
    await page.setViewportSize(TABLET);
    expect((await page.locator('.editor__stage').boundingBox())!.height).toBeGreaterThanOrEqual(280);
    await screenshot(page, 'book-previews-editor-selected-1024', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'book-previews-editor-1280', { fullPage: false });
    await waitForSaved(page);
  }, 120_000);

  it('a finished book shows its cover in ‘Fertige Bücher’ and opens in the flip-through with the server’s rendered pages', async () => {
    // Finished through SPEC.md's route (what /finalize calls), with the editor's own ids.
    const finished = await page.evaluate(async (id) => {
      const token = localStorage.getItem('token') ?? '';
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const info = (await (await fetch(`/api/books/editinfo/${id}`, { headers })).json()) as { productCode: string; projectId: string };
      const userId = (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
      const document = (await (await fetch(`/api/books/${id}/document`, { headers })).json()) as { spreads: Array<{ pages: unknown[] }> };
      const pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
      const response = await fetch('/api/books/finalize', { method: 'POST', headers, body: JSON.stringify({ userId, productCode: info.productCode, jobId: info.projectId, pageCount }) });
      return { status: response.status, body: await response.text() };
    }, bookId);
    expect(finished.status, finished.body).toBe(200);

    // Its cover on the card under 'Fertige Bücher' is the journey's (book-journey-finish.e2e.ts).
    await page.goto('/buecher');

    // The first answers say the pages are still being prepared: the calm placeholder stands meanwhile
    // (three answers: the cover below takes two askings of the book, about four seconds).
    let held = 3;
    await page.route(`**/api/books/${bookId}/views`, async (route) => {
      if (held-- <= 0) return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { pages: Array<{ url: string | null }> };
      await route.fulfill({ response, json: { pending: true, pages: answer.pages.map((entry) => ({ ...entry, url: null })) } });
    });
    // The book still carries its design's stock picture for the first answers (its cover not drawn yet):
    // that picture is never shown as this book's cover; the book is asked again until its own is there.
    let coverHeld = 2;
    await page.route(`**/api/books/${bookId}`, async (route) => {
      if (route.request().method() !== 'GET' || coverHeld-- <= 0) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), previewImageUrl: '/images/designs/stock.jpg' } });
    });
    await card('Fertige Bücher').getByRole('link', { name: /zur Ansicht öffnen/ }).click();
    await page.waitForURL((url) => url.pathname === `/bearbeiten/${bookId}`);
    const viewer = page.locator('.book-viewer');
    await viewer.getByText('Der Umschlag wird vorbereitet …').waitFor();
    expect(await viewer.locator('[data-spread-index="0"] img').count()).toBe(0);
    // The cover first: the rendered front, once the book says it is there.
    await viewer.locator('[data-spread-index="0"][data-viewer-ready="true"] img[data-viewer-image]').waitFor({ timeout: 60_000 });
    expect(await viewer.getByText('Dieses Buch ist fertiggestellt und kann nicht mehr bearbeitet werden.').count()).toBe(1);
    const label = viewer.locator('[data-viewer-label]');
    expect(await label.textContent()).toContain('Umschlag');
    await screenshot(page, 'book-previews-viewer-cover', { fullPage: false });

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => label.textContent()).toContain('Seite 1');
    await viewer.getByText('Seite wird vorbereitet …').first().waitFor();
    await screenshot(page, 'book-previews-viewer-preparing', { fullPage: false });
    // Then the server's page: about 1000 px wide (not a 300 px thumbnail), loaded with the token as a blob.
    const first = viewer.locator('[data-spread-index="1"][data-viewer-ready="true"] img[data-viewer-image]');
    await first.waitFor({ timeout: 90_000 });
    const image = await first.evaluate(async (element: HTMLImageElement) => {
      await element.decode();
      return { src: element.src, width: element.naturalWidth, height: element.naturalHeight };
    });
    expect(image.src).toMatch(/^blob:/);
    expect(image.width).toBe(1000);
    expect(image.height).toBeGreaterThan(1000);
    await screenshot(page, 'book-previews-viewer-page1', { fullPage: false });

    // A pair of pages: the buttons and a swipe on touch.
    await viewer.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => label.textContent()).toContain('Seiten 2–3');
    const pair = viewer.locator('[data-spread-index="2"]');
    await pair.and(page.locator('[data-viewer-ready="true"]')).waitFor({ timeout: 90_000 });
    expect(await pair.locator('img[data-viewer-image]').count()).toBe(2);
    await screenshot(page, 'book-previews-viewer', { fullPage: false });
    const stage = viewer.locator('.book-viewer__stage');
    const box = (await stage.boundingBox())!;
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2;
      await stage.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: fromX, clientY: y });
      await stage.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: toX, clientY: y });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect.poll(() => label.textContent()).toContain('Seiten 4–5');
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect.poll(() => label.textContent()).toContain('Seiten 2–3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => label.textContent()).toContain('Seite 1');

    for (const viewport of [TABLET, PHONE]) {
      await page.setViewportSize(viewport);
      await page.keyboard.press('ArrowRight');
      await viewer.locator('[data-spread-index="2"][data-viewer-ready="true"]').waitFor({ timeout: 30_000 });
      await screenshot(page, 'book-previews-viewer', { fullPage: false });
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('ArrowLeft');
    }
    // A phone held upright shows one page at a time, large, with the same keys and swipes.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => label.textContent()).toContain('Seite 2');
    const alone = viewer.locator('[data-page-number="2"][data-viewer-ready="true"]');
    await alone.waitFor({ timeout: 30_000 });
    expect(await alone.locator('img[data-viewer-image]').count()).toBe(1);
    expect((await alone.boundingBox())!.height).toBeGreaterThan(400);
    await screenshot(page, 'book-previews-viewer-phone-page', { fullPage: false });
    const phoneStage = (await stage.boundingBox())!;
    const y = phoneStage.y + phoneStage.height / 2;
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 8, isPrimary: true, clientX: phoneStage.x + phoneStage.width * 0.8, clientY: y });
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 8, isPrimary: true, clientX: phoneStage.x + phoneStage.width * 0.2, clientY: y });
    await expect.poll(() => label.textContent()).toContain('Seite 3');
    await viewer.locator('[data-page-number="3"][data-viewer-ready="true"]').waitFor({ timeout: 30_000 });
    // Turned sideways, the spread holding page 3.
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await expect.poll(() => label.textContent()).toContain('Seiten 2–3');
    // Upright again: page 3 alone (the page is kept), seen before a key is pressed.
    await page.setViewportSize(PHONE);
    await expect.poll(() => label.textContent()).toContain('Seite 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => label.textContent()).toContain('Seite 1');
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    await page.unroute(`**/api/books/${bookId}/views`);
    await page.unroute(`**/api/books/${bookId}`);
    expect(session.problems.filter((problem) => problem.startsWith('page error') || (problem.startsWith('console') && !problem.includes('Failed to load resource')))).toEqual([]);
  }, 240_000);
});
