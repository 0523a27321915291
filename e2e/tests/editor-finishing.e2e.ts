import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, type OpenPage } from '../support/browser';
import { currentSpreadIndex, fillCrop, frameLocator, openEditor, readDocument, trayPhoto, uploadPhotosThroughApi, writeDocument, type ReadyPhoto } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

// 'Buch fertigstellen' (issue 13): the editor's check blocks on a photo far too small for print, its
// problem opens the page with the frame selected; once fixed, the book is finished through /finalize
// and waits under 'Fertige Bücher' on /buecher; its editor is read-only then. The dialog's and the
// confirmation's finer points are here; the whole way to the rendered cover and the proof is
// book-journey-finish.e2e.ts.

const BOOK_NAME = 'Für Oma Ilse';
/** Printed page 2 is the left page of inner spread 2 (page 1 stands alone on spread 1). */
const SPREAD_INDEX = 2;

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;
let frameId: string;
let large: ReadyPhoto;

/** A real JPEG of 120 × 90 pixels: in a page-sized frame it prints at about 15 dpi. */
async function smallPhoto(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'eb-e2e-small-')), 'Briefmarke.jpg');
  const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 150, g: 120, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(path, jpeg);
  return path;
}

const dialog = () => page.getByRole('dialog', { name: 'Buch fertigstellen' });
const finishButton = () => page.locator('[data-editor-action="finish"]');
/** Opens the check and waits for its result ('blocked', 'warnings' or 'ready'). */
async function runCheck(): Promise<string> {
  await finishButton().click();
  await dialog().waitFor();
  const result = dialog().locator('[data-finish-result]');
  await result.waitFor({ timeout: 20_000 });
  return (await result.getAttribute('data-finish-result'))!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await startWithTrialAccess(page);
  [bookId] = (await createBooksThroughApi(page, [BOOK_NAME])) as [number];
  const [big] = await makeTestPhotos(1, 'Ilse');
  const [small, uploadedLarge] = await uploadPhotosThroughApi(page, [await smallPhoto(), big!.path]);
  large = uploadedLarge!;
  // The largest photo frame of page 2 gets the small photo, filled and centred (as placing it would).
  const { document, version } = await readDocument(page, bookId);
  const left = document.spreads[SPREAD_INDEX - 1]!.pages[0]!;
  const frame = left.frames.filter((candidate) => candidate.kind === 'photo').sort((a, b) => b.widthMm * b.heightMm - a.widthMm * a.heightMm)[0];
  if (!frame) throw new Error('page 2 of a new book no longer holds a photo frame');
  frame.photoId = small!.id;
  frame.crop = fillCrop(frame, small!);
  frameId = frame.id;
  await writeDocument(page, bookId, document, version);
  await openEditor(page, bookId);
}, 120_000);
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('finishing a book', () => {
  it('blocks on the photo too small for print, and its problem opens page 2 with the frame selected', async () => {
    expect(await finishButton().textContent()).toContain('Buch fertigstellen');
    // The toolbar's primary button, with its words on a wide screen and as an icon on a phone.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await screenshot(page, 'editor-finishing-toolbar', { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);
    expect(await runCheck()).toBe('blocked');
    // The result is said through the dialog's one live region (there from the start, never muted by aria-busy).
    expect(await dialog().getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => dialog().locator('[role="status"]').textContent()).toBe('Ein Punkt muss vor dem Druck behoben werden.');
    // What dpi means is said once.
    await expect(dialog().textContent()).resolves.toContain('Für den Druck sind mindestens 100 dpi nötig, gut sind ab 200 dpi.');
    const blocking = dialog().locator('[data-problems="block"]');
    await expect(blocking.getByRole('heading').textContent()).resolves.toBe('Muss vor dem Druck behoben werden');
    const problem = blocking.getByRole('button', { name: /^Seite 2: Das Foto ist für den Druck zu unscharf \(\d+ dpi\)\.$/ });
    expect(await problem.count()).toBe(1);
    // Nothing blocking may be finished: no way on from here.
    expect(await dialog().getByRole('button', { name: 'Jetzt fertigstellen' }).count()).toBe(0);
    await screenshot(page, 'editor-finishing-blocked', { fullPage: false });
    // On a phone the dialog fits the width and its answers stay in reach.
    await page.setViewportSize(PHONE);
    await screenshot(page, 'editor-finishing-blocked', { fullPage: false });
    await page.setViewportSize(DESKTOP);

    await problem.click();
    await dialog().waitFor({ state: 'detached' });
    expect(await currentSpreadIndex(page)).toBe(SPREAD_INDEX);
    await expect.poll(() => frameLocator(page, frameId).getAttribute('data-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-frame-id'))).toBe(frameId);
  }, 60_000);

  it('once fixed, finishes through /finalize and shows the book under Fertige Bücher, ticked for the basket', async () => {
    // The fix: the selected frame gets the large photo from the tray ('In Rahmen einsetzen' replaces a selected frame's photo).
    await trayPhoto(page, large.id).click();
    await page.getByRole('button', { name: 'In Rahmen einsetzen' }).click();
    await expect.poll(() => frameLocator(page, frameId).getAttribute('aria-label')).toContain('Ilse-01.jpg');

    // Warnings may stay (empty frames of a new book): they do not hold finishing back.
    expect(['warnings', 'ready']).toContain(await runCheck());
    expect(await dialog().locator('[data-problems="block"]').count()).toBe(0);
    await expect(dialog().textContent()).resolves.toContain('Nach dem Fertigstellen lässt sich das Buch nicht mehr ändern.');
    // The primary answer comes last: on the right on a wide screen, on top when stacked on a phone.
    await expect(dialog().locator('.finish-buttons > button').allTextContents()).resolves.toEqual(['Schließen', 'Jetzt fertigstellen']);
    await screenshot(page, 'editor-finishing-ready', { fullPage: false });
    await page.setViewportSize(PHONE);
    const [close, finishNow] = [dialog().getByRole('button', { name: 'Schließen' }), dialog().getByRole('button', { name: 'Jetzt fertigstellen' })];
    expect((await finishNow.boundingBox())!.y).toBeLessThan((await close.boundingBox())!.y);
    await screenshot(page, 'editor-finishing-ready', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    // The change is saved first (the leave guard has nothing to ask), then /finalize finishes and hands over to /buecher.
    await dialog().getByRole('button', { name: 'Jetzt fertigstellen' }).click();
    await page.waitForURL((url) => url.pathname === '/buecher', { timeout: 30_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);

    const notice = page.locator('.finished-notice');
    await expect(notice.textContent()).resolves.toContain(`Ihr Buch „${BOOK_NAME}“ ist fertig. Sie finden es unter „Fertige Bücher“`);
    // The confirmation takes the focus, so it is read out and the keyboard starts there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('finished-notice'))).toBe(true);
    // Its answers are touch-sized.
    for (const target of [notice.getByRole('link', { name: 'Zu den fertigen Büchern' }), notice.getByRole('button', { name: 'Hinweis schließen' })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'editor-finishing-notice', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'editor-finishing-notice', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    // It was said once: a reload does not bring it back.
    await page.reload();
    await page.getByRole('region', { name: 'Fertige Bücher', exact: true }).waitFor();
    expect(await notice.count()).toBe(0);
    const finished = page.getByRole('region', { name: 'Fertige Bücher', exact: true });
    const card = finished.getByRole('article', { name: BOOK_NAME, exact: true });
    await card.waitFor();
    expect(await page.getByRole('region', { name: 'Begonnene Bücher', exact: true }).count()).toBe(0);
    // Finished books start ticked for the basket.
    expect(await card.getByRole('checkbox').isChecked()).toBe(true);
    // Its rendered cover, its state and the proof are the journey's (book-journey-finish.e2e.ts).
    await screenshot(page, 'editor-finishing-books');

    // The card opens it for viewing only (in the app, so no cached 'editable' may linger).
    await card.getByRole('link', { name: /zur Ansicht öffnen/ }).click();
    await page.waitForURL((url) => url.pathname === `/bearbeiten/${bookId}`);
    await page.locator('.book-viewer').waitFor();
    expect(await page.locator('.editor').count()).toBe(0);
    expect(await finishButton().count()).toBe(0);
  }, 120_000);

  it('the finalize page shows what the server refuses, with the way back to the book', async () => {
    // Nothing on the way so far was broken: no console error, no failed request.
    expect(session.problems).toEqual([]);
    // The server runs the same check: a book with the small photo, sent to /finalize without the editor, is refused with its problem.
    const [other] = (await createBooksThroughApi(page, ['Für Opa Karl'])) as [number];
    const { document, version } = await readDocument(page, other);
    const frame = document.spreads[SPREAD_INDEX - 1]!.pages[0]!.frames.find((candidate) => candidate.kind === 'photo')!;
    const [small] = await uploadPhotosThroughApi(page, [await smallPhoto()]);
    Object.assign(frame, { photoId: small!.id, crop: fillCrop(frame, small!) });
    await writeDocument(page, other, document, version);
    const address = (id: number, pages: number) => `/finalize?id=${id}&productcode=EB-F2-P3&jobid=book-${id}&sheetCount=${pages}`;
    const message = page.locator('[data-finalize-message]');
    const action = (name: string) => page.locator('.finalize-actions').getByRole(/versuchen/.test(name) ? 'button' : 'link', { name, exact: true });
    // A server that cannot answer right now: the page offers to ask again, and asking again gets the real answer.
    await page.route('**/api/books/finalize', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'FINALIZE_BUSY', message: 'Gerade werden viele Bücher geprüft. Bitte versuchen Sie es in einem Moment noch einmal.' }) }), {
      times: 1,
    });
    await page.goto(address(other, 20));
    await page.locator('[data-finalize-outcome="failed"]').waitFor({ timeout: 20_000 });
    expect(await message.textContent()).toBe('Gerade werden viele Bücher geprüft. Bitte versuchen Sie es in einem Moment noch einmal.');
    await action('Noch einmal versuchen').click();

    await page.locator('[data-finalize-outcome="blocked"]').waitFor({ timeout: 20_000 });
    // The page's one live region carries the answer (role status, there since the page opened).
    await expect(message.textContent()).resolves.toBe('Das Buch kann so noch nicht gedruckt werden. Bitte beheben Sie die markierten Stellen im Editor.');
    expect(await message.getAttribute('role')).toBe('status');
    await expect(page.locator('[data-problems="block"] li').allTextContents()).resolves.toEqual([expect.stringMatching(/^Seite 2: Das Foto ist für den Druck zu unscharf \(\d+ dpi\)\.$/)]);
    // Headings follow the page's h1; the lines are text here, not buttons.
    expect(await page.locator('[data-problems="block"] h2').count()).toBe(1);
    expect(await page.locator('[data-problems="block"] button').count()).toBe(0);
    // The way back comes right after what blocks; the new book's warnings wait folded below it.
    const back = action('Zurück zum Buch');
    expect(await back.getAttribute('href')).toBe(`/bearbeiten/${other}`);
    expect(await back.getAttribute('class')).toContain('button--primary');
    const order = await page.evaluate(() => {
      const actions = window.document.querySelector('.finalize-actions')!;
      const more = window.document.querySelector('details.finalize-more');
      return { folded: more !== null && !(more as HTMLDetailsElement).open, after: more !== null && (actions.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 };
    });
    expect(order).toEqual({ folded: true, after: true });
    expect((await back.boundingBox())!.y).toBeLessThan(DESKTOP.height);
    await screenshot(page, 'editor-finishing-refused');
    await page.setViewportSize(PHONE);
    expect((await back.boundingBox())!.y).toBeLessThan(PHONE.height);
    await screenshot(page, 'editor-finishing-refused');
    await page.setViewportSize(DESKTOP);

    // Finishing again is refused with the server's reason; the finished book stays as it is, and the list is the way on.
    await page.goto(address(bookId, 20));
    await page.locator('[data-finalize-outcome="failed"]').waitFor({ timeout: 20_000 });
    await expect(message.textContent()).resolves.toMatch(/bereits fertiggestellt/);
    expect(await action('Zu meinen Büchern').getAttribute('class')).toContain('button--primary');
    expect(await action('Zurück zum Buch').getAttribute('class')).toContain('button--secondary');

    // An address with parts missing: said calmly, with the way to the books.
    await page.goto('/finalize?id=abc');
    await message.filter({ hasText: 'Dieser Link zum Fertigstellen ist unvollständig.' }).waitFor();
    await page.getByRole('link', { name: 'Zu meinen Büchern' }).click();
    await page.waitForURL((url) => url.pathname === '/buecher');
  }, 90_000);
});
