/**
 * The guide (issue 13): the header's 'Anleitung' leads to /anleitung, whose first thing is the guide
 * as a PDF (made by `npm run guide` from the shop itself), named with its pages and size, served as a
 * PDF. The PDF's own contents are checked in scripts/guide/compose.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, launchBrowser, NARROW_PHONE, openPage, readText, screenshot, visit } from '../support/browser';

const PDF_FILE = fileURLToPath(new URL('../../apps/web/public/anleitung/erinnerungsbuch-anleitung.pdf', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the guide', () => {
  it("is where the header's 'Anleitung' leads: a page with the PDF first, named with its pages and size, served as a PDF", async () => {
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [PDF_FILE], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(6);
    const { page, problems, close } = await openPage(browser);
    await visit(page, '/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anleitung', exact: true }).click();
    await page.waitForURL('**/anleitung');
    await page.getByRole('heading', { level: 1, name: 'So entsteht Ihr Erinnerungsbuch' }).waitFor();

    const link = page.getByRole('link', { name: /^Anleitung als PDF herunterladen/ });
    expect(await readText(link)).toMatch(new RegExp(`\\(${pages} Seiten, \\d+,\\d MB\\)$`));
    // Above the steps: the first thing one sees, not something to scroll for.
    const linkTop = (await link.boundingBox())!.y;
    expect(linkTop).toBeLessThan((await page.getByRole('heading', { level: 2 }).first().boundingBox())!.y);
    expect(linkTop).toBeLessThan(900);
    await screenshot(page, 'anleitung-pdf', { fullPage: false });

    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.equals(readFileSync(PDF_FILE))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('fits the narrowest phone, the long button included', async () => {
    const { page, close } = await openPage(browser, { viewport: NARROW_PHONE });
    await visit(page, '/anleitung');
    await page.getByRole('link', { name: /^Anleitung als PDF herunterladen/ }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'anleitung-pdf', { fullPage: false });
    await close();
  });
});
