import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { expectAccessible, launchBrowser, openPage, screenshot } from '../support/browser';
import { frameLocator, openEditor, readDocument, type StoredFrame } from '../support/editor';
import { startBuiltServer, type RunningServer } from '../support/server';
import { startWithTrialAccess } from '../support/sign-in';

// Never lose work (issue 12, item 4): autosave, the draft in IndexedDB, offline, two tabs, a crashed
// server, leaving. A server of this file's own, so it can be killed and started again on the same data.
let browser: Browser;
let server: RunningServer;
let page: Page;
let context: BrowserContext;
let close: () => Promise<void>;
let bookId: number;
let title: StoredFrame;
let subtitle: StoredFrame;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startBuiltServer()]);
  ({ page, close } = await openPage(browser, { baseURL: server.baseUrl }));
  context = page.context();
  await startWithTrialAccess(page);
  [bookId] = (await createBooksThroughApi(page, ['Für Opa Karl'])) as [number];
  const { document } = await readDocument(page, bookId);
  const texts = document.cover.front.frames.filter((frame) => frame.kind === 'text');
  [title, subtitle] = texts as [StoredFrame, StoredFrame];
});
afterAll(async () => {
  await close?.();
  await browser?.close();
  await server?.stop();
});

const status = (on: Page): Locator => on.locator('[data-save-status]');
const frameIn = async (on: Page, frameId: string) => (await readDocument(on, bookId)).document.cover.front.frames.find((frame) => frame.id === frameId) as StoredFrame & { xMm: number; yMm: number };

/** Selects a frame of the cover and moves it by arrow presses, as a person would with the keyboard. */
async function move(on: Page, frameId: string, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp', times = 1): Promise<void> {
  await frameLocator(on, frameId).click();
  for (let press = 0; press < times; press += 1) await on.keyboard.press(key);
}

async function savedText(on: Page, timeout = 10_000): Promise<void> {
  await on.locator('[data-save-status="saved"]').waitFor({ timeout });
  expect(await status(on).textContent()).toContain('Gespeichert');
}

