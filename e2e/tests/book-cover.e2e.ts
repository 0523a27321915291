import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookPreviewUrl, fetchWithToken, saveCoverThroughApi } from '../support/book-document';
import { createBooksThroughApi } from '../support/books';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, screenshot, visit } from '../support/browser';
import { DEMO_ADMIN_PASSWORD } from '../support/demo-data';
import { makeTestPhotos, type TestPhoto } from '../support/photos';
import { signIn, startWithTrialAccess } from '../support/sign-in';

let browser: Browser;
let photo: TestPhoto;
beforeAll(async () => {
  browser = await launchBrowser();
  [photo] = (await makeTestPhotos(1, 'Oma')) as [TestPhoto];
});
afterAll(() => browser.close());

const book = (page: Page, name: string) => page.getByRole('region', { name: 'Begonnene Bücher', exact: true }).getByRole('article', { name, exact: true });
const cardImage = (page: Page, name: string) => book(page, name).locator('img.book__image');

/** One photo through the photo page, as a person uploads it; answers its id and upright size once the server has prepared it. */
async function uploadPhoto(page: Page, path: string): Promise<{ id: string; width: number; height: number }> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotos auswählen' }).click();
  await (await chooser).setFiles([path]);
  await page.getByRole('region', { name: 'Hochladen', exact: true }).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor({ timeout: 30_000 });
  const ready = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/users/uploadedimages', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      const { photos } = (await response.json()) as { photos: Array<{ id: string; status: string; width: number | null; height: number | null }> };
      const [first] = photos;
      return first?.status === 'ready' && first.width && first.height ? { id: first.id, width: first.width, height: first.height } : null;
    });
  await expect.poll(ready, { timeout: 30_000 }).not.toBeNull();
  return (await ready()) as { id: string; width: number; height: number };
}

/** The card's picture once it shows: where it came from and its natural size. */
async function shownImage(page: Page, name: string): Promise<{ src: string; width: number; height: number }> {
  const image = cardImage(page, name);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.getAttribute('src'), { timeout: 15_000 }).toMatch(/^blob:/);
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return { src: element.src, width: element.naturalWidth, height: element.naturalHeight };
  });
}

/**
 * The bytes the page itself received for the books' rendered covers, and whether it asked with the
 * token: passed through a route, since the page's CSP keeps fetch off blob: URLs.
 */
async function watchPrivateImages(page: Page): Promise<Map<string, { bytes: Buffer; withToken: boolean }>> {
  const seen = new Map<string, { bytes: Buffer; withToken: boolean }>();
  await page.route(/\/api\/books\/\d+\/preview\.jpg/, async (route) => {
    const response = await route.fetch();
    const url = new URL(route.request().url());
    seen.set(`${url.pathname}${url.search}`, { bytes: await response.body(), withToken: /^Bearer \S+/.test(route.request().headers().authorization ?? '') });
    await route.fulfill({ response });
  });
  return seen;
}

