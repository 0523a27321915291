/**
 * The editor's side panels and the read-only view (issue 12): a layout changed keeps the photos, a
 * background for one page and for every inner page, memorial data bookmarked and inserted into a text
 * frame, the help overlay hidden for good, an earlier version brought back and taken back by undo, and
 * a book that can no longer be edited leafed through. One book, linked to the demo memorial page.
 */
import { applyCommand, layoutsFor, type BookDocument, type Command } from '@eb/book-model';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, screenshot, type OpenPage } from '../support/browser';
import { DEMO_ADMIN_ACCOUNT, DEMO_ADMIN_PASSWORD, DEMO_PAGE_ID } from '../support/demo-data';
import { frameLocator, goToSpread, openEditor, pagesOf, readDocument, uploadPhotosThroughApi, waitForSaved, writeDocument, type ReadyPhoto, type StoredDocument } from '../support/editor';
import { makeTestPhotos } from '../support/photos';
import { signIn } from '../support/sign-in';

const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let opened: OpenPage;
let page: Page;
let bookId: number;
let designedVersion: number;
let ids: { left: string; right: string; body: string; caption: string; photos: string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  // This file is about the help overlay too: it shows on the first visit here.
  opened = await openPage(browser, { editorHelp: true });
  page = opened.page;
  await signIn(page, DEMO_ADMIN_ACCOUNT, DEMO_ADMIN_PASSWORD);
  bookId = await createBookWithMemorialPage(page);
  const photos = await uploadPhotosThroughApi(page, (await makeTestPhotos(2, 'Panel')).map((file) => file.path));
  const { document, version } = await readDocument(page, bookId);
  const designed = design(document as unknown as BookDocument, photos);
  designedVersion = await writeDocument(page, bookId, designed.document as unknown as StoredDocument, version);
  ids = designed.ids;
}, 120_000);

afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

