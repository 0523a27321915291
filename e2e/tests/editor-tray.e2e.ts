import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { expectAccessible, launchBrowser, openPage, screenshot, type OpenPage } from '../support/browser';
import { currentSpread, dragWithMouse, frameLocator, openEditor, readDocument, trayPhoto, waitForSaved, writeDocument, type StoredFrame } from '../support/editor';
import { makeTestPhotos, type TestPhoto } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

// The tray, the strip and drag and drop (issue 12): photos uploaded in the editor appear in the tray,
// go into frames by mouse, keyboard and finger, swap by drag, are marked as used; spreads are added,
// moved and removed with the live price; undo and redo take every step back and forth.

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;
let photos: TestPhoto[];
/** The spread that holds the frames (pages 2–3 at first). */
let photoSpreadId: string;
/**
 * The three empty photo frames of pages 2–3 (spread 2) as a new book lays them out: A above B on
 * page 3 ('Zwei Fotos untereinander'), C alone on page 2 ('Ein Foto mit Rand'). Renamed for readable tests.
 */
const FRAMES = ['e2e-frame-a', 'e2e-frame-b', 'e2e-frame-c'] as const;
const idOf = async (name: string) => (await page.locator(`[data-tray-photo-id][aria-label^="${name}"]`).getAttribute('data-tray-photo-id'))!;
const statusTexts = () => page.getByRole('status').allTextContents();
const said = (text: string | RegExp) => expect.poll(statusTexts).toContainEqual(typeof text === 'string' ? text : expect.stringMatching(text));
const frameHolds = (frameId: string) => frameLocator(page, frameId).getAttribute('aria-label');
const price = () => page.locator('[data-book-price]').textContent();
const pages = () => page.locator('[data-book-pages]').getAttribute('data-book-pages');
const strip = (index: number) => page.locator(`[data-strip-spread-index="${index}"]`);


beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await startWithTrialAccess(page);
  [bookId] = (await createBooksThroughApi(page, ['Für Opa Heinz'])) as [number];
  // A new book's pages come laid out with empty frames: the tests use those of pages 2–3, under names of their own.
  const { document, version } = await readDocument(page, bookId);
  photoSpreadId = document.spreads[1]!.id;
  const [left, right] = document.spreads[1]!.pages;
  const photoFramesOf = (frames: StoredFrame[]) => frames.filter((frame) => frame.kind === 'photo').sort((a, b) => Number(a.yMm) - Number(b.yMm));
  const [onlyLeft, ...moreLeft] = photoFramesOf(left!.frames);
  const [top, bottom, ...moreRight] = photoFramesOf(right!.frames);
  if (!onlyLeft || moreLeft.length > 0 || !top || !bottom || moreRight.length > 0) throw new Error('pages 2–3 of a new book no longer hold one and two photo frames');
  [top.id, bottom.id, onlyLeft.id] = FRAMES;
  await writeDocument(page, bookId, document, version);
  photos = await makeTestPhotos(3, 'Heinz');
  await openEditor(page, bookId);
}, 120_000);
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('the photo tray', () => {
  it('uploads photos in the editor and shows them in the tray, newest first, unused', async () => {
    const disclosure = page.getByRole('button', { name: 'Fotos hochladen' });
    // A book without photos opens with the upload open.
    await expect(disclosure.getAttribute('aria-expanded')).resolves.toBe('true');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Fotos auswählen' }).click();
    await (await chooser).setFiles(photos.map((photo) => photo.path));
    // The upload panel refreshes the uploads query; the tray follows, and each photo becomes ready.
    await expect.poll(() => page.locator('[data-tray-photo-id][data-status="ready"]').count(), { timeout: 60_000 }).toBe(3);
    await expect.poll(() => page.locator('[data-tray-photo-id] img').count(), { timeout: 10_000 }).toBe(3);
    expect(await page.locator('[data-tray-photo-id][data-used="false"]').count()).toBe(3);
    await disclosure.click();
    await expect(disclosure.getAttribute('aria-expanded')).resolves.toBe('false');
  }, 90_000);

  it('drags a photo from the tray onto a frame with the mouse, and marks it as used', async () => {
    await strip(2).click();
    await currentSpread(page).locator(`[data-frame-id="${FRAMES[0]}"]`).waitFor();
    const first = await idOf('Heinz-01.jpg');
    await dragWithMouse(page, trayPhoto(page, first), frameLocator(page, FRAMES[0]), { shotBeforeDrop: 'editor-tray-dragging' });
    await said('Foto in Rahmen eingesetzt.');
    await expect.poll(() => frameHolds(FRAMES[0])).toContain('Heinz-01.jpg');
    await expect(trayPhoto(page, first).getAttribute('data-used')).resolves.toBe('true');
    await expect(trayPhoto(page, first).getByText('verwendet').isVisible()).resolves.toBe(true);
  });

  it('swaps two photos by dragging one frame onto the other', async () => {
    await dragWithMouse(page, trayPhoto(page, await idOf('Heinz-02.jpg')), frameLocator(page, FRAMES[1]));
    await expect.poll(() => frameHolds(FRAMES[1])).toContain('Heinz-02.jpg');
    await dragWithMouse(page, frameLocator(page, FRAMES[0]), frameLocator(page, FRAMES[1]));
    await said('Fotos getauscht.');
    await expect.poll(() => frameHolds(FRAMES[0])).toContain('Heinz-02.jpg');
    await expect.poll(() => frameHolds(FRAMES[1])).toContain('Heinz-01.jpg');
    // By keyboard (dnd-kit's keyboard sensor): Space picks up, an arrow goes to the frame below, Space drops.
    await frameLocator(page, FRAMES[0]).focus();
    await page.keyboard.press('Space');
    await said('Foto aufgenommen.');
    await page.keyboard.press('ArrowDown');
    // Drop once the frame below shows that it would take the photo.
    await expect.poll(() => frameLocator(page, FRAMES[1]).getAttribute('data-drop-over')).toBe('true');
    await page.keyboard.press('Space');
    await said('Fotos getauscht.');
    await expect.poll(() => frameHolds(FRAMES[0])).toContain('Heinz-01.jpg');
    await page.keyboard.press('Control+z');
    await expect.poll(() => frameHolds(FRAMES[0])).toContain('Heinz-02.jpg');
    // Nothing selected, so 'In Rahmen einsetzen' looks for an empty frame (a selected one would be replaced).
    await frameLocator(page, FRAMES[1]).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-frame-id][data-selected="true"]').count()).toBe(0);
  });

  it('places a photo with the keyboard only: choose it, then “In Rahmen einsetzen”; undo and redo', async () => {
    const third = trayPhoto(page, await idOf('Heinz-03.jpg'));
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('Shift+Tab'); // the tray's heading has no stop: back to 'In Rahmen einsetzen'
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('In Rahmen einsetzen');
    await page.keyboard.press('Enter');
    // The only empty frame of pages 2–3 is the one on page 2.
    await said('Foto in Rahmen eingesetzt (Seiten 2–3).');
    await expect.poll(() => frameHolds(FRAMES[2])).toContain('Heinz-03.jpg');
    await expect(third.getAttribute('data-used')).resolves.toBe('true');
    // No frame is free any more: said calmly.
    await third.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'In Rahmen einsetzen' }).press('Enter');
    await said(/^Auf Seiten 2–3 ist kein Fotorahmen frei\./);

    await page.keyboard.press('Control+z');
    await expect.poll(() => frameHolds(FRAMES[2])).not.toContain('Heinz-03.jpg');
    await expect(third.getAttribute('data-used')).resolves.toBe('false');
    await page.keyboard.press('Control+y');
    await expect.poll(() => frameHolds(FRAMES[2])).toContain('Heinz-03.jpg');
    await screenshot(page, 'editor-tray');
    // The tray with chosen and used photos, the strip and the canvas around them.
    await expectAccessible(page);
  });
});

