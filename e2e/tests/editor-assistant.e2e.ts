import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { expectNoSidewaysScroll, launchBrowser, openPage, PHONE, screenshot, visit, type OpenPage } from '../support/browser';
import { frameLocator, goToSpread, pagesOf, readDocument, spreadDrawing, uploadPhotosThroughApi, waitForSaved, type ReadyPhoto, type StoredDocument } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

// 'Assistenten nutzen' (issue 13): from the upload page the editor opens with the assistant's dialog;
// the assistant lays the whole book out from the uploaded photos (portraits and landscapes), 'Neu
// mischen' arranges it anew, autosave stores it, and one 'Rückgängig' brings the design before back.

const BOOK_NAME = 'Für Opa Karl';
const PHOTO_COUNT = 7;

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;
let photos: ReadyPhoto[];

/** The test photos, every third turned upright: a book of portraits and landscapes. */
async function mixedPhotos(): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'eb-e2e-assistant-'));
  const made = await makeTestPhotos(PHOTO_COUNT, 'Karl');
  return Promise.all(
    made.map(async (photo, index) => {
      if (index % 3 !== 0) return photo.path;
      const path = join(folder, photo.name.replace('.jpg', '-hoch.jpg'));
      await sharp(photo.path).rotate(90).jpeg({ quality: 90 }).toFile(path);
      return path;
    }),
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Buch vom Assistenten gestalten lassen' });
const report = () => dialog().locator('[data-assistant-report]');
/** Which photo sits in which frame of which page, with the page's layout: what 'Neu mischen' changes. */
const arrangement = (document: StoredDocument) =>
  pagesOf(document).map((p) => `${String(p.layoutId)}:${p.frames.map((frame) => (frame.kind === 'photo' ? `${frame.photoId ?? '-'}@${Math.round(frame.widthMm)}x${Math.round(frame.heightMm)}` : frame.kind)).join(',')}`);
const photoIdsIn = (document: StoredDocument) => new Set(pagesOf(document).flatMap((p) => p.frames.flatMap((frame) => (frame.kind === 'photo' && frame.photoId ? [frame.photoId] : []))));

/** Waits until the server holds a version newer than `after` and everything is saved; answers it. */
async function savedAfter(after: number): Promise<{ document: StoredDocument; version: number }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const stored = await readDocument(page, bookId);
    if (stored.version > after) {
      await waitForSaved(page);
      return readDocument(page, bookId);
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`no version after ${after} was saved`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await startWithTrialAccess(page);
  [bookId] = (await createBooksThroughApi(page, [BOOK_NAME])) as [number];
  photos = await uploadPhotosThroughApi(page, await mixedPhotos());
}, 180_000);
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('the design assistant', () => {
  it('designs the book from the upload page, mixes it anew, saves it, and one undo brings the design before back', async () => {
    expect(photos.filter((photo) => photo.height > photo.width)).toHaveLength(3);
    const before = await readDocument(page, bookId);

    // The upload page offers the assistant beside 'Buch gestalten'; the editor opens with its dialog.
    await visit(page, `/upload/${bookId}`);
    await page.getByRole('link', { name: 'Assistenten nutzen' }).click();
    await dialog().waitFor({ timeout: 20_000 });
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });
    // Taken out of the address: a reload does not open it again.
    expect(new URL(page.url()).search).toBe('');
    expect(await dialog().textContent()).toContain('„Rückgängig“');
    // A book without a memorial page has no condolences to take in.
    expect(await dialog().getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'assistant-dialog', { fullPage: false });

    await dialog().getByRole('radio', { name: /Viele/ }).check();
    await dialog().getByRole('button', { name: 'Buch gestalten lassen' }).click();
    await report().waitFor({ timeout: 20_000 });
    expect(await report().textContent()).toContain(`Alle ${PHOTO_COUNT} Fotos sind im Buch.`);
    await screenshot(page, 'assistant-report', { fullPage: false });
    const first = await savedAfter(before.version);
    expect([...photoIdsIn(first.document)].sort()).toEqual(photos.map((photo) => photo.id).sort());
    // Format, paper and design are the book's still.
    for (const key of ['formatId', 'paperId', 'themeId', 'coverFinish', 'pagesFinish']) expect(first.document[key]).toEqual(before.document[key]);

    await dialog().getByRole('button', { name: 'Neu mischen' }).click();
    const mixed = await savedAfter(first.version);
    expect(arrangement(mixed.document)).not.toEqual(arrangement(first.document));
    expect([...photoIdsIn(mixed.document)].sort()).toEqual(photos.map((photo) => photo.id).sort());
    await dialog().getByRole('button', { name: 'Fertig' }).click();
    await dialog().waitFor({ state: 'detached' });

    // The cover and the first spreads as the person sees them: photos drawn in their frames.
    await screenshot(page, 'assistant-cover', { fullPage: false });
    expect(await spreadDrawing(page).locator('image').count()).toBeGreaterThan(0);
    await goToSpread(page, 1);
    await screenshot(page, 'assistant-spread-1', { fullPage: false });
    // A later spread with photos: drawn, and their frames on the canvas.
    const later = mixed.document.spreads.findIndex((spread, index) => index > 0 && spread.pages.some((p) => p.frames.some((frame) => frame.kind === 'photo' && frame.photoId)));
    expect(later).toBeGreaterThan(0);
    await goToSpread(page, later + 1);
    const placed = mixed.document.spreads[later]!.pages.flatMap((p) => p.frames).filter((frame) => frame.kind === 'photo' && frame.photoId);
    for (const frame of placed) await frameLocator(page, frame.id).waitFor();
    expect(await spreadDrawing(page).locator('image').count()).toBeGreaterThanOrEqual(placed.length);
    await screenshot(page, 'assistant-spread-later', { fullPage: false });

    // One 'Rückgängig' takes back both runs of the dialog: the design before the assistant is stored again.
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    const undone = await savedAfter(mixed.version);
    expect(undone.document.spreads).toEqual(before.document.spreads);
    expect(undone.document.cover).toEqual(before.document.cover);

    // On a phone the button is in the toolbar (as an icon with its name for screen readers), and the dialog fits.
    await page.setViewportSize(PHONE);
    await page.locator('[data-editor-action="assistant"]').click();
    await dialog().waitFor();
    await screenshot(page, 'assistant-dialog-phone', { fullPage: false });
    await expectNoSidewaysScroll(page);
    await dialog().getByRole('button', { name: 'Abbrechen' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(session.problems).toEqual([]);
  }, 120_000);
});
