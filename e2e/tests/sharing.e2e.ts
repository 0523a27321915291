/**
 * Issue 14's browser test, two people in two browsers: Anna (registered, confirmed) shares her book
 * from the card's 'Teilen'; the mail reaches her brother Bernd, who has no account, opens the link,
 * edits his copy at once with trial access, registers and still has it; Anna's book never changes.
 * The used link says so, and HTML in Anna's message is only ever text.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING_MESSAGES } from '../../packages/api-contract/src/sharing';
import { fetchWithToken, saveCoverThroughApi } from '../support/book-document';
import { createBooksThroughApi } from '../support/books';
import { checkAtBothWidths } from '../support/both-widths';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, readText, screenshot, visit, type OpenPage } from '../support/browser';
import { frameLocator, goToSpread, readDocument, spreadDrawing, uploadPhotosThroughApi, waitForSaved, type ReadyPhoto, type StoredDocument } from '../support/editor';
import { followMailLink } from '../support/mailbox';
import { makeTestPhotos, type TestPhoto } from '../support/photos';
import { signIn } from '../support/sign-in';

const BOOK_NAME = 'Für Opa Heinrich';
const COVER_TITLE = 'Heinrich Albers';
const NEW_TITLE = 'Unser Opa – von Bernd';
const SHARER = 'Anna Albers';
// Tags a careless page would render: they must show as the very characters Anna typed.
const MESSAGE = 'Lieber Bernd, <b>schau mal</b> <img src=x onerror="document.title=1">';
const stamp = Date.now();
const anna = { account: `Anna${stamp}`, email: `anna.${stamp}@example.de`, password: 'Kamille2026' };
const bernd = { account: `Bernd${stamp}`, email: `bernd.${stamp}@example.de`, password: 'Holunder2026' };

let browser: Browser;
let annaSession: OpenPage;
let berndSession: OpenPage;
let annaPage: Page;
let berndPage: Page;
let bookId: number;
let photo: ReadyPhoto;
let photoFile: TestPhoto;
/** Anna's book as it was before sharing: it must stay so. */
let original: { document: StoredDocument; version: number };
/** The mailed link's path (/geteiltes-buch/{token}) and Bernd's copy. */
let landingPath: string;
let linkValidUntil: string;
let copyId: number;

const pathname = (page: Page) => new URL(page.url()).pathname;
const dialog = (page: Page) => page.locator('dialog.message-box[open]');
const frontFrame = (document: StoredDocument, kind: 'photo' | 'title') =>
  document.cover.front.frames.find((frame) => (kind === 'photo' ? frame.kind === 'photo' : frame.kind === 'text' && frame.style === 'title'))!;
/** A moment as the shop shows it: dd.MM.yyyy, the day it is in Germany then. */
const germanDate = (value: string | Date) => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(value));

beforeAll(async () => {
  browser = await launchBrowser();
  annaSession = await openPage(browser);
  annaPage = annaSession.page;
  // Anna is registered and confirmed (only such users share); the registration UI has its own tests.
  const registered = await annaPage.request.post('/api/users/register', { data: { email: anna.email, account: anna.account, password: anna.password, isDataStoragePermitted: true } });
  expect(registered.status()).toBe(200);
  await followMailLink(annaPage, 'Bitte bestätigen Sie Ihr Kundenkonto', 'Kundenkonto bestätigen', anna.email);
  await annaPage.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigt' }).waitFor();
  await signIn(annaPage, anna.account, anna.password);
  [bookId] = (await createBooksThroughApi(annaPage, [BOOK_NAME])) as [number];
  [photoFile] = (await makeTestPhotos(1, 'Heinrich')) as [TestPhoto];
  [photo] = (await uploadPhotosThroughApi(annaPage, [photoFile.path])) as [ReadyPhoto];
  await saveCoverThroughApi(annaPage, bookId, { title: COVER_TITLE, subtitle: '1938 – 2026', photo });
  original = await readDocument(annaPage, bookId);
}, 120_000);
afterAll(async () => {
  await berndSession?.close();
  await annaSession?.close();
  await browser?.close();
});