describe('the spread strip', () => {
  it('adds pages after the current spread and the price follows', async () => {
    await expect(pages()).resolves.toBe('20');
    const before = await price();
    expect(before).toMatch(/^26,95\s€$/);
    await page.getByRole('button', { name: 'Seiten hinzufügen' }).click();
    await expect.poll(pages).toBe('22');
    await expect.poll(price).toMatch(/^28,45\s€$/);
    await said('2 Seiten hinzugefügt. Das Buch hat jetzt 22 Seiten.');
    // The new spread follows pages 2–3 and is shown.
    await expect(strip(3).getAttribute('aria-current')).resolves.toBe('true');
    await expect(strip(3).getAttribute('aria-label')).resolves.toBe('Seiten 4–5');
    expect(await currentSpread(page).locator('[data-frame-kind="photo"]').count()).toBe(0);
  });

  it('moves a spread with Alt+arrow, never the cover or the single first page', async () => {
    await strip(2).focus();
    await page.keyboard.press('Enter');
    await expect(strip(2).getAttribute('aria-current')).resolves.toBe('true');
    await page.keyboard.press('Alt+ArrowRight');
    await said('Doppelseite verschoben, jetzt Seiten 4–5.');
    await expect.poll(() => strip(3).getAttribute('aria-current')).toBe('true');
    await expect(strip(3).getAttribute('data-strip-spread-id')).resolves.toBe(photoSpreadId);
    await expect(currentSpread(page).locator(`[data-frame-id="${FRAMES[0]}"]`).count()).resolves.toBe(1);
    await strip(1).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await said(/^Diese Seite bleibt an ihrem Platz/);
    await expect(strip(1).getAttribute('aria-label')).resolves.toBe('Seite 1');
    // Saved as moved.
    await waitForSaved(page);
    await expect.poll(async () => (await readDocument(page, bookId)).document.spreads[2]!.id).toBe(photoSpreadId);
  });

  it('removes pages: after a short question when they hold photos, at once when empty, never below the minimum', async () => {
    await strip(3).click(); // pages 4–5 hold the photos: asked first; 'Behalten' keeps them
    await page.getByRole('button', { name: 'Seiten entfernen' }).click();
    const question = page.getByRole('alertdialog', { name: 'Seiten entfernen?' });
    await expect(question.textContent()).resolves.toContain('Seiten 4–5 enthalten Fotos oder Text.');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Behalten' }).click();
    await expect(question.count()).resolves.toBe(0);
    await expect(pages()).resolves.toBe('22');
    await strip(2).click(); // the empty new spread
    await page.getByRole('button', { name: 'Seiten entfernen' }).click();
    await expect.poll(pages).toBe('20');
    await expect.poll(price).toMatch(/^26,95\s€$/);
    await said('2 Seiten entfernt. Das Buch hat jetzt 20 Seiten.');
    await expect(strip(2).getAttribute('data-strip-spread-id')).resolves.toBe(photoSpreadId);
    // At the paper's minimum the button is off and says why.
    await expect(page.getByRole('button', { name: 'Seiten entfernen' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Auf diesem Papier hat ein Buch mindestens 20 Seiten.').isVisible()).resolves.toBe(true);
    await screenshot(page, 'editor-strip', { fullPage: false });
  });

  it('undoes and redoes the removal, the move and the addition in turn', async () => {
    await page.keyboard.press('Control+z'); // the removal
    await expect.poll(pages).toBe('22');
    await page.keyboard.press('Control+z'); // the move
    await expect.poll(() => strip(2).getAttribute('data-strip-spread-id')).toBe(photoSpreadId);
    await page.keyboard.press('Control+z'); // the addition
    await expect.poll(pages).toBe('20');
    await expect.poll(price).toMatch(/^26,95\s€$/);
    await page.keyboard.press('Control+y');
    await expect.poll(pages).toBe('22');
    await expect.poll(price).toMatch(/^28,45\s€$/);
    await page.keyboard.press('Control+z');
    await expect.poll(pages).toBe('20');
    // The photos are still where the drags and the keyboard put them.
    await strip(2).click();
    await expect.poll(() => frameHolds(FRAMES[0])).toContain('Heinz-02.jpg');
    await expect.poll(() => frameHolds(FRAMES[2])).toContain('Heinz-03.jpg');
    await waitForSaved(page);
  });
});

describe('on a tablet', () => {
  it('drags a photo from the tray into a frame with a finger (touch events), at 1024 × 768', async () => {
    // One tab at a time on the book: the desktop session has saved; the tablet signs in as the same person.
    const storageState = await page.context().storageState();
    await session.close();
    session = await openPage(browser, { viewport: { width: 1024, height: 768 }, hasTouch: true, storageState });
    page = session.page;
    await openEditor(page, bookId).catch(async (error: unknown) => {
      await screenshot(page, 'editor-tray-tablet-failed', { fullPage: false });
      throw new Error(`${String(error)} at ${page.url()}: ${session.problems.join('; ')}`);
    });
    await strip(2).tap();
    await currentSpread(page).locator(`[data-frame-id="${FRAMES[0]}"]`).waitFor();
    await screenshot(page, 'editor-tray-tablet', { fullPage: false });

    const third = trayPhoto(page, await idOf('Heinz-03.jpg'));
    // A person takes a photo they see: its thumbnail shows once the opened editor lets tiles be picked up.
    await third.locator('img').waitFor();
    const a = (await third.boundingBox())!;
    const b = (await frameLocator(page, FRAMES[0]).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }] });
    const from = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
    const to = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    await touch('touchStart', from.x, from.y);
    // A resting finger picks the photo up (a moving one would scroll the tray).
    await page.waitForTimeout(400);
    for (let step = 1; step <= 12; step++) await touch('touchMove', from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
    await touch('touchEnd', to.x, to.y);
    await said('Foto in Rahmen eingesetzt.');
    await expect.poll(() => frameHolds(FRAMES[0])).toContain('Heinz-03.jpg');
    // Heinz-02 left the book with it: no longer marked as used.
    await expect.poll(async () => trayPhoto(page, await idOf('Heinz-02.jpg')).getAttribute('data-used')).toBe('false');
    await waitForSaved(page);
  });
});
