import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot, visit } from '../support/browser';
import { LANDING_SCRIPT_BUDGET_BYTES, measureScriptWeight } from '../support/script-weight';

/** Every page a visitor can reach today, with the heading it must show. */
const PAGES = [
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
  { path: '/gibt-es-nicht', name: 'nicht-gefunden', heading: 'Diese Seite gibt es leider nicht' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('every page on %s', (_label, viewport) => {
  it.each(PAGES)('$path shows its heading, has no serious accessibility problems and no errors', async ({ path, name, heading }) => {
    const { page, problems, close } = await openPage(browser, { viewport });
    await visit(page, path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(heading);
    await expect.poll(() => page.title()).toContain('Erinnerungsbuch');
    await expectAccessible(page);
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, name);
    expect(problems).toEqual([]);
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

  it('leaves the Christmas notice hidden outside 1–24 December', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/');
    const december = new Date().getMonth() === 11 && new Date().getDate() <= 24;
    expect(await page.getByText('Bestellungen, die bis zum 18. Dezember').isVisible()).toBe(december);
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

describe('performance budget', () => {
  it('loads at most 130 KB of JavaScript (gzip) on the landing page, and no query or form library', async () => {
    const { page, close } = await openPage(browser);
    const weight = await measureScriptWeight(page, '/');
    expect(weight.gzipBytes).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
    expect(weight.files.map((file) => file.url).join(' ')).not.toMatch(/query-client|details-step|get-papers/);
    await close();
  });
});
