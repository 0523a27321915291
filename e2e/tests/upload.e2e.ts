import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths } from '../support/both-widths';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, readText, screenshot } from '../support/browser';
import { makeFakePhoto, makeTestPhotos, type TestPhoto } from '../support/photos';
import { startWithTrialAccess } from '../support/sign-in';

let browser: Browser;
let photos: TestPhoto[];
beforeAll(async () => {
  browser = await launchBrowser();
  photos = await makeTestPhotos(20);
});
afterAll(() => browser.close());

const OFFLINE_NOTICE = 'Die Verbindung ist unterbrochen. Das Hochladen geht weiter, sobald Sie wieder online sind.';
const UNREADABLE = 'Dieses Format können wir leider nicht lesen. Bitte speichern Sie das Foto als JPEG.';

const batchBar = (page: Page) => page.getByRole('progressbar', { name: 'Fortschritt aller Fotos' });
const batchRegion = (page: Page) => page.getByRole('region', { name: 'Hochladen', exact: true });
const chosen = (page: Page) => page.getByRole('list', { name: 'Ausgewählte Fotos' });
const row = (page: Page, name: string) => chosen(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
const library = (page: Page) => page.getByRole('region', { name: 'Ihre Fotos', exact: true });
const tile = (page: Page, name: string) => library(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/** As a person does it: 'Fotos auswählen', then the files in the system's file chooser. */
async function choosePhotos(page: Page, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos auswählen' }).click();
  await (await chooser).setFiles(paths);
}

const percentOf = async (bar: Locator) => Number(await bar.getAttribute('aria-valuenow'));

/** "x von y Fotos fertig" as numbers. */
async function doneOf(page: Page): Promise<{ done: number; total: number }> {
  const text = await readText(page.getByText(/^\d+ von \d+ Fotos fertig$/));
  const [, done, total] = /^(\d+) von (\d+)/.exec(text) ?? [];
  return { done: Number(done), total: Number(total) };
}

/**
 * A slow line: every piece of a photo waits a moment before it goes, so there is time to watch the
 * uploads and to cut them in the middle (Chromium's own throttling would fight Playwright's offline
 * mode). A piece held back here when the line is cut fails as it would on a real line.
 */
async function slowLine(page: Page, delayMs: number): Promise<{ setOffline: (offline: boolean) => Promise<void>; settled: () => Promise<void>; end: () => Promise<void> }> {
  let offline = false;
  // Requests on their way: one already at the server when the line is cut still gets its answer.
  const pending = new Set<Request>();
  const isUpload = (request: Request) => new URL(request.url()).pathname.startsWith('/api/uploads');
  page.on('request', (request) => void (isUpload(request) && pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  const handler = async (route: Route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, delayMs));
    await (offline ? route.abort('internetdisconnected') : route.continue()).catch(() => undefined);
  };
  await page.route('**/api/uploads/**', handler);
  return {
    setOffline: async (value) => {
      offline = value;
      await page.context().setOffline(value);
    },
    settled: () => expect.poll(() => pending.size).toBe(0),
    end: () => page.unroute('**/api/uploads/**', handler),
  };
}

interface ServerPhoto {
  fileName: string;
  status: string;
  byteSize: number;
  contentHash: string;
  /** SHA-256 of the original as the server hands it back. */
  originalHash: string;
}

/** What the server keeps for the signed-in person, asked with the page's own token (SPEC.md section 7). */
function serverPhotos(page: Page): Promise<ServerPhoto[]> {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
    const response = await fetch('/api/users/uploadedimages', { headers });
    if (!response.ok) throw new Error(`uploadedimages: HTTP ${response.status}`);
    const { photos: list } = (await response.json()) as { photos: Array<{ id: string; fileName: string; status: string; byteSize: number; contentHash: string }> };
    return Promise.all(
      list.map(async (photo) => {
        const original = await fetch(`/api/photos/${photo.id}/original`, { headers });
        if (!original.ok) throw new Error(`original of ${photo.fileName}: HTTP ${original.status}`);
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await original.arrayBuffer()));
        const originalHash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
        return { fileName: photo.fileName, status: photo.status, byteSize: photo.byteSize, contentHash: photo.contentHash, originalHash };
      }),
    );
  });
}

