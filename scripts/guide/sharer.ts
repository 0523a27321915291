/**
 * The person of the guide's 'share' step: only a registered, confirmed customer shares a book, and
 * the guide's own walk uses trial access. So this step opens a browser context of its own and makes
 * such a customer as the browser tests do (e2e/sharing.e2e.ts): register through the API, follow the
 * confirmation link of the mail, sign in through the login form; then a begun book of the guide's name
 * with the portrait on its cover (through the API the editor uses), its rendered cover awaited; then
 * the way to its share page ('Teilen' on the card) and the form filled in (fillShareForm).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { GuidePhoto } from './photos';
import { need, visit, waitUntil } from './walk';

export interface SharerSession {
  page: Page;
  bookId: number;
  close(): Promise<void>;
}

/** The guide's choices (capture.ts): Quadratisch, Hardcover Echtfotopapier, Rosenzeit. */
const BOOK_CHOICES = { formatId: 2, paperId: 2, themeId: 101, cover: 1, pages: 1 };
const PASSWORD = 'Vergissmeinnicht2026';
/** What the share step writes into the form: a grandson far away, a few warm words. */
const SHARE_FORM = {
  email: 'lukas.hoffmann@example.de',
  name: 'Sabine Hoffmann',
  message: 'Lieber Lukas, hier ist unser Buch für Oma Helga. Füge gern deine Fotos vom Sommer am See hinzu.',
};

/**
 * Where the confirmation mail is read: the outbox folder of the shop the guide started itself
 * (production mode has no /dev/mails), else the developer mailbox of a running shop (GUIDE_BASE_URL).
 */
export type MailSource = { outboxDir: string } | { devMailbox: true };

export interface SharerOptions {
  baseUrl: string;
  mail: MailSource;
  bookName: string;
  coverTitle: string;
  coverSubtitle: string;
  portrait: GuidePhoto;
  log: (line: string) => void;
}

