import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPreviewUrl, saveCoverThroughApi } from '../support/book-document';
import { createBooksThroughApi } from '../support/books';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, screenshot, type OpenPage } from '../support/browser';
import { openEditor, placePhotoThroughApi, readDocument, uploadPhotosThroughApi, waitForSaved } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

// Issue 13, previews: the books list shows each book's rendered cover; the proof ('Vorschau (PDF)')
// downloads from the card and from the editor; a finished book opens in the flip-through with the
// server's rendered pages (decision 034). One book, set up once.

const BOOK_NAME = 'Für Opa Walter';
const TABLET = { width: 1024, height: 768 };

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
  expect(download.suggestedFilename()).toBe(`buch-${bookId}-vorschau.pdf`);
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
  it('the card shows the rendered cover, and its proof downloads from the card', async () => {
    await page.goto('/buecher');
    const cover = await shownCover(card('Begonnene Bücher').locator('img.book__image'));
    expect(cover.width).toBeGreaterThan(0);

    const button = proofOnCard('Begonnene Bücher');
    expect(await button.textContent()).toContain('Vorschau (PDF)');
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await button.click();
    await expectProof(await downloading);
    await card('Begonnene Bücher').locator('[data-proof-note]').filter({ hasText: `Die Vorschau „buch-${bookId}-vorschau.pdf“ wurde heruntergeladen.` }).waitFor();
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
    await expect.poll(() => button.textContent()).toContain('Die Vorschau wird erstellt …');
    expect(await button.isDisabled()).toBe(true);
    await screenshot(page, 'book-previews-editor-preparing', { fullPage: false });
    release();
    const download = await downloading;
    expect(saves.slice(0, 2)).toEqual(['save', 'proof']);
    const { document } = await readDocument(page, bookId);
    expect(document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0)).toBeGreaterThan(pageCount);
    pageCount = document.spreads.reduce((sum, spread) => sum + spread.pages.length, 0);
    // The proof shows the added pages.
    await expectProof(download);
    await expect.poll(() => button.textContent()).toContain('Vorschau (PDF)');
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

    // The toolbar keeps the button on a phone (its label collapses to the icon).
    await page.setViewportSize(PHONE);
    expect(await button.isVisible()).toBe(true);
    await screenshot(page, 'book-previews-editor', { fullPage: false });
    await page.setViewportSize(DESKTOP);
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

    await page.goto('/buecher');
    const cover = await shownCover(card('Fertige Bücher').locator('img.book__image'));
    expect(cover.width).toBeGreaterThan(0);

    // The first answers say the pages are still being prepared: the calm placeholder stands meanwhile.
    let held = 2;
    await page.route(`**/api/books/${bookId}/views`, async (route) => {
      if (held-- <= 0) return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { pages: Array<{ url: string | null }> };
      await route.fulfill({ response, json: { pending: true, pages: answer.pages.map((entry) => ({ ...entry, url: null })) } });
    });
    await card('Fertige Bücher').getByRole('link', { name: /zur Ansicht öffnen/ }).click();
    await page.waitForURL((url) => url.pathname === `/bearbeiten/${bookId}`);
    const viewer = page.locator('.book-viewer');
    // The cover first: the rendered front.
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
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    await page.unroute(`**/api/books/${bookId}/views`);
    expect(session.problems.filter((problem) => problem.startsWith('page error') || (problem.startsWith('console') && !problem.includes('Failed to load resource')))).toEqual([]);
  }, 240_000);
});
