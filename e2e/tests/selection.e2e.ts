import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, NARROW_PHONE, openPage, PHONE, readText, screenshot, visit } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stepState = (page: Page, step: string) =>
  page.locator(`.step-bar [data-step="${step}"]`).getAttribute('class').then((value) => /--(\w+)$/.exec(value ?? '')?.[1]);
const pathname = (page: Page) => new URL(page.url()).pathname;
const card = (page: Page, title: string) => page.locator('article.choice-card', { has: page.getByRole('heading', { name: title }) });

describe('the book selection, walked with the mouse', () => {
  it('goes format → design → paper → details, with the step bar following along', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, '/auswahl');
    await atStep(page, 'format');
    expect(await stepState(page, 'format')).toBe('current');
    for (const later of ['design', 'paper', 'details', 'create']) expect(await stepState(page, later)).toBe('locked');
    expect(await page.locator('.step-bar a').count()).toBe(0);
    expect(await readText(card(page, 'Mini'))).toContain('ab 22,99 €*');
    await screenshot(page, 'flow-1-format');

    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await atStep(page, 'design');
    expect(await stepState(page, 'format')).toBe('done');
    expect(await stepState(page, 'design')).toBe('current');
    expect(await stepState(page, 'paper')).toBe('locked');

    // Group filter: more than one group, so the tabs show.
    const filter = page.getByRole('group', { name: 'Designs filtern' });
    expect(await filter.getByRole('button').allTextContents()).toEqual(['Alle', 'Klassisch', 'Natur']);
    const allCount = await page.locator('article.choice-card').count();
    await filter.getByRole('button', { name: 'Natur' }).click();
    const natureCount = await page.locator('article.choice-card').count();
    expect(natureCount).toBeGreaterThan(0);
    expect(natureCount).toBeLessThan(allCount);
    expect(await page.getByRole('heading', { name: 'Rosenzeit' }).count()).toBe(0);
    await card(page, 'Stille Weite').getByRole('button', { name: 'Beispielseiten ansehen' }).click();
    const preview = page.getByRole('dialog', { name: 'Beispielseiten im Design Stille Weite' });
    await preview.waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await screenshot(page, 'flow-2-design');
    await page.getByRole('button', { name: 'Stille Weite wählen' }).click();

    await atStep(page, 'papier');
    const softcover = card(page, 'Softcover Echtfotopapier');
    // Softcover: one shared finish choice for cover and pages.
    const shared = softcover.getByRole('group', { name: 'Umschlag und Innenseiten' });
    expect(await shared.getByRole('radio').count()).toBe(2);
    expect(await softcover.getByRole('group', { name: 'Innenseiten', exact: true }).count()).toBe(0);
    expect(await readText(softcover)).toContain('ab 29,95 €');
    // Real-photo hardcover: separate choices.
    const hardcover = card(page, 'Hardcover Echtfotopapier');
    expect(await hardcover.getByRole('group', { name: 'Umschlag', exact: true }).count()).toBe(1);
    expect(await hardcover.getByRole('group', { name: 'Innenseiten', exact: true }).count()).toBe(1);
    // Digital print: matt only, stated and not offered.
    const digital = card(page, 'Hardcover Digitaldruck');
    expect(await digital.getByRole('radio').count()).toBe(0);
    expect(await readText(digital)).toContain('Umschlag: matt');
    await shared.getByLabel('glänzend').check();
    await screenshot(page, 'flow-3-paper');
    await softcover.getByRole('button', { name: 'Softcover Echtfotopapier wählen' }).click();

    await atStep(page, 'details');
    expect(await stepState(page, 'details')).toBe('current');
    expect(await stepState(page, 'paper')).toBe('done');
    const summary = await readText(page.locator('.selection-summary'));
    expect(summary).toContain('A4 Hochformat');
    expect(summary).toContain('Stille Weite');
    expect(summary).toContain('Softcover Echtfotopapier');
    expect(summary).toContain('Umschlag und Innenseiten: glänzend');
    expect(summary).toContain('ab 29,95 €');

    const name = page.getByLabel('Name des Buches');
    await name.fill('x'.repeat(151));
    await page.getByRole('alert').filter({ hasText: 'Bitte max. 150 Zeichen eingeben.' }).waitFor();
    await page.getByRole('button', { name: 'Buch gestalten' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'flow-4-details-too-long');
    await name.fill('In Erinnerung an Erna Müller');
    expect(await page.getByText('Bitte max. 150 Zeichen eingeben.').count()).toBe(0);
    await screenshot(page, 'flow-5-details');
    expect(problems).toEqual([]);
    await close();
  });

  it('asks before leaving the details page with a typed name, and stays or leaves as told', async () => {
    const { page, close } = await openPage(browser);
    await chooseEverything(page);
    await page.getByLabel('Name des Buches').fill('Für Opa Heinz');
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    // The question names the dialog for screen readers.
    const dialog = page.getByRole('dialog', { name: 'Möchten Sie die Seite wirklich verlassen? Nicht gespeicherte Änderungen gehen verloren.' });
    await dialog.waitFor();
    await screenshot(page, 'flow-leave-guard', { fullPage: false });
    await dialog.getByRole('button', { name: 'Auf Seite bleiben' }).click();
    expect(pathname(page)).toBe('/auswahl/details');
    expect(await page.getByLabel('Name des Buches').inputValue()).toBe('Für Opa Heinz');

    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Seite verlassen' }).click();
    await page.waitForURL('**/impressum');
    await close();
  });

  it("keeps the choices over a reload; 'Buch gestalten' offers sign-in or trial access, then makes the book", async () => {
    const { page, close } = await openPage(browser);
    await chooseEverything(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    expect(pathname(page)).toBe('/auswahl/details');
    expect(await page.locator('.selection-summary').textContent()).toContain('Quadratisch');
    await page.getByLabel('Name des Buches').fill('Unsere Mama');
    await page.getByRole('button', { name: 'Buch gestalten' }).click();

    // The temporary-user guard: sign in, register, or go on with trial access.
    await page.waitForURL('**/login-form-interstitial');
    await page.getByRole('heading', { name: 'Erst einmal ausprobieren?' }).waitFor();
    // The page's own way to register (the header has one on every page).
    await page.getByRole('main').getByRole('link', { name: 'Registrieren', exact: true }).waitFor();
    await screenshot(page, 'interstitial-login');
    await page.getByRole('button', { name: 'Testzugang' }).click();
    await atStep(page, 'details');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.getByLabel('Name des Buches').inputValue()).toBe('Unsere Mama');

    // A double click makes one book, not two.
    await page.getByRole('button', { name: 'Buch gestalten' }).dblclick();
    // A family goes on to the photos of the new book (SPEC.md: upload/{bookId}).
    await page.waitForURL(/\/upload\/\d+$/);
    await page.getByRole('heading', { name: 'Ihr Buch „Unsere Mama“ ist angelegt' }).waitFor();
    const bookId = /\/upload\/(\d+)$/.exec(pathname(page))?.[1];
    await screenshot(page, 'flow-6-upload');
    // The trial user has a book now, so the header offers the book list.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Meine Bücher' }).waitFor();
    await page.getByRole('link', { name: 'Buch gestalten' }).click();
    await page.waitForURL(`**/bearbeiten/${bookId}`);
    await page.getByRole('heading', { name: 'Unsere Mama', level: 1, exact: true }).waitFor();
    // The editor opens on the chosen square hardcover on real-photo paper: 26 pages for 37,95 €.
    await page.locator('.editor[data-editor-ready="true"]').waitFor();
    expect(await page.locator('[data-book-pages]').getAttribute('data-book-pages')).toBe('26');
    expect(await readText(page.locator('[data-book-price]'))).toContain('37,95 €');
    await screenshot(page, 'flow-7-book');
    // …and it waits under 'Begonnene Bücher'.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Meine Bücher' }).click();
    await page.getByRole('region', { name: 'Begonnene Bücher' }).getByRole('article', { name: 'Unsere Mama' }).waitFor();
    expect(await page.getByRole('article', { name: 'Unsere Mama' }).count()).toBe(1);
    // The next book starts without this one's name.
    await visit(page, '/auswahl/details');
    expect(await page.getByLabel('Name des Buches').inputValue()).toBe('');
    await close();
  });
});

