/**
 * Walks the running shop as a person would and takes the guide's screenshots (one per step of
 * steps.ts): the start page, the selection, trial access, the photo upload through the file chooser,
 * the editor (a photo dragged into a frame, a text written, the page overview), the assistant and
 * finishing, and 'Meine Bücher'; then, in a browser of its own, a registered customer's share page
 * (sharer.ts). A control the shop does not have (yet) is reported by name as a
 * missing step, never skipped in silence. The control a step is about gets a calm ring around it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { GuideContact, GuideShot } from './compose';
import type { GuidePhoto } from './photos';
import { fillShareForm, openAsRegisteredSharer, type MailSource } from './sharer';
import type { StepId } from './steps';
import { MissingControl, need, visit, waitUntil } from './walk';

export const VIEWPORT = { width: 1280, height: 900 };
const JPEG_QUALITY = 80;
/** The editor's help overlay opens on a first visit; the guide shows the editor itself (e2e/support/browser.ts). */
const EDITOR_HELP_HIDDEN_KEY = 'eb.editor.helpHidden';
export const BOOK_NAME = 'Erinnerungen an Oma Helga';
const COVER_TEXT = 'In liebevoller Erinnerung';
const PORTRAIT = 'Portraet-Oma-Helga.jpg';
const FAILURE_SHOT = join(tmpdir(), 'eb-guide-failure.png');
/** Every screenshot also as a file, to look at without opening the PDF. */
export const SHOTS_DIR = join(tmpdir(), 'eb-guide-shots');

export interface MissingStep {
  id: StepId;
  reason: string;
}

export interface Capture {
  shots: Map<StepId, GuideShot>;
  missing: MissingStep[];
  contact: GuideContact;
}