describe('the editor never loses work', () => {
  it('saves a change within two seconds, and a reload brings it back with its undo', async () => {
    await openEditor(page, bookId);
    expect(await status(page).textContent()).toContain('Gespeichert');
    const before = await frameIn(page, title.id);
    await move(page, title.id, 'ArrowRight');
    await page.locator('[data-save-status="saving"]').waitFor();
    expect(await status(page).textContent()).toContain('Wird gespeichert…');
    await savedText(page, 2_500);
    expect((await frameIn(page, title.id)).xMm).toBeCloseTo(before.xMm + 1, 5);

    await page.reload();
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });
    // The session's history came back: undo takes the move back, and that is saved too.
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await page.locator('[data-save-status="saving"]').waitFor();
    await savedText(page);
    expect((await frameIn(page, title.id)).xMm).toBeCloseTo(before.xMm, 5);
  });

  it('keeps changes made offline on this device, opens them again without the server, and saves them when back', async () => {
    const before = await frameIn(page, title.id);
    await context.setOffline(true);
    await move(page, title.id, 'ArrowRight', 2);
    await page.locator('[data-save-status="offline"]').waitFor({ timeout: 5_000 });
    expect(await status(page).textContent()).toMatch(/nicht gespeichert/i);
    await screenshot(page, 'editor-persistence-offline', { fullPage: false });

    // Really gone (the service worker's requests do not follow the page's offline switch): the shell and the draft open it.
    await server.crash();
    await page.reload();
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-save-status="offline"]').waitFor({ timeout: 5_000 });

    await server.restart();
    await context.setOffline(false);
    await savedText(page, 15_000);
    expect((await frameIn(page, title.id)).xMm).toBeCloseTo(before.xMm + 2, 5);
  });

  it('two tabs on one book: the older is told in plain words, nothing is overwritten, and it can load the newer state', async () => {
    const older = page;
    const newer = await context.newPage();
    await openEditor(newer, bookId);
    await openEditor(older, bookId);
    const start = await frameIn(older, subtitle.id);
    const titleStart = await frameIn(older, title.id);

    await move(newer, subtitle.id, 'ArrowDown', 3);
    await savedText(newer);
    const afterNewer = await readDocument(newer, bookId);

    await move(older, title.id, 'ArrowLeft');
    const dialog = older.getByRole('dialog');
    await dialog.getByText('Dieses Buch wurde inzwischen in einem anderen Fenster oder auf einem anderen Gerät gespeichert.', { exact: false }).waitFor();
    await older.locator('[data-save-status="conflict"]').waitFor();
    await screenshot(older, 'editor-persistence-conflict', { fullPage: false });
    await expectAccessible(older);
    // Nothing was overwritten: the newer tab's state is what is stored.
    const stored = await readDocument(older, bookId);
    expect(stored.version).toBe(afterNewer.version);
    expect((await frameIn(older, subtitle.id)).yMm).toBeCloseTo(start.yMm + 3, 5);
    expect((await frameIn(older, title.id)).xMm).toBeCloseTo(titleStart.xMm, 5);

    await dialog.getByRole('button', { name: 'Neueren Stand laden' }).click();
    await savedText(older);
    // Both now: the other tab's move, and this tab's move carried over on top of it.
    expect((await frameIn(older, subtitle.id)).yMm).toBeCloseTo(start.yMm + 3, 5);
    expect((await frameIn(older, title.id)).xMm).toBeCloseTo(titleStart.xMm - 1, 5);
    await newer.close();
  });

  it('keeps retrying while the server is down and saves every change once it is back', async () => {
    await page.reload();
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });
    const before = await frameIn(page, title.id);
    await server.crash();
    await move(page, title.id, 'ArrowUp');
    await page.locator('[data-save-status="retrying"]').waitFor({ timeout: 5_000 });
    expect(await status(page).textContent()).toContain('Nicht gespeichert – erneuter Versuch');
    await move(page, title.id, 'ArrowUp');
    await server.restart();
    await savedText(page, 40_000);
    expect((await frameIn(page, title.id)).yMm).toBeCloseTo(before.yMm - 2, 5);

    // Acknowledged is kept: killed right after 'Gespeichert', the server has the change when it is back.
    const beforeMove = await frameIn(page, title.id);
    await move(page, title.id, 'ArrowLeft');
    await page.locator('[data-save-status="saving"]').waitFor();
    await savedText(page);
    const acknowledged = await readDocument(page, bookId);
    await server.crash();
    await server.restart();
    // Read before the reload, so no draft of this tab could have put it back.
    expect(await readDocument(page, bookId)).toEqual(acknowledged);
    await page.reload();
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });
    await savedText(page);
    expect(await readDocument(page, bookId)).toEqual(acknowledged);
    expect((await frameIn(page, title.id)).xMm).toBeCloseTo(beforeMove.xMm - 1, 5);
  }, 90_000);

  it('asks before leaving with unsaved changes, in SPEC.md’s words; a closed tab’s changes come back in the next', async () => {
    const back = () => page.getByRole('link', { name: /Zurück zu meinen Büchern/ });
    const before = await frameIn(page, title.id);
    await context.setOffline(true);
    await move(page, title.id, 'ArrowDown');
    await back().click();
    const question = page.getByRole('dialog');
    await question.getByText('Möchten Sie die Seite wirklich verlassen? Nicht gespeicherte Änderungen gehen verloren.').waitFor();
    await screenshot(page, 'editor-persistence-leave', { fullPage: false });
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Auf Seite bleiben' }).click();
    expect(new URL(page.url()).pathname).toBe(`/bearbeiten/${bookId}`);

    // Closing the tab asks the browser's own question; the draft survives it anyway.
    await move(page, title.id, 'ArrowDown');
    const next = await context.newPage();
    const asked = page.waitForEvent('dialog');
    const closed = page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
    await closed;
    // The next tab, still offline, opens the closed tab's draft; back online, it is saved.
    await openEditor(next, bookId);
    await next.locator('[data-save-status="offline"]').waitFor();
    await context.setOffline(false);
    await savedText(next, 15_000);
    expect((await frameIn(next, title.id)).yMm).toBeCloseTo(before.yMm + 2, 5);
    // Saved: leaving asks nothing.
    await next.getByRole('link', { name: /Zurück zu meinen Büchern/ }).click();
    await next.waitForURL((url) => !url.pathname.startsWith('/bearbeiten/'));
    page = next;
  });

  it('leaving right after a change saves it first and moves on without asking; signing out forgets this browser’s drafts', async () => {
    await openEditor(page, bookId);
    const before = await frameIn(page, title.id);
    let asked = false;
    page.on('dialog', () => void (asked = true));
    await move(page, title.id, 'ArrowRight');
    // Within the save's pause: the editor saves first, then follows the link by itself.
    await page.getByRole('link', { name: /Zurück zu meinen Büchern/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/bearbeiten/'), { timeout: 10_000 });
    expect(asked).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await frameIn(page, title.id)).xMm).toBeCloseTo(before.xMm + 1, 5);

    expect(await draftCount(page)).toBeGreaterThan(0);
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect(await draftCount(page)).toBe(0);
  });
});

/** How many editor drafts this browser keeps (IndexedDB 'eb-editor', decision 030). */
function draftCount(on: Page): Promise<number> {
  return on.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('eb-editor');
        request.onerror = () => resolve(-1);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('drafts')) {
            database.close();
            resolve(0);
            return;
          }
          const count = database.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
        };
      }),
  );
}