/** A new customer, registered and confirmed, signed in in `context` with a begun book; `close` ends the context. */
export async function openAsRegisteredSharer(
  context: BrowserContext,
  options: SharerOptions,
): Promise<SharerSession> {
  try {
    return await registeredSharerWithBook(context, options);
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function registeredSharerWithBook(
  context: BrowserContext,
  options: SharerOptions,
): Promise<SharerSession> {
  const { baseUrl, log } = options;
  const page = await context.newPage();
  const stamp = Date.now();
  const account = `Sabine${stamp}`;
  const email = `sabine.${stamp}@example.de`;
  const registered = await page.request.post(`${baseUrl}/api/users/register`, { data: { email, account, password: PASSWORD, isDataStoragePermitted: true } });
  if (registered.status() !== 200) throw new Error(`registering the sharing customer: HTTP ${registered.status()} ${await registered.text()}`);
  const confirmPath = await waitForMailLink(options.mail, baseUrl, email, /\/anmeldebestaetigung\/[\w-]+/);
  await visit(page, confirmPath);
  await page.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigt' }).waitFor();
  await signIn(page, account, PASSWORD);

  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const authorization = `Bearer ${token}`;
  const created = await page.request.post(`${baseUrl}/api/books`, { headers: { authorization }, data: { bookDescription: options.bookName, memorialpageId: null, ...BOOK_CHOICES } });
  if (!created.ok()) throw new Error(`creating the book to share: HTTP ${created.status()} ${await created.text()}`);
  const bookId = ((await created.json()) as { pk: number }).pk;
  const photo = await uploadPhoto(baseUrl, authorization, options.portrait.path);
  const version = await saveCover(page, bookId, { title: options.coverTitle, subtitle: options.coverSubtitle, photo });
  // The share page shows the rendered cover once the preview job has drawn this version (the one of
  // the new, empty book may come first); a calm tile before.
  if (!(await waitForPreview(baseUrl, authorization, bookId, version))) log('  ! the cover of the book to share was not rendered in time: its share page shows the tile instead');
  return { page, bookId, close: () => context.close() };
}

/**
 * From the book's card in 'Meine Bücher' ('Teilen') to its share page, filled as a person leaves it
 * before sending: no field in focus, scrolled down to the button 'Buch teilen', which it answers.
 */
export async function fillShareForm(page: Page, bookId: number, bookName: string): Promise<Locator> {
  await visit(page, '/buecher');
  const card = page.getByRole('region', { name: 'Begonnene Bücher' }).getByRole('article', { name: bookName });
  await card.waitFor({ timeout: 30_000 });
  const share = card.getByRole('link', { name: /^Teilen/ });
  await need(share, 'der Knopf „Teilen“ auf der Karte des Buches unter „Meine Bücher“');
  await share.first().click();
  await page.waitForURL(`**/teilen/${bookId}`);
  const email = page.getByLabel('E-Mail-Adresse des Empfängers');
  await need(email, 'das Feld „E-Mail-Adresse des Empfängers“ auf der Seite „Buch teilen“');
  await email.fill(SHARE_FORM.email);
  await page.getByLabel('Ihr Name', { exact: true }).fill(SHARE_FORM.name);
  await page.getByLabel('Nachricht (freiwillig)').fill(SHARE_FORM.message);
  const submit = page.getByRole('button', { name: 'Buch teilen' });
  await need(submit, 'der Knopf „Buch teilen“');
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  // The site scrolls smoothly (and filling scrolled the message into view): scroll at once, and again
  // until the button stays just above the window's lower edge.
  await waitUntil(
    () =>
      submit.evaluate((element) => {
        const gap = innerHeight - 32 - element.getBoundingClientRect().bottom;
        if (Math.abs(gap) <= 2) return true;
        window.scrollTo({ top: Math.max(0, window.scrollY - gap), behavior: 'instant' });
        return false;
      }),
    5_000,
    'the share form scrolled down to its button',
  );
  return submit;
}

/** The login form of the shop's issuer, as a person fills it (e2e/support/sign-in.ts). */
async function signIn(page: Page, account: string, password: string): Promise<void> {
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(account);
  await page.getByLabel('Kennwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Abmelden' }).waitFor();
}

/** The path of the first link matching `link` in the newest mail to `to` (the mail job sends within seconds). */
async function waitForMailLink(source: MailSource, baseUrl: string, to: string, link: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = 'outboxDir' in source ? mailFromOutbox(source.outboxDir, to) : await mailFromDevMailbox(baseUrl, to);
    const found = text ? link.exec(text) : null;
    if (found) return found[0];
    if (Date.now() > deadline) throw new Error(`no mail with a link ${link} to ${to} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function mailFromOutbox(outboxDir: string, to: string): string | null {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.json'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { to: string; text: string };
    if (mail.to === to) return mail.text;
  }
  return null;
}

async function mailFromDevMailbox(baseUrl: string, to: string): Promise<string | null> {
  const list = await fetch(`${baseUrl}/dev/mails`);
  if (!list.ok) throw new Error(`the developer mailbox ${baseUrl}/dev/mails answered HTTP ${list.status}: start the guide without GUIDE_BASE_URL, or set GUIDE_MAIL_OUTBOX_DIR`);
  const entry = new RegExp(`<a href="(/dev/mails/[\\w-]+)">.*?an ${to.replace(/[.]/g, '\\.')}`).exec(await list.text());
  return entry ? (await fetch(`${baseUrl}${entry[1]}`)).text() : null;
}

/** One photo through the upload route the shop's uploader uses (tus), answered once it is ready. */
async function uploadPhoto(baseUrl: string, authorization: string, path: string): Promise<{ id: string; width: number; height: number }> {
  const bytes = readFileSync(path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const metadata = `filename ${Buffer.from(basename(path)).toString('base64')},sha256 ${Buffer.from(sha256).toString('base64')}`;
  const created = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', headers: { authorization, 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': metadata } });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`creating the upload of ${path}: HTTP ${created.status} ${await created.text()}`);
  const patched = await fetch(new URL(location, baseUrl), {
    method: 'PATCH',
    headers: { authorization, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  const answer = await patched.text();
  if (!patched.ok) throw new Error(`uploading ${path}: HTTP ${patched.status} ${answer}`);
  const id = (JSON.parse(answer) as { photo: { id: string } }).photo.id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/users/uploadedimages`, { headers: { authorization } });
    const { photos } = (await response.json()) as { photos: Array<{ id: string; status: string; width: number | null; height: number | null }> };
    const photo = photos.find((candidate) => candidate.id === id);
    if (photo?.status === 'rejected') throw new Error(`the shop refused ${path}`);
    if (photo?.status === 'ready' && photo.width && photo.height) return { id, width: photo.width, height: photo.height };
    if (Date.now() > deadline) throw new Error(`${path} was not ready after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The front of the cover through the document API, as the editor saves it (GET with ETag, PUT with If-Match). */
async function saveCover(page: Page, bookId: number, cover: { title: string; subtitle: string; photo: { id: string; width: number; height: number } }): Promise<number> {
  return page.evaluate(
    async ({ bookId, cover }) => {
      type Frame = { kind: string; style?: string; text?: string; widthMm: number; heightMm: number; photoId?: string | null; crop?: unknown };
      const headers = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
      const read = await fetch(`/api/books/${bookId}/document`, { headers });
      const etag = read.headers.get('etag');
      if (!read.ok || !etag) throw new Error(`reading the document of book ${bookId}: HTTP ${read.status}`);
      const document = (await read.json()) as { cover: { front: { frames: Frame[] } } };
      const frames = document.cover.front.frames;
      for (const [style, text] of [['title', cover.title], ['subtitle', cover.subtitle]] as const) {
        const frame = frames.find((candidate) => candidate.kind === 'text' && candidate.style === style);
        if (!frame) throw new Error(`the front of book ${bookId} has no ${style} frame`);
        frame.text = text;
      }
      const photoFrame = frames.find((candidate) => candidate.kind === 'photo');
      if (!photoFrame) throw new Error(`the front of book ${bookId} has no photo frame`);
      // The largest part of the upright photo with the frame's proportions, centred.
      const frameRatio = photoFrame.widthMm / photoFrame.heightMm;
      const photoRatio = cover.photo.width / cover.photo.height;
      const width = photoRatio > frameRatio ? frameRatio / photoRatio : 1;
      const height = photoRatio > frameRatio ? 1 : photoRatio / frameRatio;
      photoFrame.photoId = cover.photo.id;
      photoFrame.crop = { x: (1 - width) / 2, y: (1 - height) / 2, width, height };
      const saved = await fetch(`/api/books/${bookId}/document`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json', 'if-match': etag }, body: JSON.stringify(document) });
      if (!saved.ok) throw new Error(`saving the document of book ${bookId}: HTTP ${saved.status} ${await saved.text()}`);
      return ((await saved.json()) as { version: number }).version;
    },
    { bookId, cover },
  );
}

/** Whether the book's rendered cover of `version` (previewImageUrl under /api/, ?v=version) came within a minute. */
async function waitForPreview(baseUrl: string, authorization: string, bookId: number, version: number): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/books/${bookId}`, { headers: { authorization } });
    const book = (await response.json()) as { previewImageUrl: string | null };
    if (book.previewImageUrl?.startsWith('/api/') && new URL(book.previewImageUrl, baseUrl).searchParams.get('v') === String(version)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
