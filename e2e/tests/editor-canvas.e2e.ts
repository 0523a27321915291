import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCoverThroughApi } from '../support/book-document';
import { createBooksThroughApi } from '../support/books';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, screenshot, type OpenPage } from '../support/browser';
import { currentSpread, goToSpread, openEditor, spreadDrawing, uploadPhotosThroughApi } from '../support/editor';
import { startWithTrialAccess } from '../support/sign-in';

// The canvas (issue 12): the spread drawn from the layout's display list, frames over it selected by
// pointer and keyboard, moved by arrows with undo and redo, spreads turned, guides, zoom, quality marks.

let browser: Browser;
let session: OpenPage;
let page: Page;
let bookId: number;

/** A photo too small for print on the cover (400 × 300 px over a frame of some 15 cm: well under 100 dpi). */
async function smallPhoto(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'eb-e2e-small-')), 'Kleines-Foto.jpg');
  const pixels = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 150, b: 170 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="90" fill="#e8c07a"/></svg>') }])
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(path, pixels);
  return path;
}

const frameByLabel = (label: RegExp) => currentSpread(page).getByRole('button', { name: label });
const status = () => page.getByRole('status').filter({ hasText: /\S/ }).last();
const box = async (selector: ReturnType<Page['locator']>) => (await selector.boundingBox())!;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await startWithTrialAccess(page);
  const [photo] = await uploadPhotosThroughApi(page, [await smallPhoto()]);
  [bookId] = (await createBooksThroughApi(page, ['Für Oma Hilde'])) as [number];
  await saveCoverThroughApi(page, bookId, { title: 'Hilde Sommer', subtitle: '1931 – 2025', photo: photo! });
  await openEditor(page, bookId);
});
afterAll(async () => {
  await session.close();
  await browser.close();
});