describe('every step, on a desktop, a phone and the narrowest phone', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
    ['narrow phone', NARROW_PHONE],
  ])('on a %s: no serious accessibility problems, nothing sticks out sideways', async (_label, viewport) => {
    const { page, problems, close } = await openPage(browser, { viewport });
    // Screenshots at 1280 and 390 px; at 360 px only the width is checked.
    const check = async (name: string, fullPage = true) => {
      await expectNoSidewaysScroll(page);
      if (viewport === NARROW_PHONE) return;
      await expectAccessible(page);
      await screenshot(page, name, { fullPage });
    };
    await visit(page, '/auswahl/format');
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await atStep(page, 'design');
    await check('auswahl-design');
    await page.getByRole('button', { name: 'Abendrot wählen' }).click();
    await atStep(page, 'papier');
    await check('auswahl-papier');
    await page.getByRole('button', { name: 'Hardcover Echtfotopapier wählen' }).click();
    await atStep(page, 'details');
    await check('auswahl-details');
    await page.getByLabel('Name des Buches').fill('In liebevoller Erinnerung an unsere Großmutter Hildegard');
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await page.getByRole('dialog', { name: /Möchten Sie die Seite wirklich verlassen\?/ }).waitFor();
    await check('auswahl-details-verlassen', false);
    expect(problems).toEqual([]);
    await close();
  });

  it("loads every typeface the designs name from the shop's own server", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/auswahl/format');
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await atStep(page, 'design');
    const families = await page.evaluate(async () => {
      const formats = (await (await fetch('/api/products/formats')).json()) as Array<{ id: number }>;
      const designs = await Promise.all(formats.map(async ({ id }) => (await fetch(`/api/products/designs/${id}`)).json()));
      const typography = (designs as Array<Array<{ typography: { headingFont: string; bodyFont: string } }>>).flat().map((design) => design.typography);
      return [...new Set(typography.flatMap(({ headingFont, bodyFont }) => [headingFont, bodyFont]))];
    });
    expect(families).toContain('Lora');
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    for (const family of families) {
      for (const weight of [400, 600]) {
        const loaded = await page.evaluate((font) => document.fonts.load(font).then((faces) => faces.length), `${weight} 20px "${family}"`);
        expect(loaded, `${weight} ${family}`).toBeGreaterThan(0);
      }
    }
    const origin = new URL(page.url()).origin;
    expect(fontRequests.some((url) => /lora/.test(url))).toBe(true);
    expect(fontRequests.filter((url) => !url.startsWith(origin))).toEqual([]);
    await close();
  });
});