const sha256Of = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Waits until the server has prepared every photo in the library (thumbnails instead of "wird vorbereitet"). */
async function waitForLibrary(page: Page, count: number): Promise<void> {
  await expect.poll(() => library(page).getByRole('listitem').count(), { timeout: 20_000 }).toBe(count);
  await expect.poll(() => library(page).getByText('wird vorbereitet').count(), { timeout: 30_000 }).toBe(0);
}

/** The bars glide to their new width (0.3 s): a screenshot waits until they are there. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** axe and screenshots at 1280 and 390 px; at 390 px nothing may stick out sideways. */
async function checkWidths(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await checkAtBothWidths(page, name);
  await page.setViewportSize(DESKTOP);
}

describe('Uploading photos', () => {
  it('uploads 20 photos with visible progress, survives a cut connection and ends with all 20 on the server', async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    await library(page).getByText('Sie haben noch keine Fotos hochgeladen.').waitFor();
    expect(await page.getByRole('link', { name: 'Buch gestalten' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Zu „Meine Bücher“' }).count()).toBe(1);
    expect(await page.getByText('Assistenten nutzen').count()).toBe(0);
    await checkWidths(page, 'upload-empty');

    const line = await slowLine(page, 600);
    await choosePhotos(
      page,
      photos.map((photo) => photo.path),
    );
    const bar = batchBar(page);
    await bar.waitFor();
    expect(await chosen(page).getByRole('listitem').count()).toBe(20);
    // The bar moves, and photos finish one after another.
    await expect.poll(() => percentOf(bar), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await doneOf(page)).done, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    await settled(page);
    await screenshot(page, 'upload-progress');

    // The connection drops in the middle: some photos are done, others are not.
    await line.setOffline(true);
    const cutAt = problems.length;
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    await line.settled();
    const atCut = await doneOf(page);
    expect(atCut.total).toBe(20);
    expect(atCut.done).toBeGreaterThanOrEqual(5);
    expect(atCut.done).toBeLessThan(20);
    await chosen(page).getByText('wartet auf die Verbindung').first().waitFor();
    const percentAtCut = await percentOf(bar);
    expect(percentAtCut).toBeLessThan(100);
    await checkWidths(page, 'upload-offline');
    // Nothing goes on while offline.
    expect((await doneOf(page)).done).toBe(atCut.done);
    expect(await percentOf(bar)).toBeLessThanOrEqual(percentAtCut);

    // Chromium reports each request the cut broke; those lines, and only those, are expected.
    const whileOffline = problems.splice(cutAt);
    expect(whileOffline.filter((entry) => entry !== 'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED')).toEqual([]);

    // Back online, the uploads go on by themselves and all 20 arrive.
    await line.setOffline(false);
    await line.end();
    await batchRegion(page).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await doneOf(page)).toEqual({ done: 20, total: 20 });
    expect(await percentOf(bar)).toBe(100);
    expect(await chosen(page).getByText('fertig', { exact: true }).count()).toBe(20);
    expect(await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'upload-done');

    // The library shows all 20, prepared by the server, each with its thumbnail.
    await page.getByRole('button', { name: 'Fertige aus der Liste nehmen' }).click();
    expect(await chosen(page).count()).toBe(0);
    await waitForLibrary(page, 20);
    await library(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => library(page).getByRole('img').count(), { timeout: 15_000 }).toBe(20);
    for (const photo of photos) expect(await library(page).getByRole('img', { name: photo.name, exact: true }).count()).toBe(1);
    expect(await readText(library(page))).toMatch(/von 5 GB belegt/);
    await checkWidths(page, 'upload-library');

    // The server has exactly these 20, each byte for byte as chosen.
    const kept = await serverPhotos(page);
    expect(kept.map((photo) => photo.fileName).sort()).toEqual(photos.map((photo) => photo.name).sort());
    for (const photo of photos) {
      const server = kept.find((candidate) => candidate.fileName === photo.name);
      const hash = sha256Of(photo.path);
      expect(server).toMatchObject({ status: 'ready', byteSize: photo.bytes, contentHash: hash, originalHash: hash });
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('skips a photo the server already has, also under another name, and keeps it once', async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    const first = photos[0] as TestPhoto;
    await choosePhotos(page, [first.path]);
    await batchRegion(page).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Fertige aus der Liste nehmen' }).click();
    await waitForLibrary(page, 1);

    // The same photo again, and a copy of it under another name: nothing is sent, both are known.
    const copy = join(mkdtempSync(join(tmpdir(), 'eb-e2e-copy-')), 'Kopie von Foto-01.jpg');
    copyFileSync(first.path, copy);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/uploads')) sent.push(`${request.method()} ${request.url()}`);
    });
    await choosePhotos(page, [first.path, copy]);
    await row(page, first.name).getByText('schon vorhanden', { exact: true }).waitFor();
    await row(page, 'Kopie von Foto-01.jpg').getByText('schon vorhanden', { exact: true }).waitFor();
    await batchRegion(page).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor();
    expect(await doneOf(page)).toEqual({ done: 2, total: 2 });
    expect(sent).toEqual([]);
    for (const name of [first.name, 'Kopie von Foto-01.jpg']) {
      expect(await percentOf(row(page, name).getByRole('progressbar'))).toBe(100);
    }
    await settled(page);
    await screenshot(page, 'upload-known');

    await waitForLibrary(page, 1);
    expect((await serverPhotos(page)).map((photo) => photo.fileName)).toEqual([first.name]);
    expect(problems).toEqual([]);
    await close();
  });

  it("refuses a text file named foto.jpg with the server's reason in its row, and keeps nothing", async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    await choosePhotos(page, [makeFakePhoto('foto.jpg')]);
    const refused = row(page, 'foto.jpg');
    await refused.getByText(UNREADABLE, { exact: true }).waitFor();
    await refused.getByText('nicht hochgeladen', { exact: true }).waitFor();
    await batchRegion(page).getByText('1 Foto wurde nicht hochgeladen.', { exact: true }).waitFor();
    // Trying again cannot help a file the server cannot read: the row offers only to remove it, without a bar.
    await refused.getByRole('button', { name: 'Entfernen' }).waitFor();
    expect(await refused.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0);
    expect(await batchRegion(page).getByRole('button', { name: 'Alle erneut versuchen' }).count()).toBe(0);
    expect(await refused.getByRole('progressbar').count()).toBe(0);
    await checkWidths(page, 'upload-refused');
    expect(await serverPhotos(page)).toEqual([]);
    await library(page).getByText('Sie haben noch keine Fotos hochgeladen.').waitFor();

    await refused.getByRole('button', { name: 'Entfernen' }).click();
    expect(await chosen(page).count()).toBe(0);
    // The refusal itself, as the browser and Uppy report it: only those lines.
    const expected = (line: string) =>
      /^HTTP 415 http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/\w+$/.test(line) ||
      /^console: Failed to load resource: the server responded with a status of 415\b/.test(line) ||
      (line.startsWith('console: [Uppy]') && line.includes('415'));
    expect(problems.filter((line) => !expected(line))).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
    await close();
  });

  it('removes a photo from the library only after asking: Nein keeps it, Ja removes it', async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    const [, second, third] = photos as [TestPhoto, TestPhoto, TestPhoto];
    await choosePhotos(page, [second.path, third.path]);
    await batchRegion(page).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor();
    await waitForLibrary(page, 2);

    await tile(page, second.name).getByRole('button', { name: 'Entfernen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Möchten Sie das Foto „${second.name}“ wirklich entfernen?`).waitFor();
    await screenshot(page, 'upload-remove-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await library(page).getByRole('listitem').count()).toBe(2);
    expect((await serverPhotos(page)).length).toBe(2);

    await tile(page, second.name).getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await tile(page, second.name).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `${second.name} ist entfernt.` }).waitFor({ state: 'attached' });
    expect(await library(page).getByRole('listitem').count()).toBe(1);
    expect((await serverPhotos(page)).map((photo) => photo.fileName)).toEqual([third.name]);
    expect(problems).toEqual([]);
    await close();
  });

  it('offers the unfinished photos again after a reload and finishes them on "Hochladen fortsetzen"', async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    const chosenPhotos = photos.slice(3, 7);
    const gone = uploadsGone(page);
    const line = await slowLine(page, 500);
    await choosePhotos(
      page,
      chosenPhotos.map((photo) => photo.path),
    );
    await expect.poll(async () => (await doneOf(page)).done, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // The browser has written down where things stand (Golden Retriever saves at most twice a second).
    const done = (await doneOf(page)).done;
    expect(done).toBeLessThan(4);
    await expect.poll(async () => (await savedUploads(page)).filter((file) => file.complete).length).toBeGreaterThanOrEqual(done);

    // A photo whose last piece was on its way when the tab went may have been kept by the server
    // meanwhile: the page then counts it done once it has asked (its one question settles first).
    await leaveAndComeBack(page, { offered: false });
    await page.waitForLoadState('networkidle');
    expect(await chosen(page).getByText('bitte noch einmal auswählen').count()).toBe(0);
    const after = await doneOf(page);
    expect(after.done).toBeGreaterThanOrEqual(done);
    await line.end();
    if (after.done < after.total) {
      const notice = page.getByRole('region', { name: 'Noch nicht fertig hochgeladen' });
      expect(await readText(notice)).toMatch(new RegExp(`Von Ihrem letzten Besuch (ist|sind) noch ${after.total - after.done} Fotos? nicht fertig hochgeladen\\.`));
      await checkWidths(page, 'upload-restore');
      await notice.getByRole('button', { name: 'Hochladen fortsetzen' }).click();
    }
    await expectAllKept(page, chosenPhotos);
    expectOnlyGoneUploads(problems, gone);
    await close();
  });

  it('does not ask again for a photo that finished just before the tab went, before the browser saved that', async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    const chosenPhotos = photos.slice(7, 10);
    const gone = uploadsGone(page);
    const line = await slowLine(page, 500);
    await choosePhotos(
      page,
      chosenPhotos.map((photo) => photo.path),
    );
    // Golden Retriever has saved the chosen files with their hashes; then the tab "closes" before its next save (a crash, a
    // closed lid): from here on the browser keeps the state of this moment, as it would after a sudden end.
    await expect.poll(async () => (await savedUploads(page)).filter((file) => file.sha256).length).toBe(3);
    await page.evaluate(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        // The write is dropped, as a sudden end would drop it; the caller sees a request as usual.
        return put.apply(this, this.name === 'metadata' ? [{ id: 'eb-e2e-dropped', expires: 0, metadata: 'null' }] : args);
      };
    });
    await chosen(page).getByText('fertig', { exact: true }).first().waitFor({ timeout: 15_000 });
    const finishedBefore = await chosen(page).getByRole('listitem').filter({ has: page.getByText('fertig', { exact: true }) }).count();

    // All three may have finished by now: then nothing is offered again.
    await leaveAndComeBack(page, { offered: false });
    await screenshot(page, 'upload-restore-after-sudden-end');
    // The server has these photos: the page must not say the browser lost them and ask for them again
    // (it asks the server by their hashes as soon as it is back, so give the answer its moment), and
    // each counts as done again.
    await expect.poll(() => chosen(page).getByText('bitte noch einmal auswählen').count()).toBe(0);
    await expect.poll(async () => (await doneOf(page)).done).toBeGreaterThanOrEqual(finishedBefore);
    const { done } = await doneOf(page);
    await line.end();
    if (done < 3) {
      // Only what is really unfinished is offered again.
      const notice = page.getByRole('region', { name: 'Noch nicht fertig hochgeladen' });
      expect(await readText(notice)).toContain(`noch ${3 - done} Foto`);
      await notice.getByRole('button', { name: 'Hochladen fortsetzen' }).click();
    }
    await expectAllKept(page, chosenPhotos);
    expectOnlyGoneUploads(problems, gone);
    await close();
  });
});

