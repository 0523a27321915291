/**
 * One book from start to end, as a person makes it (issue 12): a photo placed, cropped and a text
 * changed with the keyboard only; photos placed and swapped, a layout changed, pages added and a
 * spread moved with the mouse; then every one of these steps undone, one Ctrl+Z each, back to the
 * book as it started, and redone to the end; a reload shows everything as it was. Each step is
 * checked in the stored document (what autosave sent), not only on the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { launchBrowser, openPage, screenshot, type OpenPage } from '../support/browser';
import { currentSpread, dragWithMouse, frameLocator, goToSpread, openEditor, readDocument, trayPhoto, uploadPhotosThroughApi, waitForSaved, type ReadyPhoto, type StoredDocument, type StoredFrame } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

const TEXT = 'Liebe Grüße – Jürgen';

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;
let photos: [ReadyPhoto, ReadyPhoto];
/** The stored document before the first step, and after each step in turn. */
const states: StoredDocument[] = [];
let lastVersion = 0;
let ids: { coverPhoto: string; title: string; photoSpread: string; leftPage: string; leftPhoto: string; rightTop: string };

const statusTexts = () => page.getByRole('status').allTextContents();
const said = (text: string) => expect.poll(statusTexts).toContainEqual(expect.stringContaining(text));
const frameHolds = (frameId: string) => frameLocator(page, frameId).getAttribute('aria-label');
const strip = (index: number) => page.locator(`[data-strip-spread-index="${index}"]`);
const isFocused = (selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const photoFramesOf = (frames: StoredFrame[]) => frames.filter((frame) => frame.kind === 'photo').sort((a, b) => Number(a.yMm) - Number(b.yMm));

/** Presses Tab (or another key) until the focused element matches `selector`: the keyboard's way there. */
async function pressUntilFocused(selector: string, key = 'Tab', max = 150): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${max} × ${key} never reached ${selector}`);
}

/** Waits until autosave has stored a newer version, and keeps that document as the state after this step. */
async function storedStep(): Promise<StoredDocument> {
  const before = lastVersion;
  await expect.poll(async () => (await readDocument(page, bookId)).version, { timeout: 10_000 }).toBeGreaterThan(before);
  await waitForSaved(page);
  const { document, version } = await readDocument(page, bookId);
  lastVersion = version;
  states.push(document);
  return document;
}


const frameById = (document: StoredDocument, frameId: string) =>
  [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)].flatMap((candidate) => candidate?.frames ?? []).find((frame) => frame.id === frameId);
const pageById = (document: StoredDocument, pageId: string) => document.spreads.flatMap((spread) => spread.pages).find((candidate) => candidate.id === pageId)!;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await startWithTrialAccess(page);
  [bookId] = (await createBooksThroughApi(page, ['Für Opa Jürgen'])) as [number];
  photos = (await uploadPhotosThroughApi(page, (await makeTestPhotos(2, 'Sommer')).map((file) => file.path))) as [ReadyPhoto, ReadyPhoto];
  const { document, version } = await readDocument(page, bookId);
  states.push(document);
  lastVersion = version;
  // A new book comes laid out: the front's photo and title; pages 2–3 with one photo frame on the left, two on the right.
  const front = document.cover.front.frames;
  const [left, right] = document.spreads[1]!.pages as [StoredDocument['spreads'][number]['pages'][number], StoredDocument['spreads'][number]['pages'][number]];
  ids = {
    coverPhoto: front.find((frame) => frame.kind === 'photo')!.id,
    title: front.find((frame) => frame.kind === 'text' && frame.style === 'title')!.id,
    photoSpread: document.spreads[1]!.id,
    leftPage: left.id,
    leftPhoto: photoFramesOf(left.frames)[0]!.id,
    rightTop: photoFramesOf(right.frames)[0]!.id,
  };
}, 120_000);
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('a book from start to end', () => {
  it('places a photo, crops it and changes a text with the keyboard only', async () => {
    await openEditor(page, bookId);
    // From the start of the page: Tab to the tray (one stop, arrows within), choose the first photo.
    await pressUntilFocused('[data-tray-photo-id]');
    await pressUntilFocused(`[data-tray-photo-id="${photos[0].id}"]`, 'ArrowRight', 5);
    await page.keyboard.press('Enter');
    await expect(trayPhoto(page, photos[0].id).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('In Rahmen einsetzen');
    await page.keyboard.press('Enter');
    // The cover is shown: its one empty photo frame, on the front, takes it.
    await said('Foto in Rahmen eingesetzt');
    await expect.poll(() => frameHolds(ids.coverPhoto)).toContain('Sommer-01.jpg');
    const placed = await storedStep();
    expect(frameById(placed, ids.coverPhoto)?.photoId).toBe(photos[0].id);

    // Crop: Tab to the frame, Enter opens crop mode; + zooms in, arrows move the photo, Escape ends it.
    await pressUntilFocused(`[data-frame-id="${ids.coverPhoto}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused('.crop-tool__surface')).toBe(true);
    for (const key of ['+', '+', 'ArrowRight', 'ArrowDown', '-']) await page.keyboard.press(key);
    await screenshot(page, 'editor-journey-crop', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.locator('.crop-tool__surface').waitFor({ state: 'detached' });
    const cropped = await storedStep();
    const placedCrop = frameById(placed, ids.coverPhoto)!.crop!;
    const crop = frameById(cropped, ids.coverPhoto)!.crop!;
    expect(crop.width).toBeLessThan(placedCrop.width);
    expect(crop.x).not.toBeCloseTo(placedCrop.x, 3);

    // Text: Tab to the title, Enter edits it in place; the old text goes, German umlauts and a dash come in.
    await pressUntilFocused(`[data-frame-id="${ids.title}"]`);
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Text des Rahmens' });
    await field.waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(TEXT);
    await page.keyboard.press('Control+Enter');
    await field.waitFor({ state: 'detached' });
    await expect.poll(() => frameHolds(ids.title)).toContain(TEXT);
    const typed = await storedStep();
    expect(frameById(typed, ids.title)?.text).toBe(TEXT);
    await screenshot(page, 'editor-journey-keyboard', { fullPage: false });
  });

  it('places and swaps photos, changes a layout, adds pages and moves a spread with the mouse', async () => {
    await strip(2).click();
    await currentSpread(page).locator(`[data-frame-id="${ids.leftPhoto}"]`).waitFor();
    await dragWithMouse(page, trayPhoto(page, photos[1].id), frameLocator(page, ids.leftPhoto));
    await expect.poll(() => frameHolds(ids.leftPhoto)).toContain('Sommer-02.jpg');
    await storedStep();
    await dragWithMouse(page, trayPhoto(page, photos[0].id), frameLocator(page, ids.rightTop));
    await expect.poll(() => frameHolds(ids.rightTop)).toContain('Sommer-01.jpg');
    await storedStep();
    await dragWithMouse(page, frameLocator(page, ids.leftPhoto), frameLocator(page, ids.rightTop));
    await said('Fotos getauscht.');
    await expect.poll(() => frameHolds(ids.leftPhoto)).toContain('Sommer-01.jpg');
    const swapped = await storedStep();
    expect(frameById(swapped, ids.rightTop)?.photoId).toBe(photos[1].id);

    // Another layout for the left page: its photo goes along into the new frame.
    await page.getByRole('tab', { name: 'Layouts' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Layouts' });
    await panel.getByRole('radio', { name: 'Linke Seite' }).check();
    await panel.getByRole('button', { name: 'Ein Foto quer', exact: true }).click();
    await said('Layout „Ein Foto quer“ angewendet.');
    const relaid = pageById(await storedStep(), ids.leftPage);
    expect(relaid.layoutId).toBe('rosenzeit/p1-landscape');
    expect(photoFramesOf(relaid.frames).map((frame) => frame.photoId)).toEqual([photos[0].id]);

    await page.getByRole('button', { name: 'Seiten hinzufügen' }).click();
    await expect.poll(() => page.locator('[data-book-pages]').getAttribute('data-book-pages')).toBe('22');
    expect((await storedStep()).spreads).toHaveLength(12);

    // Pages 2–3 dragged behind the new pages 4–5 in the strip.
    await dragWithMouse(page, strip(2), strip(3), { shotBeforeDrop: 'editor-journey-strip-drag' });
    await expect.poll(() => strip(3).getAttribute('data-strip-spread-id')).toBe(ids.photoSpread);
    expect((await storedStep()).spreads[2]?.id).toBe(ids.photoSpread);
    await screenshot(page, 'editor-journey-end', { fullPage: false });
  });

  it('undoes every step, one Ctrl+Z each, back to the start, and redoes them all', async () => {
    expect(states).toHaveLength(10);
    const end = states.at(-1)!;
    const stored = async () => (await readDocument(page, bookId)).document;
    // Each press takes exactly one step back: the stored document is the one before that step.
    for (let step = states.length - 1; step > 0; step--) {
      await page.keyboard.press('Control+z');
      await expect.poll(stored, { timeout: 10_000, message: `after undoing step ${step}` }).toEqual(states[step - 1]);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Rückgängig', exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => page.locator('[data-book-pages]').getAttribute('data-book-pages')).toBe('20');
    for (let step = 1; step < states.length; step++) await page.keyboard.press(step % 2 === 0 ? 'Control+y' : 'Control+Shift+z');
    await expect.poll(stored, { timeout: 10_000 }).toEqual(end);
    await waitForSaved(page);
  });

  it('shows everything as it was after a reload', async () => {
    const before = await readDocument(page, bookId);
    await page.reload();
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });
    await waitForSaved(page);
    // Opening changed nothing, and the screen shows the stored book.
    expect(await readDocument(page, bookId)).toEqual(before);
    await expect(page.locator('[data-book-pages]').getAttribute('data-book-pages')).resolves.toBe('22');
    await expect(strip(3).getAttribute('data-strip-spread-id')).resolves.toBe(ids.photoSpread);
    await goToSpread(page, 0);
    await expect.poll(() => frameHolds(ids.coverPhoto)).toContain('Sommer-01.jpg');
    await expect.poll(() => frameHolds(ids.title)).toContain(TEXT);
    await goToSpread(page, 3);
    const left = currentSpread(page).locator('[data-frame-kind="photo"]').first();
    await expect.poll(() => left.getAttribute('aria-label')).toContain('Sommer-01.jpg');
    await expect.poll(() => frameHolds(ids.rightTop)).toContain('Sommer-02.jpg');
    await screenshot(page, 'editor-journey-reloaded', { fullPage: false });
    expect(session.problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
  });
});