describe('editor panels', () => {
  it('shows the help on the first visit, hides it for good across a reload, and brings it back with "Hilfe"', async () => {
    await page.goto(`/bearbeiten/${bookId}`);
    const help = page.getByRole('dialog', { name: 'So gestalten Sie Ihr Erinnerungsbuch' });
    await help.waitFor();
    await screenshot(page, 'editor-help', { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(TABLET);
    await screenshot(page, 'editor-help', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await help.getByRole('button', { name: 'Hilfe nicht mehr anzeigen' }).click();
    await help.waitFor({ state: 'detached' });

    await openEditor(page, bookId);
    await page.getByRole('button', { name: 'Frühere Fassungen' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Hilfe', exact: true }).click();
    await help.getByRole('button', { name: 'Verstanden' }).click();
    await help.waitFor({ state: 'detached' });
    // The focus returns to the button that opened the help.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hilfe');
  });

  it('changes the layout of the left page and keeps both photos; says what lies free now', async () => {
    await goToSpread(page, 2);
    await page.getByRole('tab', { name: 'Layouts' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Layouts' });
    await panel.getByRole('radio', { name: 'Linke Seite' }).check();
    // The list starts with the layouts of the page's photo count; the current one is marked.
    await expect.poll(() => panel.locator('[aria-current="true"]').textContent()).toContain('Zwei Fotos nebeneinander mit Text');
    expect(await panel.getByLabel('Anzahl der Fotos').inputValue()).toBe('2');
    expect(await panel.locator('[data-layout-id]').count()).toBe(layoutsFor(101, 'page').filter((layout) => layout.photoCount === 2).length);
    await screenshot(page, 'editor-layouts', { fullPage: false });
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Zwei Fotos untereinander' }).click();
    const said = await panel.getByRole('status').textContent();
    expect(said).toContain('Layout „Zwei Fotos untereinander“ angewendet.');
    // The text of the old layout found no slot: it stays on the page, and the person is told.
    expect(said).toContain('passte nicht hinein');
    await waitForSaved(page);
    const left = pageById((await readDocument(page, bookId)).document, ids.left);
    expect(left.layoutId).toBe('rosenzeit/p2-stacked');
    const slotted = left.frames.filter((frame) => frame.kind === 'photo' && frame.slotId !== null);
    expect(slotted.map((frame) => frame.photoId).sort()).toEqual([...ids.photos].sort());
    expect(left.frames.some((frame) => frame.kind === 'text' && frame.text === 'In Liebe')).toBe(true);
  });

  it('applies a background to one page, then a design colour to every inner page', async () => {
    await page.getByRole('tab', { name: 'Hintergründe' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Hintergründe' });
    await panel.getByRole('radio', { name: 'Linke Seite' }).check();
    await panel.getByRole('button', { name: 'Rosenranke' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Rosenranke' }).getAttribute('aria-current')).toBe('true');
    await waitForSaved(page);
    let document = (await readDocument(page, bookId)).document;
    const frontBackground = document.cover.front.background;
    expect(pageById(document, ids.left).background).toEqual({ kind: 'design', backgroundId: 'rosenzeit-2' });
    expect(pageById(document, ids.right).background).not.toEqual({ kind: 'design', backgroundId: 'rosenzeit-2' });
    await screenshot(page, 'editor-backgrounds', { fullPage: false });
    await expectAccessible(page);

    await panel.getByRole('checkbox', { name: 'auf alle Innenseiten anwenden' }).check();
    await panel.getByRole('button', { name: 'Weiß (kein Hintergrund)' }).click();
    expect(await panel.getByRole('status').textContent()).toContain('für alle Innenseiten');
    await waitForSaved(page);
    document = (await readDocument(page, bookId)).document;
    expect(document.spreads.flatMap((spread) => spread.pages).every((inner) => inner.background === null)).toBe(true);
    // The cover is not an inner page.
    expect(document.cover.front.background).toEqual(frontBackground);
  });

  it('bookmarks a condolence (kept across a reload), and inserts it into the selected text frame', async () => {
    await page.getByRole('tab', { name: 'Gedenkdaten' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Gedenkdaten' });
    await panel.getByRole('heading', { name: 'Margarete Weber' }).waitFor();
    expect(await panel.getByText('14.03.1938 – 13.11.2026').count()).toBe(1);
    // The long lists open on demand.
    await panel.locator('summary').filter({ hasText: 'Kondolenzen' }).click();
    const item = panel.locator('[data-memorial-item^="condolence:"]').filter({ hasText: 'Gerhard Lindner' });
    await item.getByRole('button', { name: 'Lesezeichen für „Gerhard Lindner“' }).click();
    await screenshot(page, 'editor-memorial', { fullPage: false });
    await expectAccessible(page);

    // A page is selected, no text frame: told calmly, nothing changes.
    await item.getByRole('button', { name: 'In Textrahmen einfügen' }).click();
    expect(await panel.getByRole('status').textContent()).toContain('Bitte wählen Sie zuerst einen Textrahmen');

    await openEditor(page, bookId);
    await goToSpread(page, 2);
    await page.getByRole('tab', { name: 'Gedenkdaten' }).click();
    await panel.getByRole('checkbox', { name: 'Nur Lesezeichen' }).check();
    const bookmarked = panel.locator('[data-memorial-item]');
    await expect.poll(() => bookmarked.count()).toBe(1);
    expect(await bookmarked.getAttribute('data-bookmarked')).toBe('true');
    expect(await page.evaluate((id) => localStorage.getItem(`eb.editor.bookmarks.${id}`), bookId)).toMatch(/"type":"condolence"/);

    await frameLocator(page, ids.body).click();
    await bookmarked.getByRole('button', { name: 'In Textrahmen einfügen' }).click();
    expect(await panel.getByRole('status').textContent()).toContain('„Gerhard Lindner“ in den Textrahmen eingefügt.');
    await waitForSaved(page);
    const body = pageById((await readDocument(page, bookId)).document, ids.right).frames.find((frame) => frame.id === ids.body);
    expect(body?.text).toContain('ich durfte viele Jahre mit Margarete an der Grundschule am Mühlbach unterrichten');
    expect(body?.text).toMatch(/– Gerhard Lindner$/);

    // By drag: the life dates onto the same text frame, appended on a line of their own.
    await panel.getByRole('checkbox', { name: 'Nur Lesezeichen' }).uncheck();
    const dates = panel.locator('[data-memorial-item="data:6"] .memorial-item__body');
    await dates.scrollIntoViewIfNeeded();
    await dragTo(page, dates, frameLocator(page, ids.body));
    const droppedText = async () => pageById((await readDocument(page, bookId)).document, ids.right).frames.find((frame) => frame.id === ids.body)?.text;
    await expect.poll(droppedText, { timeout: 8_000 }).toMatch(/– Gerhard Lindner\n14\.03\.1938 – 13\.11\.2026$/);
    await waitForSaved(page);
  });

  it('brings an earlier version back as one change, and undo takes it back', async () => {
    await page.getByRole('button', { name: 'Frühere Fassungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Frühere Fassungen' });
    const entry = dialog.locator(`[data-version="${designedVersion}"]`);
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/heute, \d\d:\d\d/);
    await screenshot(page, 'editor-versions', { fullPage: false });
    await expectAccessible(page);
    await entry.getByRole('button', { name: /Fassung von heute, \d\d:\d\d(:\d\d)? wiederherstellen/ }).click();
    await dialog.waitFor({ state: 'detached' });
    // The focus returns to 'Frühere Fassungen'; screen readers hear which version came back.
    // (window.document: this test's own `document` below is the stored book.)
    await expect.poll(() => page.evaluate(() => window.document.activeElement?.textContent)).toBe('Frühere Fassungen');
    await waitForSaved(page);
    let document = (await readDocument(page, bookId)).document;
    expect(pageById(document, ids.left).layoutId).toBe('rosenzeit/p2-side-text');
    expect(pageById(document, ids.right).frames.find((frame) => frame.id === ids.body)?.text).toBe('');

    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await waitForSaved(page);
    document = (await readDocument(page, bookId)).document;
    expect(pageById(document, ids.left).layoutId).toBe('rosenzeit/p2-stacked');
    expect(pageById(document, ids.right).frames.find((frame) => frame.id === ids.body)?.text).toContain('Gerhard Lindner');
    await expectAccessible(page);

    await page.setViewportSize(TABLET);
    await page.getByRole('tab', { name: 'Layouts' }).click();
    await screenshot(page, 'editor-layouts', { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);
  });

  it('opens a book that can no longer be edited in the flip-through view, without editing tools', async () => {
    await waitForSaved(page);
    // No route of the shop orders a book yet: the book's answer says it was ordered, as it would then.
    await page.route(new RegExp(`/api/books/${bookId}$`), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), state: 3, isEditable: false } });
    });
    // A book that may not be edited opens no editor session: no session id, no edit info.
    const asked: string[] = [];
    const onRequest = (request: { url(): string }) => void asked.push(new URL(request.url()).pathname);
    page.on('request', onRequest);
    await page.goto(`/bearbeiten/${bookId}`);
    const viewer = page.locator('.book-viewer');
    await viewer.locator('[data-viewer-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await viewer.getByText('Dieses Buch ist bestellt und kann nicht mehr bearbeitet werden.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Rückgängig' }).count()).toBe(0);
    expect(await page.locator('[data-frame-id]').count()).toBe(0);
    const label = viewer.locator('[data-viewer-label]');
    expect(await label.textContent()).toContain('Umschlag');
    expect(await viewer.getByRole('button', { name: 'Zurück', exact: true }).isDisabled()).toBe(true);

    await viewer.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => label.textContent()).toContain('Seite 1');
    await page.keyboard.press('PageDown');
    await expect.poll(() => label.textContent()).toContain('Seiten 2–3');
    // The server's rendered pages (decision 034), drawn on its queue when the view first asked.
    await viewer.locator('[data-spread-index="2"][data-viewer-ready="true"]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'book-viewer', { fullPage: false });
    for (const viewport of [TABLET, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'book-viewer', { fullPage: false });
    }
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => label.textContent()).toContain('Seite 1');
    await expectAccessible(page);

    page.off('request', onRequest);
    expect(asked.filter((path) => path === '/api/users/sessionid' || path.startsWith('/api/books/editinfo/'))).toEqual([]);
    await viewer.getByRole('link', { name: 'Zurück zu meinen Büchern' }).click();
    await page.waitForURL('**/buecher');
    await page.unroute(new RegExp(`/api/books/${bookId}$`));
    // Script errors only: the shop's other pages answer 404 for pictures not yet rendered, which is theirs to judge.
    expect(opened.problems.filter((problem) => problem.startsWith('page error') || (problem.startsWith('console') && !problem.includes('Failed to load resource')))).toEqual([]);
  });
});

/** A mouse drag as a hand makes it: press, move in steps past the sensor's 5 px, release over the target. */
async function dragTo(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

type StoredPageOf = ReturnType<typeof pagesOf>[number];
function pageById(document: StoredDocument, pageId: string): StoredPageOf & { layoutId?: string | null; background?: unknown } {
  const found = pagesOf(document).find((candidate) => candidate.id === pageId);
  if (!found) throw new Error(`no page ${pageId}`);
  return found;
}

/** A book of design 101 ('Rosenzeit'), linked to the demo memorial page its administrator looks after. */
async function createBookWithMemorialPage(page: Page): Promise<number> {
  return page.evaluate(async (memorialpageId) => {
    const response = await fetch('/api/books', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      body: JSON.stringify({ bookDescription: 'Für Margarete', memorialpageId, formatId: 2, paperId: 3, themeId: 101, cover: 1, pages: 1 }),
    });
    if (!response.ok) throw new Error(`creating the book: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { pk: number }).pk;
  }, DEMO_PAGE_ID);
}

/**
 * Spread 2: on the left two photos side by side with a short text, on the right a layout with an
 * empty text frame for the memorial data.
 */
function design(document: BookDocument, photos: readonly ReadyPhoto[]) {
  const context = { newId: () => crypto.randomUUID() };
  const run = (doc: BookDocument, command: Command) => applyCommand(doc, command, context).document;
  const [left, right] = document.spreads[1]?.pages ?? [];
  if (!left || !right) throw new Error('spread 2 is not a double spread');
  const layout = (key: string) => layoutsFor(document.themeId, 'page').find((candidate) => candidate.id.endsWith(`/${key}`))!.id;
  let doc = run(document, { type: 'applyLayout', pageId: left.id, layoutId: layout('p2-side-text') });
  doc = run(doc, { type: 'applyLayout', pageId: right.id, layoutId: layout('p1-portrait-text') });
  const framesOf = (pageId: string) => doc.spreads.flatMap((spread) => spread.pages).find((candidate) => candidate.id === pageId)?.frames ?? [];
  const leftPhotos = framesOf(left.id).filter((frame) => frame.kind === 'photo');
  const caption = framesOf(left.id).find((frame) => frame.kind === 'text')!;
  const body = framesOf(right.id).find((frame) => frame.kind === 'text')!;
  const commands: Command[] = photos.map((photo, index) => ({ type: 'placePhoto', frameId: leftPhotos[index]!.id, photo: { id: photo.id, widthPx: photo.width, heightPx: photo.height } }));
  commands.push({ type: 'setText', frameId: caption.id, text: 'In Liebe' });
  doc = run(doc, { type: 'transaction', commands });
  return { document: doc, ids: { left: left.id, right: right.id, body: body.id, caption: caption.id, photos: photos.map((photo) => photo.id) } };
}