/**
 * What Golden Retriever has written down about the chosen files (its "metadata" store in IndexedDB
 * "uppy-blobs"), to know when a reload finds it current.
 */
function savedUploads(page: Page): Promise<Array<{ name: string; complete: boolean; sha256: boolean }>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('uppy-blobs');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    try {
      if (!db.objectStoreNames.contains('metadata')) return [];
      const records = await new Promise<Array<{ metadata: string }>>((resolve, reject) => {
        const request = db.transaction('metadata').objectStore('metadata').getAll();
        request.onsuccess = () => resolve(request.result as Array<{ metadata: string }>);
        request.onerror = () => reject(request.error as Error);
      });
      type Saved = { files?: Record<string, { name: string; meta: { sha256?: string }; progress: { uploadComplete?: boolean } }> };
      return records.flatMap((record) =>
        Object.values((JSON.parse(record.metadata) as Saved | null)?.files ?? {}).map((file) => ({
          name: file.name,
          complete: file.progress.uploadComplete === true,
          sha256: Boolean(file.meta.sha256),
        })),
      );
    } finally {
      db.close();
    }
  });
}

/** Reloading while photos are on their way: the browser asks first, the person leaves anyway and comes back. */
async function leaveAndComeBack(page: Page, { offered = true } = {}): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  // The chosen photos are back in the list; whether some are offered again depends on the test.
  await chosen(page).getByRole('listitem').first().waitFor();
  if (offered) await page.getByRole('heading', { name: 'Noch nicht fertig hochgeladen' }).waitFor();
}