export async function captureGuide(browser: Browser, baseUrl: string, photos: GuidePhoto[], mail: MailSource, log: (line: string) => void): Promise<Capture> {
  const newContext = async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE', viewport: VIEWPORT, deviceScaleFactor: 1 });
    await context.addInitScript((key) => localStorage.setItem(key, '1'), EDITOR_HELP_HIDDEN_KEY);
    context.setDefaultTimeout(15_000);
    return context;
  };
  const context = await newContext();
  const page = await context.newPage();
  rmSync(SHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SHOTS_DIR, { recursive: true });
  // What went wrong in the page is printed: a guide made from a broken page would be a wrong guide.
  page.on('response', (response) => {
    if (response.status() >= 400) log(`  ! HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('pageerror', (error) => log(`  ! page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') log(`  ! console: ${message.text().slice(0, 300)}`);
  });
  page.on('requestfailed', (request) => log(`  ! failed: ${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ''}`));
  const shots = new Map<StepId, GuideShot>();
  const missing: MissingStep[] = [];

  const shoot = async (id: StepId, ring?: Locator, { top = false, on = page }: { top?: boolean; on?: Page } = {}) => {
    // The editor fits the window: from the top, the site's header shows as a person sees it.
    if (top) await on.evaluate(() => window.scrollTo(0, 0));
    await settle(on);
    const remove = ring ? await drawRing(on, ring) : null;
    const png = await on.screenshot({ fullPage: false });
    if (remove) await remove();
    const jpeg = await sharp(png).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    shots.set(id, { jpeg, width: VIEWPORT.width, height: VIEWPORT.height });
    writeFileSync(join(SHOTS_DIR, `${String(shots.size).padStart(2, '0')}-${id}.jpg`), jpeg);
    log(`  ✓ ${id}`);
  };
  /** Runs one step; a missing control is noted and the walk goes on with the next step. */
  const step = async (id: StepId, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof MissingControl)) throw new Error(`step '${id}' failed at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      missing.push({ id, reason: error.message });
      log(`  ✖ ${id}: ${error.message}`);
    }
  };

  try {
    await visit(page, '/');
    const contact = await page.evaluate(() => JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as { shopName: string; supportPhone: string; supportEmail: string });
    const start = page.getByRole('link', { name: 'Direkt starten' }).first();
    await step('start', () => shoot('start', start));

    await start.click();
    await page.getByRole('heading', { name: 'Welches Format soll Ihr Buch haben?' }).waitFor();
    const square = page.getByRole('button', { name: 'Quadratisch wählen' });
    await step('format', () => shoot('format', card(page, square)));
    await square.click();

    await page.waitForURL('**/auswahl/design');
    const design = page.getByRole('button', { name: 'Rosenzeit wählen' });
    await design.waitFor();
    await step('design', () => shoot('design', card(page, design)));
    await design.click();

    await page.waitForURL('**/auswahl/papier');
    const paper = page.getByRole('button', { name: 'Hardcover Echtfotopapier wählen' });
    await paper.waitFor();
    // The card down to its button, which sits just above the window's lower edge.
    await paper.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - innerHeight + 32));
    await step('paper', () => shoot('paper', card(page, paper)));
    await paper.click();

    await page.waitForURL('**/auswahl/details');
    await page.getByLabel('Name des Buches').fill(BOOK_NAME);
    const create = page.getByRole('button', { name: 'Buch gestalten' });
    await create.scrollIntoViewIfNeeded();
    await step('details', () => shoot('details', page.getByLabel('Name des Buches')));
    await create.click();

    await page.waitForURL('**/login-form-interstitial');
    const trial = page.getByRole('button', { name: 'Testzugang' });
    await step('access', () => shoot('access', trial));
    await trial.click();
    await page.waitForURL('**/auswahl/details');
    await page.getByRole('button', { name: 'Buch gestalten' }).click();
    await page.waitForURL(/\/upload\/\d+$/, { timeout: 30_000 });
    const bookId = Number(/\/upload\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Fotos auswählen' }).click();
    await (await chooser).setFiles(photos.map((photo) => photo.path));
    await page.getByRole('region', { name: 'Hochladen', exact: true }).getByText('Alle Fotos sind hochgeladen.', { exact: true }).waitFor({ timeout: 120_000 });
    // The list of this upload gives way to the library of all photos, as a person would tidy it.
    const tidy = page.getByRole('button', { name: 'Fertige aus der Liste nehmen' });
    if ((await tidy.count()) > 0) await tidy.click();
    const library = page.getByRole('region', { name: 'Ihre Fotos', exact: true });
    await waitUntil(async () => (await library.getByRole('listitem').count()) >= photos.length, 60_000, 'the uploaded photos in the library');
    await waitUntil(
      () =>
        library.evaluate((element) => {
          const items = Array.from(element.querySelectorAll('li')).filter((item) => item.getBoundingClientRect().top < innerHeight);
          return items.length > 0 && items.every((item) => Array.from(item.querySelectorAll('img')).some((image) => image.complete && image.naturalWidth > 0));
        }),
      60_000,
      'the thumbnails of the uploaded photos',
    );
    const design2 = page.getByRole('link', { name: 'Buch gestalten' });
    await step('upload', () => shoot('upload', page.getByRole('button', { name: 'Fotos auswählen' })));

    await design2.click();
    await page.waitForURL(`**/bearbeiten/${bookId}`);
    await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 30_000 });
    const tray = page.getByRole('region', { name: 'Fotos des Buchs' });
    await waitUntil(async () => (await page.locator('[data-tray-photo-id][data-status="ready"]').count()) >= photos.length, 60_000, 'the photos in the editor');
    await waitUntil(
      () =>
        tray.evaluate((element) => {
          const tiles = Array.from(element.querySelectorAll('[data-tray-photo-id]')).filter((tile) => tile.getBoundingClientRect().top < innerHeight);
          return tiles.length > 0 && tiles.every((tile) => Array.from(tile.querySelectorAll('img')).some((image) => image.complete && image.naturalWidth > 0 && !image.src.startsWith('data:')));
        }),
      30_000,
      'the pictures of the photos in the editor',
    );
    await step('editor', () => shoot('editor', tray, { top: true }));

    await step('drag', async () => {
      const from = page.locator(`[data-tray-photo-id][aria-label*="${PORTRAIT}"]`).first();
      const frame = currentSpread(page).locator('[data-frame-kind="photo"]').first();
      await need(frame, 'ein Fotorahmen auf dem Umschlag');
      await from.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The tray draws its photos as they come into view: wait for the portrait's own picture.
      await waitUntil(() => from.evaluate((tile) => Array.from(tile.querySelectorAll('img')).some((image) => image.complete && image.naturalWidth > 0)).catch(() => false), 20_000, 'the portrait in the tray');
      await settle(page);
      const a = await from.boundingBox();
      const b = await frame.boundingBox();
      if (!a || !b) throw new Error(`the portrait (${a ? 'seen' : 'not seen'}) or the cover's photo frame (${b ? 'seen' : 'not seen'}) is not on the screen`);
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 6, { steps: 4 });
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 14 });
      await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 2, { steps: 2 });
      // The moment before letting go: the photo hovers over the frame it will fill.
      await shoot('drag', undefined, { top: false });
      await page.mouse.up();
      await waitUntil(async () => ((await frame.getAttribute('aria-label')) ?? '').includes(PORTRAIT), 15_000, 'the portrait in the cover frame');
      await page.keyboard.press('Escape');
    });

    await step('text', async () => {
      const frames = currentSpread(page).locator('[data-frame-kind="text"]');
      await need(frames, 'ein Textrahmen auf dem Umschlag');
      // Larger, so the words can be read on paper too.
      const zoomIn = page.getByRole('button', { name: 'Vergrößern', exact: true });
      for (let times = 0; times < 3 && (await zoomIn.count()) > 0; times++) await zoomIn.click();
      // The line under the title on the front (the right-most, lowest text frame of the cover).
      const boxes = await Promise.all((await frames.all()).map(async (frame) => ({ frame, box: (await frame.boundingBox())! })));
      const rightMost = Math.max(...boxes.map(({ box }) => box.x + box.width / 2)) - 1;
      const onFront = boxes.filter(({ box }) => box.x + box.width / 2 >= rightMost - VIEWPORT.width / 8);
      const title = onFront.sort((a, b) => b.box.y - a.box.y)[0]!.frame;
      await title.scrollIntoViewIfNeeded();
      await title.dblclick();
      const field = page.getByRole('textbox', { name: 'Text des Rahmens' });
      await need(field, 'das Textfeld „Text des Rahmens“');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(COVER_TEXT);
      await shoot('text', field, { top: true });
      await page.keyboard.press('Control+Enter');
      await field.waitFor({ state: 'detached' });
      const zoomOut = page.getByRole('button', { name: 'Verkleinern', exact: true });
      for (let times = 0; times < 3 && (await zoomOut.count()) > 0; times++) await zoomOut.click();
    });

    await step('strip', async () => {
      const strip = page.getByRole('region', { name: 'Seitenübersicht' });
      await need(strip, 'die Seitenübersicht');
      await page.locator('[data-strip-spread-index="1"]').first().click();
      await page.locator('[data-spread-index="1"][data-current="true"]').waitFor();
      await shoot('strip', strip, { top: true });
    });
    await waitForSaved(page);

    let assistantRan = false;
    await step('assistant', async () => {
      const button = page.locator('[data-editor-action="assistant"]');
      await need(button, 'der Knopf „Assistenten nutzen“ in der Werkzeugleiste des Editors ([data-editor-action="assistant"])');
      await button.click();
      const dialog = page.getByRole('dialog');
      await need(dialog, 'der Dialog des Assistenten');
      // Few photos a page: the guide's two dozen photos then fill the book's pages.
      const few = dialog.getByRole('radio', { name: /^Wenige/ });
      if ((await few.count()) > 0) await few.check();
      await shoot('assistant', dialog);
      const run = dialog.getByRole('button', { name: 'Buch gestalten lassen' });
      await need(run, 'der Knopf „Buch gestalten lassen“ im Dialog des Assistenten');
      await run.click();
      assistantRan = true;
      await waitUntil(async () => (await dialog.getByRole('button', { name: 'Neu mischen' }).count()) > 0 || (await dialog.count()) === 0, 30_000, 'the assistant’s result');
    });
    await step('assistant-result', async () => {
      if (!assistantRan) throw new MissingControl('folgt aus dem fehlenden Schritt „assistant“');
      const dialog = page.getByRole('dialog');
      if ((await dialog.count()) > 0) await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
      await showFullSpread(page);
      await shoot('assistant-result', page.getByRole('button', { name: 'Rückgängig', exact: true }), { top: true });
    });
    await waitForSaved(page);

    let finished = false;
    await step('finish', async () => {
      const button = page.locator('[data-editor-action="finish"]');
      await need(button, 'der Knopf „Buch fertigstellen“ in der Werkzeugleiste des Editors ([data-editor-action="finish"])');
      await button.click();
      const dialog = page.getByRole('dialog');
      await need(dialog, 'der Dialog „Buch fertigstellen“');
      const finishNow = dialog.getByRole('button', { name: 'Jetzt fertigstellen' });
      await waitUntil(async () => (await finishNow.count()) > 0 || (await dialog.getByText('Muss behoben werden').count()) > 0, 90_000, 'the check of the book');
      await shoot('finish', dialog, { top: true });
      if ((await finishNow.count()) === 0) throw new MissingControl('die Prüfung meldet Probleme, die das Fertigstellen verhindern: „Jetzt fertigstellen“ fehlt');
      // Warnings are acknowledged where the dialog asks for it.
      for (const box of await dialog.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check();
      await finishNow.click();
      await page.waitForURL('**/buecher', { timeout: 90_000 });
      finished = true;
    });

    await step('books', async () => {
      if (!finished) {
        await page.goto('/buecher');
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      }
      const region = page.getByRole('region', { name: finished ? 'Fertige Bücher' : 'Begonnene Bücher' });
      await need(region, finished ? 'der Bereich „Fertige Bücher“' : 'der Bereich „Begonnene Bücher“');
      await region.getByRole('article', { name: BOOK_NAME }).waitFor({ timeout: 30_000 });
      await shoot('books', region.getByRole('article', { name: BOOK_NAME }));
    });

    // Shown before 'finish' in the guide (a finished book cannot be shared), taken last: it needs a
    // registered, confirmed customer, so a browser of its own with such a person and a begun book.
    await step('share', async () => {
      const portrait = photos.find((photo) => photo.fileName === PORTRAIT) ?? photos[0]!;
      const sharer = await openAsRegisteredSharer(await newContext(), { baseUrl, mail, bookName: BOOK_NAME, coverTitle: 'Helga Hoffmann', coverSubtitle: COVER_TEXT, portrait, log });
      try {
        const submit = await fillShareForm(sharer.page, sharer.bookId, BOOK_NAME);
        await shoot('share', submit, { on: sharer.page });
      } finally {
        await sharer.close();
      }
    });
    return { shots, missing, contact };
  } catch (error) {
    // What the page showed when the walk broke off, for whoever reads the error.
    await page.screenshot({ path: FAILURE_SHOT }).catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (screenshot: ${FAILURE_SHOT})`, { cause: error });
  } finally {
    await context.close();
  }
}

/** Opens the first inner spread whose photo frames all hold a photo (else pages 2–3): the assistant's work at its best. */
async function showFullSpread(page: Page): Promise<void> {
  const last = await page.locator('[data-strip-spread-index]').count();
  for (let index = 2; index < Math.min(last, 12); index++) {
    await openSpread(page, index);
    const labels = await currentSpread(page).locator('[data-frame-kind="photo"]').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('aria-label') ?? ''));
    if (labels.length > 0 && labels.every((label) => /\.jpe?g/i.test(label))) return;
  }
  await openSpread(page, 2);
}

async function openSpread(page: Page, index: number): Promise<void> {
  await page.locator(`[data-strip-spread-index="${index}"]`).first().click();
  await page.locator(`[data-spread-index="${index}"][data-current="true"]`).waitFor();
}

function currentSpread(page: Page): Locator {
  return page.locator('[data-spread-index][data-current="true"]');
}

/** The choice card around a 'wählen' button. */
function card(page: Page, button: Locator): Locator {
  return page.locator('article.choice-card', { has: button });
}

async function waitForSaved(page: Page): Promise<void> {
  await page.locator('[data-save-status="saved"]').waitFor({ timeout: 20_000 }).catch(() => undefined);
}

/** Pictures decoded, fonts loaded, animations over: what a person would see after a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Lazy pictures out of view never load: wait for those in view, and never longer than a few seconds.
  await page.evaluate(async () => {
    // (No named helper functions in here: the bundler's name wrapper does not exist in the page.)
    const visible = Array.from(document.images).filter((image) => {
      const rect = image.getBoundingClientRect();
      return rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
    });
    const loaded = Promise.all([document.fonts.ready, ...visible.map((image) => image.decode().catch(() => undefined))]);
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 3_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** A warm ring around the control a step is about; answers how to take it away again. */
async function drawRing(page: Page, target: Locator): Promise<() => Promise<void>> {
  const box = await target.first().boundingBox();
  if (!box) return async () => undefined;
  await page.evaluate((rect) => {
    const ring = document.createElement('div');
    ring.id = 'eb-guide-ring';
    Object.assign(ring.style, {
      position: 'fixed',
      left: `${rect.x - 8}px`,
      top: `${rect.y - 8}px`,
      width: `${rect.width + 16}px`,
      height: `${rect.height + 16}px`,
      border: '4px solid #c0641f',
      borderRadius: '14px',
      boxShadow: '0 0 0 4px rgba(255,255,255,0.8)',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    document.body.append(ring);
  }, box);
  return () => page.evaluate(() => document.getElementById('eb-guide-ring')?.remove());
}