describe('when the catalogue does not answer', () => {
  it('says in the message box that the chosen format could not be loaded, and lets the visitor try again', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/auswahl/format');
    await page.route('**/api/products/designs/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Wartung"}' }));
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    const dialog = page.getByRole('dialog', { name: /Die Designs und Papiere zu diesem Format konnten gerade nicht geladen werden/ });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'auswahl-format-ladefehler', { fullPage: false });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathname(page)).toBe('/auswahl/format');
    expect(await stepState(page, 'design')).toBe('locked');

    await page.unroute('**/api/products/designs/**');
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await atStep(page, 'design');
    await close();
  });
});

describe('skipping steps by URL', () => {
  it.each([
    ['/auswahl/design', '/auswahl/format'],
    ['/auswahl/papier', '/auswahl/format'],
    ['/auswahl/details', '/auswahl/format'],
    ['/auswahl', '/auswahl/format'],
  ])('with nothing chosen, %s sends the visitor to %s', async (from, to) => {
    const { page, close } = await openPage(browser);
    await visit(page, from);
    await page.waitForURL(`**${to}`);
    await close();
  });

  it('with only a format chosen, the details step sends the visitor to the design step', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/auswahl/format');
    await page.getByRole('button', { name: 'Quadratisch wählen' }).click();
    await atStep(page, 'design');
    await page.goto('/auswahl/details');
    await atStep(page, 'design');
    await page.goto('/auswahl/papier');
    await atStep(page, 'design');
    await close();
  });
});