/**
 * tus asks with HEAD where an upload stands; 404 means the server finished it already (its last
 * piece arrived as the page went), and the client starts that file anew. Those answers are recorded.
 */
function uploadsGone(page: Page): string[] {
  const methods: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/api/uploads/')) methods.push(response.request().method());
  });
  return methods;
}

/** No console error or failed request but the HEAD 404s of uploads the server had already finished (two lines each). */
function expectOnlyGoneUploads(problems: string[], gone: string[]): void {
  expect(gone.every((method) => method === 'HEAD')).toBe(true);
  const expected = (line: string) =>
    /^HTTP 404 http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/\w+$/.test(line) || /^console: Failed to load resource: the server responded with a status of 404\b/.test(line);
  expect(problems.filter((line) => !expected(line))).toEqual([]);
  expect(problems.filter(expected).length).toBe(gone.length * 2);
}

/** All chosen photos finished on the page and on the server, each byte for byte. */
async function expectAllKept(page: Page, chosenPhotos: TestPhoto[]): Promise<void> {
  await batchRegion(page).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor({ timeout: 30_000 });
  await waitForLibrary(page, chosenPhotos.length);
  const kept = await serverPhotos(page);
  expect(kept.map((photo) => photo.fileName).sort()).toEqual(chosenPhotos.map((photo) => photo.name).sort());
  for (const photo of chosenPhotos) {
    const hash = sha256Of(photo.path);
    expect(kept.find((candidate) => candidate.fileName === photo.name)).toMatchObject({ status: 'ready', contentHash: hash, originalHash: hash });
  }
}