describe('the spread canvas', () => {
  it('draws the cover from the display list: glyph outlines for the title, the photo with a quality mark', async () => {
    const svg = spreadDrawing(page);
    await svg.waitFor();
    // The title is drawn as outlines (no <text>): one <use> per inked glyph of 'Hilde Sommer', '1931 – 2025' and the rest.
    const drawing = await svg.evaluate((element) => ({ texts: element.querySelectorAll('text').length, glyphs: element.querySelectorAll('use').length, paths: element.querySelectorAll('defs path').length }));
    expect(drawing.texts).toBe(0);
    expect(drawing.glyphs).toBeGreaterThanOrEqual('HildeSommer19312025'.length);
    expect(drawing.paths).toBeGreaterThan(5);
    // Only the cover and its neighbour are mounted; the neighbour is hidden.
    await expect.poll(() => page.locator('[data-spread-index]').count()).toBe(2);
    await expect(page.locator('[data-spread-index="1"]').getAttribute('aria-hidden')).resolves.toBe('true');

    const photoFrame = currentSpread(page).locator('[data-frame-kind="photo"][data-quality]');
    await expect(photoFrame.getAttribute('data-quality')).resolves.toBe('bad');
    const description = await photoFrame.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toMatch(/Auflösung ist für den Druck zu gering \(\d+ dpi\)/);
    // A plain button in a group named after its page (not a listbox option: the arrows move it), and it says so.
    expect(description).toContain('Pfeiltasten verschieben den Rahmen.');
    await expect(currentSpread(page).getByRole('group', { name: 'Rahmen: Vorderseite' }).getByRole('button', { name: /^Fotorahmen/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);
    // The book's name is the page's heading.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Für Oma Hilde');
    await expect(photoFrame.getAttribute('aria-label')).resolves.toBe('Fotorahmen mit „Kleines-Foto.jpg“ – Vorderseite – Zu unscharf');
    await expect(photoFrame.locator('.frame-mark--bad').isVisible()).resolves.toBe(true);
  });

  it('selects frames by click and by Tab, moves one with the arrows, and undoes and redoes the move', async () => {
    const title = frameByLabel(/^Textrahmen: „Hilde Sommer“/);
    await title.click();
    await expect(title.getAttribute('data-selected')).resolves.toBe('true');
    await expect(title.getAttribute('aria-current')).resolves.toBe('true');
    // The selection is an outline, no corner circles that look like handles but do nothing.
    await expect(currentSpread(page).locator('.frame-handle').count()).resolves.toBe(0);
    await expect.poll(() => status().textContent()).toMatch(/^Ausgewählt: Textrahmen: „Hilde Sommer“/);

    // Keyboard: from the title, Tab goes to the next frame and selects it; Shift+Tab comes back.
    await page.keyboard.press('Tab');
    const next = page.locator('[data-frame-id]:focus');
    await expect(next.getAttribute('data-selected')).resolves.toBe('true');
    await expect(title.getAttribute('data-selected')).resolves.toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect(title.getAttribute('data-selected')).resolves.toBe('true');

    const before = await box(title);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await box(title)).x).toBeGreaterThan(before.x + 1);
    const moved = await box(title);
    // 2 mm right and 10 mm down: five times as far down as right.
    expect((moved.y - before.y) / (moved.x - before.x)).toBeCloseTo(5, 0);
    await expect.poll(() => status().textContent()).toMatch(/^Verschoben: /);
    const undo = page.getByRole('button', { name: 'Rückgängig', exact: true });
    const redo = page.getByRole('button', { name: 'Wiederholen', exact: true });
    await expect(undo.isEnabled()).resolves.toBe(true);

    // The three presses are one step: one Ctrl+Z takes the frame back.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await box(title)).x - before.x)).toBe(0);
    expect(Math.round((await box(title)).y - before.y)).toBe(0);
    await expect(undo.isEnabled()).resolves.toBe(false);
    await expect(redo.isEnabled()).resolves.toBe(true);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => Math.round((await box(title)).x - moved.x)).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => status().textContent()).toBe('Es gibt nichts wiederherzustellen.');
    await page.keyboard.press('Escape');
    await expect(title.getAttribute('data-selected')).resolves.toBeNull();
  });

  it('turns spreads with PageDown and PageUp and names them in the toolbar; the focus stays on the stage; never during a drag', async () => {
    const name = page.locator('[data-spread-name]');
    // A keyboard drag holds the keys: PageDown would take its drop targets away.
    const photoFrame = currentSpread(page).locator('[data-frame-kind="photo"][data-quality]');
    await photoFrame.focus();
    await page.keyboard.press('Space');
    await currentSpread(page).locator('.frame-spot--dragging').waitFor();
    await page.keyboard.press('PageDown');
    await expect(page.locator('[data-spread-index="0"][data-current="true"]').count()).resolves.toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => currentSpread(page).locator('.frame-spot--dragging').count()).toBe(0);
    // A frame has the focus: turning the page takes it away, the focus goes to the new spread's stage, Tab continues there.
    await photoFrame.focus();
    await page.keyboard.press('PageDown');
    await page.locator('[data-spread-index="1"][data-current="true"]').waitFor();
    await expect(name.textContent()).resolves.toBe('Seite 1');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('spread-canvas__scroller') ?? false)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-current="true"]')?.getAttribute('data-spread-index') ?? null)).toBe('1');
    await page.keyboard.press('PageDown');
    await page.locator('[data-spread-index="2"][data-current="true"]').waitFor();
    await expect(name.textContent()).resolves.toBe('Seiten 2–3');
    // An empty inner spread still shows its two pages: the cut and the gutter over the drawing, never in it.
    await expect(currentSpread(page).locator('[data-page-edges] .spread-edges__fold').count()).resolves.toBe(1);
    await expect(currentSpread(page).locator('.spread-drawing .spread-edges').count()).resolves.toBe(0);
    await expect(currentSpread(page).locator('.frame-overlay [data-page-edges]').count()).resolves.toBe(1);
    // Drawn on whole device pixels (a half-pixel offset blurs every line).
    const origin = await currentSpread(page).evaluate((element) => {
      const { left, top } = element.getBoundingClientRect();
      return [left * devicePixelRatio, top * devicePixelRatio];
    });
    for (const value of origin) expect(Math.abs(value - Math.round(value))).toBeLessThan(0.01);
    await screenshot(page, 'editor-canvas-inner', { fullPage: false });
    // The spread and its two neighbours, no more.
    await expect.poll(() => page.locator('[data-spread-index]').evaluateAll((spreads) => spreads.map((spread) => spread.getAttribute('data-spread-index')).sort())).toEqual(['1', '2', '3']);
    await page.getByRole('button', { name: 'Zurückblättern' }).click();
    await page.locator('[data-spread-index="1"][data-current="true"]').waitFor();
    await page.keyboard.press('PageUp');
    await page.locator('[data-spread-index="0"][data-current="true"]').waitFor();
    await expect(name.textContent()).resolves.toBe('Umschlag');
  });

  it("shows the server's page thumbnails in the strip where they match, and draws live at once what the editor changed", async () => {
    // The server draws the inner pages' thumbnails after a save; the strip reads them when the editor opens.
    await expect
      .poll(
        () =>
          page.evaluate(async (id) => {
            const response = await fetch(`/api/books/${id}/thumbnails`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
            return ((await response.json()) as { pages: unknown[] }).pages.length;
          }, bookId),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(4);
    await openEditor(page, bookId);
    const mini = (index: number, kind: 'server' | 'live') => page.locator(`[data-strip-spread-index="${index}"] [data-strip-drawing="${kind}"]`);
    // An inner spread the editor holds as the server drew it: its two page images, drawn into the strip.
    await mini(2, 'server').waitFor({ timeout: 10_000 });
    await expect.poll(() => mini(2, 'server').locator('canvas[data-drawn="true"]').count()).toBe(2);
    // Painted: the page's JPEG drawn into the canvas (opaque), not an empty box.
    const alpha = await mini(2, 'server')
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3]);
    expect(alpha).toBe(255);
    // The cover has no server thumbnail: drawn live by the page's renderer.
    await mini(0, 'live').locator('svg').first().waitFor();
    // A change on spread 2 shows in its strip drawing at once (live), and undone, the server's image is right again.
    await goToSpread(page, 2);
    const frame = currentSpread(page).locator('[data-frame-id]').first();
    await frame.click();
    await page.keyboard.press('ArrowRight');
    await mini(2, 'live').locator('svg').first().waitFor();
    await expect(mini(2, 'server').count()).resolves.toBe(0);
    await page.keyboard.press('Control+z');
    await mini(2, 'server').waitFor();
    await screenshot(page, 'editor-canvas-strip', { fullPage: false });
    await page.keyboard.press('Escape');
    await goToSpread(page, 0);
  });

  it('switches the guides on and off and zooms the view', async () => {
    const guides = page.getByRole('button', { name: 'Hilfslinien' });
    await expect(guides.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(currentSpread(page).locator('.spread-guides').count()).resolves.toBe(0);
    await guides.click();
    await expect(guides.getAttribute('aria-pressed')).resolves.toBe('true');
    await currentSpread(page).locator('.spread-guides').waitFor();
    await screenshot(page, 'editor-canvas-guides', { fullPage: false });
    await guides.click();
    await expect(currentSpread(page).locator('.spread-guides').count()).resolves.toBe(0);

    const width = (await box(currentSpread(page))).width;
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    await expect(page.locator('[data-zoom-percent]').textContent()).resolves.toBe('125 %');
    await expect.poll(async () => (await box(currentSpread(page))).width / width).toBeCloseTo(1.25, 2);
    // Zoomed in, the stage scrolls; back at 100 % the spread fits again.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(page.locator('[data-zoom-percent]').textContent()).resolves.toBe('200 %');
    const scroller = page.locator('.spread-canvas__scroller');
    await expect.poll(() => scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    for (let press = 0; press < 4; press++) await page.keyboard.press('-');
    await expect(page.locator('[data-zoom-percent]').textContent()).resolves.toBe('75 %');
    await page.keyboard.press('+');
    await expect(page.locator('[data-zoom-percent]').textContent()).resolves.toBe('100 %');
    await expect.poll(async () => Math.round((await box(currentSpread(page))).width - width)).toBe(0);
  });

  it('fills the window without cutting anything off: the inspector beside the spread from 1024 px, a band as tall as its content below', async () => {
    const inspector = page.locator('.editor > .inspector');
    for (const viewport of [DESKTOP, { width: 1024, height: 768 }, { width: 900, height: 700 }]) {
      await page.setViewportSize(viewport);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[data-frame-id][data-selected="true"]').count()).toBe(0);
      // The editor ends at the window's bottom edge (the footer lies below the fold), the strip whole within it.
      await expect.poll(async () => Math.round((await box(page.locator('.editor'))).y + (await box(page.locator('.editor'))).height)).toBe(viewport.height);
      const strip = await box(page.locator('.editor__strip'));
      expect(strip.y + strip.height).toBeLessThanOrEqual(viewport.height + 1);
      const stage = await box(page.locator('.spread-canvas'));
      const panel = await box(inspector);
      if (viewport.width >= 1024) {
        // A column to the right of the spread and the strip, from the toolbar to the window's bottom edge.
        expect(panel.x).toBeGreaterThanOrEqual(stage.x + stage.width - 1);
        expect(panel.x).toBeGreaterThanOrEqual(strip.x + strip.width - 1);
        expect(panel.y + panel.height).toBeGreaterThan(viewport.height - 2);
      } else {
        // Below the spread, as tall as its hint (no empty band, nothing pinned to its bottom), so the spread keeps the room.
        expect(panel.y).toBeGreaterThanOrEqual(stage.y + stage.height - 1);
        await screenshot(page, 'editor-canvas-nothing-selected', { fullPage: false });
        const hint = await box(inspector.locator('.inspector__hint'));
        expect(hint.y - panel.y).toBeLessThan(20);
        expect(panel.y + panel.height - (hint.y + hint.height)).toBeLessThan(24);
        // Below 1024 px the toolbar has a third row (the whole book's tools, issue 13): a 700 px high window keeps a smaller spread.
        expect(stage.height).toBeGreaterThan(viewport.height >= 768 ? 180 : 130);
      }
    }
  });

  it('is accessible and looks calm at 1280 px, on a 1024 × 768 tablet and at 390 px', async () => {
    // The photo is chosen on a desktop window (the test before ends on a small one, where the frame is small).
    await page.setViewportSize(DESKTOP);
    await currentSpread(page).locator('[data-frame-kind="photo"]').first().click();
    for (const viewport of [DESKTOP, { width: 1024, height: 768 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.locator('.editor[data-editor-ready="true"]').waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      // The spread fits the stage at zoom 1: nothing of it is cut off at the sides.
      const stage = await box(page.locator('.spread-canvas'));
      const spread = await box(currentSpread(page));
      expect(spread.width).toBeLessThanOrEqual(stage.width);
      if (viewport !== PHONE) {
        // Nothing of the editor is below the window, and the selected photo's tools show in full.
        const editor = await box(page.locator('.editor'));
        expect(editor.y + editor.height).toBeLessThanOrEqual(viewport.height + 1);
        await expect(page.getByRole('button', { name: 'Ausschnitt wählen' }).isVisible()).resolves.toBe(true);
      }
      await screenshot(page, 'editor-canvas', { fullPage: viewport === PHONE });
    }
    // On the phone the tools fold below the spread and open on request.
    const tools = page.getByRole('heading', { level: 2, name: 'Fotos und Werkzeuge' }).getByRole('button', { name: 'Fotos und Werkzeuge' });
    // Said once: the heading's button names the folding part, no region of the same name around it.
    await expect(page.getByRole('region', { name: 'Fotos und Werkzeuge' }).count()).resolves.toBe(0);
    await expect(tools.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByRole('tab', { name: 'Fotos', exact: true }).isVisible()).resolves.toBe(false);
    await tools.click();
    await expect(tools.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('tab', { name: 'Fotos', exact: true }).isVisible()).resolves.toBe(true);
    await page.setViewportSize(DESKTOP);
    expect(session.problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
  });
});