describe('changing the format', () => {
  it('drops the design and the paper finish that the mini format does not offer', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/auswahl/format');
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await page.getByRole('button', { name: 'Abendrot wählen' }).click();
    await page.getByRole('button', { name: 'Hardcover Echtfotopapier wählen' }).click();
    await atStep(page, 'details');

    await page.getByRole('link', { name: /^ändern.*Format/ }).click();
    await atStep(page, 'format');
    await page.getByRole('button', { name: 'Mini wählen' }).click();
    await atStep(page, 'design');
    // Abendrot is not made in mini, so no design is chosen any more, and the hardcover is gone too.
    expect(await page.locator('article.choice-card--selected').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Abendrot' }).count()).toBe(0);
    expect(await stepState(page, 'paper')).toBe('locked');
    await page.getByRole('button', { name: 'Lebensbaum wählen' }).click();
    await page.getByRole('heading', { name: 'Welches Papier und welcher Einband?' }).waitFor();
    const softcover = card(page, 'Softcover Echtfotopapier');
    expect(await page.locator('article.choice-card').count()).toBe(1);
    expect(await softcover.getByRole('radio').count()).toBe(0);
    expect(await readText(softcover)).toContain('Umschlag und Innenseiten: matt');
    expect(await readText(softcover)).toContain('ab 22,99 €');
    await close();
  });

  it('keeps design and paper when the new format offers them', async () => {
    const { page, close } = await openPage(browser);
    await chooseEverything(page);
    await page.getByRole('link', { name: /^ändern.*Format/ }).click();
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await atStep(page, 'design');
    expect(await page.locator('article.choice-card--selected h2').textContent()).toContain('Rosenzeit');
    await page.goto('/auswahl/details');
    await atStep(page, 'details');
    expect(await page.locator('.selection-summary').textContent()).toContain('A4 Hochformat');
    await close();
  });
});

describe('on a phone', () => {
  it('walks the whole selection by touch-sized buttons', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    await chooseEverything(page);
    await screenshot(page, 'flow-phone-details');
    const box = await page.getByRole('button', { name: 'Buch gestalten' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await close();
  });
});

const STEP_HEADINGS = {
  format: 'Welches Format soll Ihr Buch haben?',
  design: 'Welches Design gefällt Ihnen?',
  papier: 'Welches Papier und welcher Einband?',
  details: 'Fast geschafft: Wie soll Ihr Buch heißen?',
} as const;

/** Waits for the address and for the step's own heading, so the new page is really on screen. */
async function atStep(page: Page, step: keyof typeof STEP_HEADINGS): Promise<void> {
  await page.waitForURL(`**/auswahl/${step}`);
  await page.getByRole('heading', { level: 1, name: STEP_HEADINGS[step] }).waitFor();
}

async function chooseEverything(page: Page): Promise<void> {
  await visit(page, '/auswahl/format');
  await page.getByRole('button', { name: 'Quadratisch wählen' }).click();
  await page.getByRole('button', { name: 'Rosenzeit wählen' }).click();
  await page.getByRole('button', { name: 'Hardcover Echtfotopapier wählen' }).click();
  await atStep(page, 'details');
}