/** The rendered JPEG as the server hands it to its owner (asked outside the browser, so its cache stays cold for the list). */
async function serverJpeg(page: Page, path: string): Promise<Buffer> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const response = await fetch(new URL(path, inject('baseUrl')), { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  expect(response.headers.get('cache-control')).toMatch(/private/);
  return Buffer.from(await response.arrayBuffer());
}

const SQUARE = { name: 'Für Oma Hilde', choices: { formatId: 2, paperId: 3, themeId: 101 }, trim: { width: 200, height: 200 } };
const A4 = { name: 'Opa Heinz', choices: { formatId: 1, paperId: 3, themeId: 102 }, trim: { width: 210, height: 297 } };

describe('Meine Bücher with the rendered cover', () => {
  it("shows the book's own cover, rendered after the document was saved, and nobody else gets it", async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    const own = await uploadPhoto(page, photo.path);
    const [squareId] = (await createBooksThroughApi(page, [SQUARE.name], SQUARE.choices)) as [number];
    const [a4Id] = (await createBooksThroughApi(page, [A4.name], A4.choices)) as [number];

    // The editor's way: GET the document, PUT it back with If-Match; the server renders the cover on its queue.
    const squareVersion = await saveCoverThroughApi(page, squareId, { title: 'Hilde Sommer', subtitle: '1931 – 2025', photo: own });
    const a4Version = await saveCoverThroughApi(page, a4Id, { title: 'Heinz Bauer', subtitle: '1938 – 2026', photo: own });
    const squarePath = `/api/books/${squareId}/preview.jpg?v=${squareVersion}`;
    const a4Path = `/api/books/${a4Id}/preview.jpg?v=${a4Version}`;
    await expect.poll(() => bookPreviewUrl(page, squareId), { timeout: 30_000 }).toBe(squarePath);
    await expect.poll(() => bookPreviewUrl(page, a4Id), { timeout: 30_000 }).toBe(a4Path);

    // The rendered front panel: a JPEG with the trim's proportions (not the 600 × 450 design picture).
    const squareJpeg = await serverJpeg(page, squarePath);
    const a4Jpeg = await serverJpeg(page, a4Path);
    const squareMeta = await sharp(squareJpeg).metadata();
    const a4Meta = await sharp(a4Jpeg).metadata();
    expect(squareMeta.format).toBe('jpeg');
    expect(a4Meta.format).toBe('jpeg');
    expect(Math.abs(squareMeta.height - (squareMeta.width * SQUARE.trim.height) / SQUARE.trim.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a4Meta.height - (a4Meta.width * A4.trim.height) / A4.trim.width)).toBeLessThanOrEqual(1);

    // /buecher shows exactly that JPEG on each card, fetched with the token as a blob.
    const received = await watchPrivateImages(page);
    await visit(page, '/buecher');
    for (const [name, path, jpeg, meta] of [
      [SQUARE.name, squarePath, squareJpeg, squareMeta],
      [A4.name, a4Path, a4Jpeg, a4Meta],
    ] as const) {
      const shown = await shownImage(page, name);
      expect({ width: shown.width, height: shown.height }).toEqual({ width: meta.width, height: meta.height });
      const response = received.get(path);
      expect(response?.withToken).toBe(true);
      expect(response?.bytes.equals(jpeg)).toBe(true);
    }
    await screenshot(page, 'books-rendered-cover');
    // The whole cover is on the card: the picture is not cut to the card's 4:3 (title at the bottom, photo at the top).
    for (const name of [SQUARE.name, A4.name]) {
      const fit = await cardImage(page, name).evaluate((element) => getComputedStyle(element).objectFit);
      expect(fit).toBe('contain');
    }
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await shownImage(page, A4.name);
    await screenshot(page, 'books-rendered-cover');

    // The list view: the small picture beside the name shows the whole cover too.
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Liste' }).click();
    await shownImage(page, SQUARE.name);
    await shownImage(page, A4.name);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'books-rendered-cover-list');
    await page.setViewportSize(DESKTOP);
    await shownImage(page, A4.name);
    await screenshot(page, 'books-rendered-cover-list');

    // A copy shows a cover of its own (the original's image stays private to the original's address).
    await book(page, SQUARE.name).getByRole('button', { name: 'Duplizieren' }).click();
    const copyName = `${SQUARE.name} (Kopie)`;
    await book(page, copyName).waitFor();
    const copySrc = async () => {
      await visit(page, '/buecher');
      await book(page, copyName).waitFor();
      await page.waitForLoadState('networkidle');
      return cardImage(page, copyName).getAttribute('src');
    };
    await expect.poll(copySrc, { timeout: 30_000 }).toMatch(/^blob:/);
    const copy = await shownImage(page, copyName);
    expect({ width: copy.width, height: copy.height }).toEqual({ width: squareMeta.width, height: squareMeta.height });
    const copyPaths = [...received.keys()].filter((path) => path !== squarePath && path !== a4Path);
    expect(copyPaths).toEqual([expect.stringMatching(/^\/api\/books\/\d+\/preview\.jpg\?v=\d+$/)]);
    expect(problems).toEqual([]);

    // Another person, signed in, does not get the image; nor does anyone without a sign-in.
    const other = await openPage(browser);
    await signIn(other.page, 'lindner', DEMO_ADMIN_PASSWORD);
    expect(await fetchWithToken(other.page, squarePath)).toMatchObject({ status: 404 });
    expect(await fetchWithToken(other.page, a4Path)).toMatchObject({ status: 404 });
    await other.page.evaluate(() => localStorage.removeItem('token'));
    expect((await fetchWithToken(other.page, squarePath)).status).toBe(401);
    // The owner still does.
    expect(await fetchWithToken(page, squarePath)).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    await other.close();
    await close();
  });
});