describe('sharing a copy of a book by e-mail', () => {
  it('Anna shares her book from the card: the form checks, sends and says until when the link works', async () => {
    await visit(annaPage, '/buecher');
    const card = annaPage.getByRole('region', { name: 'Begonnene Bücher' }).getByRole('article', { name: BOOK_NAME, exact: true });
    const share = card.getByRole('link', { name: /^Teilen/ });
    // The card explains the 100 days (title for the mouse, visible hint for touch).
    const shareableUntil = await annaPage.evaluate(async (id) => {
      const response = await fetch(`/api/books/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      return ((await response.json()) as { shareableUntil: string | null }).shareableUntil;
    }, bookId);
    expect(typeof shareableUntil).toBe('string');
    expect(Math.round((new Date(shareableUntil!).getTime() - Date.now()) / 86_400_000)).toBe(100);
    const hint = `Teilen ist bis ${germanDate(shareableUntil!)} möglich (100 Tage nach dem Anlegen).`;
    // A tooltip for the mouse, the same words visible on the card for touch screens.
    expect(await share.getAttribute('title')).toBe(hint);
    expect(await card.getByText(hint, { exact: true }).isVisible()).toBe(true);
    await share.click();
    await annaPage.waitForURL((url) => url.pathname === `/teilen/${bookId}`);

    // SPEC.md section 5's words, before anything is sent.
    const send = annaPage.getByRole('button', { name: 'Buch teilen' });
    await send.click();
    await annaPage.getByText(SHARING_MESSAGES.emailInvalid, { exact: true }).waitFor();
    await annaPage.getByText(SHARING_MESSAGES.nameRequired, { exact: true }).waitFor();
    await annaPage.getByLabel('E-Mail-Adresse des Empfängers').fill('bernd-at-example.de');
    await annaPage.getByLabel('Ihr Name').fill(SHARER);
    await annaPage.getByLabel('Nachricht (freiwillig)').fill(MESSAGE);
    await send.click();
    await annaPage.getByText(SHARING_MESSAGES.emailInvalid, { exact: true }).waitFor();
    expect(await annaPage.getByText(SHARING_MESSAGES.nameRequired, { exact: true }).count()).toBe(0);
    expect(pathname(annaPage)).toBe(`/teilen/${bookId}`);
    await annaPage.getByLabel('E-Mail-Adresse des Empfängers').fill(bernd.email);
    await annaPage.getByText(SHARING_MESSAGES.emailInvalid, { exact: true }).waitFor({ state: 'detached' });
    // The book's rendered cover (saved with a photo) shows what is shared.
    const preview = annaPage.locator('main').getByRole('figure').locator('img');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 20_000 }).toMatch(/^blob:/);
    expect(await preview.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBeGreaterThan(0);
    await checkAtBothWidths(annaPage, 'sharing-form');

    // Held on its way, the request shows the busy text; then back to the list with the confirmation.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await annaPage.route(`**/api/books/share/${bookId}`, async (route) => {
      await held;
      await route.continue();
    });
    const answered = annaPage.waitForResponse((response) => response.url().endsWith(`/api/books/share/${bookId}`));
    await send.focus();
    await annaPage.keyboard.press('Enter');
    await annaPage.getByText('Email wird versendet').first().waitFor();
    release();
    const response = await answered;
    expect(response.status()).toBe(200);
    ({ linkValidUntil } = (await response.json()) as { linkValidUntil: string });
    expect(Math.round((new Date(linkValidUntil).getTime() - Date.now()) / 86_400_000)).toBe(7);
    await annaPage.unroute(`**/api/books/share/${bookId}`);
    await annaPage.waitForURL((url) => url.pathname === '/buecher');
    const confirmation = dialog(annaPage);
    await confirmation.waitFor();
    const said = await readText(confirmation);
    for (const part of [`„${BOOK_NAME}“`, bernd.email, germanDate(linkValidUntil)]) expect(said).toContain(part);
    await screenshot(annaPage, 'sharing-sent', { fullPage: false });
    await confirmation.getByRole('button').first().click();
    await confirmation.waitFor({ state: 'detached' });
    expect(annaSession.problems).toEqual([]);
  }, 90_000);

  it('Bernd, without an account, opens the mailed link, sees the message as text and edits his copy with trial access', async () => {
    berndSession = await openPage(browser);
    berndPage = berndSession.page;
    // His mail program: the mail names Anna and the book, shows her message as she wrote it and has one link.
    // The outbox is written by a job: his mail program is asked again until the mail is there.
    const inbox = berndPage.getByRole('listitem').filter({ hasText: `an ${bernd.email}` });
    await expect
      .poll(async () => {
        await berndPage.goto('/dev/mails');
        return inbox.count();
      }, { timeout: 20_000, interval: 500 })
      .toBe(1);
    await inbox.getByRole('link').click();
    const mail = berndPage.locator('body');
    expect(await readText(mail)).toContain(`${SHARER} teilt ein Erinnerungsbuch mit Ihnen`);
    expect(await readText(mail)).toContain(BOOK_NAME);
    expect(await readText(mail)).toContain(MESSAGE);
    expect(await readText(mail)).toContain(germanDate(linkValidUntil));
    expect(await mail.locator('b, img[src="x"]').count()).toBe(0);
    const links = await mail.locator('a[href*="/geteiltes-buch/"]').evaluateAll((anchors) => [...new Set(anchors.map((anchor) => (anchor as HTMLAnchorElement).href))]);
    expect(links).toHaveLength(1);
    landingPath = new URL(links[0]!).pathname;
    expect(landingPath).toMatch(/^\/geteiltes-buch\/[A-Za-z0-9_-]{16,}$/);
    await screenshot(berndPage, 'sharing-mail');
    await mail.locator('a[href*="/geteiltes-buch/"]').first().click();

    // The landing: who shares what, the message as plain text, sign-in or trial access.
    await berndPage.waitForURL((url) => url.pathname === landingPath);
    const main = berndPage.locator('main');
    await berndPage.getByRole('heading', { level: 1, name: `${SHARER} teilt ein Erinnerungsbuch mit Ihnen` }).waitFor();
    expect(await readText(main)).toContain(BOOK_NAME);
    await main.getByText(MESSAGE, { exact: true }).waitFor();
    expect(await main.locator('b, img[src="x"]').count()).toBe(0);
    expect(await berndPage.title()).not.toBe('1');
    await main.getByRole('link', { name: 'Anmelden', exact: true }).waitFor();
    await main.getByRole('link', { name: 'Registrieren', exact: true }).waitFor();
    await checkAtBothWidths(berndPage, 'sharing-landing');
    // The 'Registrieren' tab holds the registration form, on a phone too.
    await main.getByRole('link', { name: 'Registrieren', exact: true }).click();
    await main.getByRole('button', { name: 'Kundenkonto anlegen' }).waitFor();
    await berndPage.setViewportSize(PHONE);
    await expectNoSidewaysScroll(berndPage);
    await screenshot(berndPage, 'sharing-landing-register');
    await berndPage.setViewportSize(DESKTOP);

    await berndPage.getByRole('button', { name: 'Sofort bearbeiten (Testzugang)' }).click();
    await berndPage.waitForURL(/\/teilen-bearbeiten\/\d+$/, { timeout: 20_000 });
    copyId = Number(/(\d+)$/.exec(pathname(berndPage))![1]);
    expect(copyId).not.toBe(bookId);
    expect(await berndPage.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.isTemporary)).toBe(true);
    await berndPage.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 20_000 });

    // His copy shows Anna's photo and title, through a photo of his own (never a look into Anna's library).
    const copy = await readDocument(berndPage, copyId);
    const copiedPhotoId = frontFrame(copy.document, 'photo').photoId!;
    expect(copiedPhotoId).toBeTruthy();
    expect(copiedPhotoId).not.toBe(photo.id);
    expect(frontFrame(copy.document, 'title').text).toBe(COVER_TITLE);
    const bernds = await berndPage.evaluate(async () => {
      const response = await fetch('/api/users/uploadedimages', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
      return ((await response.json()) as { photos: Array<{ id: string; fileName: string }> }).photos;
    });
    expect(bernds.map((own) => own.id)).toEqual([copiedPhotoId]);
    // The file itself was copied for him; Anna's own photo stays closed to him.
    expect(await fetchWithToken(berndPage, `/api/photos/${copiedPhotoId}/original`)).toEqual({ status: 200, contentType: 'image/jpeg', bytes: photoFile.bytes });
    expect((await fetchWithToken(berndPage, `/api/photos/${photo.id}/thumbnail`)).status).toBe(404);
    await goToSpread(berndPage, 0);
    const titleFrame = frontFrame(copy.document, 'title').id;
    await expect.poll(() => frameLocator(berndPage, frontFrame(copy.document, 'photo').id).getAttribute('aria-label')).toContain('Heinrich-01.jpg');
    await expect.poll(() => spreadDrawing(berndPage).locator('image').count()).toBeGreaterThan(0);

    // He changes the title with the keyboard, as in the editor's own tests — offline for a moment, so
    // leaving would lose it: the editor asks first (SPEC.md section 8), and saves once back online.
    await berndPage.context().setOffline(true);
    await frameLocator(berndPage, titleFrame).focus();
    await berndPage.keyboard.press('Enter');
    const field = berndPage.getByRole('textbox', { name: 'Text des Rahmens' });
    await field.waitFor();
    await berndPage.keyboard.press('Control+a');
    await berndPage.keyboard.type(NEW_TITLE);
    await berndPage.keyboard.press('Control+Enter');
    await field.waitFor({ state: 'detached' });
    await berndPage.getByRole('link', { name: /Zurück zu meinen Büchern/ }).click();
    const leave = dialog(berndPage);
    await leave.getByText('Möchten Sie die Seite wirklich verlassen? Nicht gespeicherte Änderungen gehen verloren.').waitFor();
    await leave.getByRole('button', { name: 'Auf Seite bleiben' }).click();
    expect(pathname(berndPage)).toBe(`/teilen-bearbeiten/${copyId}`);
    await berndPage.context().setOffline(false);
    await expect.poll(async () => frontFrame((await readDocument(berndPage, copyId)).document, 'title').text, { timeout: 10_000 }).toBe(NEW_TITLE);
    await waitForSaved(berndPage);
    await screenshot(berndPage, 'sharing-copy-edited', { fullPage: false });
    await berndPage.setViewportSize(PHONE);
    await screenshot(berndPage, 'sharing-copy-edited', { fullPage: false });
    await berndPage.setViewportSize(DESKTOP);

    // Anna's book did not change.
    expect(await readDocument(annaPage, bookId)).toEqual(original);
  }, 90_000);

  it('Bernd registers from the editor’s note and, signed in, still has his copy', async () => {
    // A calm note in the shared editor offers to keep the book by registering.
    const note = berndPage.locator('main aside').filter({ hasText: 'Registrieren Sie sich, damit Ihr Buch erhalten bleibt.' });
    await note.waitFor();
    await note.getByRole('link', { name: /registrieren/i }).click();
    await berndPage.waitForURL((url) => url.pathname === '/registrieren');
    await berndPage.getByLabel('E-Mail-Adresse').fill(bernd.email);
    await berndPage.getByLabel('Benutzername').fill(bernd.account);
    await berndPage.getByLabel('Kennwort', { exact: true }).fill(bernd.password);
    await berndPage.getByLabel('Kennwort wiederholen').fill(bernd.password);
    await berndPage.getByLabel(/Ich stimme der Speicherung/).check();
    await berndPage.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await berndPage.waitForURL('**/login');
    await berndPage.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await followMailLink(berndPage, 'Bitte bestätigen Sie Ihr Kundenkonto', 'Kundenkonto bestätigen', bernd.email);
    await berndPage.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigt' }).waitFor();
    await signIn(berndPage, bernd.account, bernd.password, '/buecher');

    const card = berndPage.getByRole('region', { name: 'Begonnene Bücher' }).getByRole('article', { name: BOOK_NAME, exact: true });
    await card.waitFor();
    expect(await berndPage.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({ account: bernd.account, isTemporary: false });
    expect(frontFrame((await readDocument(berndPage, copyId)).document, 'title').text).toBe(NEW_TITLE);
    expect(await readDocument(annaPage, bookId)).toEqual(original);
  }, 90_000);

  it('the used link says so: ‘Verstanden’ leads home, and the confirmation page to the book list', async () => {
    await visit(berndPage, landingPath);
    const used = dialog(berndPage);
    await used.waitFor();
    expect(await readText(used)).toContain(SHARING_MESSAGES.linkInvalid);
    await screenshot(berndPage, 'sharing-link-used', { fullPage: false });
    await used.getByRole('button', { name: 'Verstanden' }).click();
    await berndPage.waitForURL((url) => url.pathname === '/');

    // Straight to the confirmation with the used token: still one copy only.
    await visit(berndPage, landingPath.replace('/geteiltes-buch/', '/teilen-bestaetigung/'));
    const refused = dialog(berndPage);
    await refused.waitFor();
    expect(await readText(refused)).toContain(SHARING_MESSAGES.confirmLinkInvalid);
    await refused.getByRole('button', { name: 'Verstanden' }).click();
    await berndPage.waitForURL((url) => url.pathname === '/buecher');
    const cards = berndPage.getByRole('region', { name: 'Begonnene Bücher' }).getByRole('article', { name: BOOK_NAME, exact: true });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    // Expected: the used link's 404s, Anna's photo refused to him, and what failed while he was offline; nothing else.
    const expected = [
      new RegExp(`^HTTP 404 .*/api/(books/(shared-book-info|confirm-share)/|photos/${photo.id}/)`),
      /^console: Failed to load resource: the server responded with a status of 404/,
      /^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    ];
    expect(berndSession.problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
  }, 60_000);
});
