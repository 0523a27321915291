import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, visit } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the intro page', () => {
  it('is readable before any script runs (pre-rendered)', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ein Buch, das bleibt');
    expect(await page.getByText('ab 22,99 €').first().isVisible()).toBe(true);
    expect(await page.locator('img[src="/images/intro/slide-1.svg"]').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Direkt starten' }).first().getAttribute('href')).toBe('/auswahl');
    await close();
  });

  it("'Direkt starten' leads into the selection at the format step", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/');
    await page.getByRole('link', { name: 'Direkt starten' }).first().click();
    await page.waitForURL('**/auswahl/format');
    await page.getByRole('heading', { name: 'Welches Format soll Ihr Buch haben?' }).waitFor();
    await close();
  });

  it("'Mehr erfahren' scrolls to #mehr-erfahren", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/');
    await page.getByRole('link', { name: 'Mehr erfahren' }).click();
    await page.waitForURL('**/#mehr-erfahren');
    await expect.poll(() => page.evaluate(() => document.getElementById('mehr-erfahren')!.getBoundingClientRect().top)).toBeLessThan(200);
    await close();
  });

  it('changes the picture every 3 seconds and can be paused', async () => {
    const { page, close } = await openPage(browser);
    // The page's clock moves only when the test says, so a busy machine cannot skip or delay a change.
    await page.clock.install();
    await visit(page, '/');
    const active = () => page.locator('.slider__image--active').getAttribute('src');
    expect(await active()).toBe('/images/intro/slide-1.svg');
    await page.clock.runFor(3000);
    await expect.poll(active).toBe('/images/intro/slide-2.svg');
    await page.getByRole('button', { name: 'Bildwechsel anhalten' }).click();
    const paused = await active();
    await page.clock.runFor(6000);
    expect(await active()).toBe(paused);
    await page.getByRole('button', { name: 'Bildwechsel fortsetzen' }).waitFor();
    await close();
  });

  it('redirects /intro to the start page', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/intro');
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});

describe('pre-rendered information pages', () => {
  it('show prices from the catalogue without scripts', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/preise');
    // Prices are written with a no-break space before the euro sign, as German typography wants.
    const text = ((await page.locator('main').textContent()) ?? '').replaceAll('\u00a0', ' ');
    for (const price of ['29,95 €', '26,95 €', '22,99 €', '39,95 €', '37,95 €', '35,95 €', '32,95 €']) expect(text).toContain(price);
    expect(text).toContain('34,45 €');
    await close();
  });

  it('carry the operator from configuration and the anchors other pages link to', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/impressum');
    expect(await page.locator('main').textContent()).toContain('Beispiel Erinnerungswerk GmbH (fiktiver Betreiber)');
    expect(await page.locator('main').textContent()).not.toContain('__SITE_');
    await page.goto('/agb#widerrufsbelehrung');
    expect(await page.locator('#widerrufsbelehrung').count()).toBe(1);
    for (let section = 1; section <= 16; section++) {
      expect(await page.getByRole('heading', { name: new RegExp(`^§ ${section}\\b`) }).count()).toBe(1);
    }
    await page.goto('/datenschutz#widerspruch');
    expect(await page.locator('#widerspruch').count()).toBe(1);
    await close();
  });
});
