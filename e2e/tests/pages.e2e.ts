import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, NARROW_PHONE, openPage, PHONE, screenshot, visit } from '../support/browser';
import { LANDING_SCRIPT_BUDGET_BYTES, measureScriptWeight } from '../support/script-weight';

interface PageCase {
  path: string;
  /** The screenshot's name. */
  name: string;
  heading: string | RegExp;
  /** The HTTP status of the page's address; 200 unless said. */
  status?: number;
}

/** Every page a visitor can reach today, with the heading it must show. */
const PAGES: readonly PageCase[] = [
  { path: '/', name: 'start', heading: 'Ein Buch, das bleibt' },
  { path: '/preise', name: 'preise', heading: 'Preise' },
  { path: '/agb', name: 'agb', heading: /Allgemeine Geschäftsbedingungen/ },
  { path: '/datenschutz', name: 'datenschutz', heading: /Datenschutz/ },
  { path: '/zahlungsarten', name: 'zahlungsarten', heading: /Zahlungsarten/ },
  { path: '/impressum', name: 'impressum', heading: 'Impressum' },
  { path: '/versand', name: 'versand', heading: /Versand/ },
  { path: '/anleitung', name: 'anleitung', heading: /Erinnerungsbuch/ },
  { path: '/auswahl/format', name: 'auswahl-format', heading: 'Welches Format soll Ihr Buch haben?' },
  { path: '/login', name: 'login', heading: 'Anmelden' },
  { path: '/registrieren', name: 'registrieren', heading: 'Registrieren' },
  { path: '/passwort-vergessen', name: 'passwort-vergessen', heading: 'Kennwort vergessen?' },
  { path: '/login-form-interstitial', name: 'interstitial-anmelden', heading: 'Einen Moment, bevor es weitergeht' },
  { path: '/register-form-interstitial', name: 'interstitial-registrieren', heading: 'Einen Moment, bevor es weitergeht' },
  { path: '/feedback', name: 'feedback', heading: 'Ihr Feedback' },
  { path: '/gibt-es-nicht', name: 'nicht-gefunden', heading: 'Diese Seite gibt es leider nicht', status: 404 },
];

/** The not-found page's own 404 (and the browser's console line about it) is expected, nothing else. */
const isThePageOwn404 = (problem: string, url: string | undefined) =>
  problem === `HTTP 404 ${url}` || (problem.startsWith('console: Failed to load resource') && problem.includes('404'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('every page on %s', (_label, viewport) => {
  it.each(PAGES)('$path shows its heading, has no serious accessibility problems and no errors', async ({ path, name, heading, status = 200 }) => {
    const { page, problems, close } = await openPage(browser, { viewport });
    const response = await visit(page, path);
    // The not-found page comes with status 404, so search engines and link checkers see it too.
    expect(response?.status()).toBe(status);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(heading);
    await expect.poll(() => page.title()).toContain('Erinnerungsbuch');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, name);
    expect(problems.filter((problem) => !(status === 404 && isThePageOwn404(problem, response?.url())))).toEqual([]);
    await close();
  });
});

describe('on the narrowest phone (360 px)', () => {
  it.each(PAGES)('$path fits the width', async ({ path, heading }) => {
    const { page, close } = await openPage(browser, { viewport: NARROW_PHONE });
    await visit(page, path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(heading);
    await expectNoSidewaysScroll(page);
    await close();
  });
});

describe('layout', () => {
  it('shows the hotline, the support mail, the legal links and the VAT note in the footer', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/');
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain('Mo–Fr 8–20 Uhr, Sa 9–16 Uhr');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('hilfe@erinnerungsbuch.example');
    expect(text).toContain('inkl. MwSt. und zzgl. Versandkosten');
    expect(text).toContain('Lieferzeit 3–4 Werktage');
    for (const link of ['AGB', 'Datenschutz', 'Impressum', 'Widerrufsbelehrung', 'Kauf auf Rechnung', 'Versand', 'Preise']) {
      expect(await footer.getByRole('link', { name: link, exact: true }).count()).toBeGreaterThan(0);
    }
    await close();
  });

  it('shows the Christmas notice from 1 to 24 December (shop time, Europe/Berlin) and hides it otherwise', async () => {
    const { page, close } = await openPage(browser);
    const seasonBefore = isChristmasSeasonInBerlin(new Date());
    await visit(page, '/');
    const seasonAfter = isChristmasSeasonInBerlin(new Date());
    const shown = await page.getByText('Bestellungen, die bis zum 18. Dezember').isVisible();
    // The server decided between the two readings; only at midnight of 1 or 25 December can they differ.
    expect([seasonBefore, seasonAfter]).toContain(shown);
    await close();
  });

  it('answers unknown API paths with JSON, not with the app', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.request.get('/api/gibt-es-nicht');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    await close();
  });

  it('serves the API documentation', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/api/docs');
    await page.getByText('Erinnerungsbuch API').first().waitFor();
    await screenshot(page, 'api-docs');
    await close();
  });
});

describe('when a page cannot load its data', () => {
  it('says so in words that fit the page, offers to try again and leads home', async () => {
    const { page, close } = await openPage(browser);
    // The connection drops for the catalogue: the price page cannot load its prices.
    await page.route('**/api/products/**', (route) => route.abort('internetdisconnected'));
    await visit(page, '/preise');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Diese Seite konnte gerade nicht geladen werden' }).waitFor();
    expect(await main.textContent()).not.toContain('Auswahl');
    expect(await main.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    await expectAccessible(page);
    await screenshot(page, 'ladefehler');

    await page.unroute('**/api/products/**');
    await main.getByRole('button', { name: 'Erneut versuchen' }).click();
    await main.getByRole('heading', { level: 1, name: 'Preise' }).waitFor();
    await close();
  });

  it('speaks of the selection only in the selection', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/api/products/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Wartung"}' }));
    await visit(page, '/auswahl/format');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Die Auswahl konnte gerade nicht geladen werden' }).waitFor();
    await main.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await main.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ein Buch, das bleibt' }).waitFor();
    await close();
  });
});

describe('performance budget', () => {
  it('loads at most 130 KB of JavaScript (gzip) on the landing page, and no query or form library', async () => {
    const { page, close } = await openPage(browser);
    const weight = await measureScriptWeight(page, '/');
    expect(weight.gzipBytes).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
    expect(weight.files.map((file) => file.url).join(' ')).not.toMatch(/query-client|details-step|get-papers/);
    await close();
  });

  it("fetches only the shop's own fonts on the landing page, not the designs' typefaces", async () => {
    const { page, close } = await openPage(browser);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => /lora/.test(font))).toEqual([]);
    expect(await page.locator('link[rel="preload"][as="font"][href*="lora"]').count()).toBe(0);
    await close();
  });
});

/** The shop's calendar, not this machine's: the server decides in Europe/Berlin. */
function isChristmasSeasonInBerlin(now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return value('month') === 12 && value('day') <= 24;
}
