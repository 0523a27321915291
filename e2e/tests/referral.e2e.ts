import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths } from '../support/both-widths';
import { expectNoSidewaysScroll, launchBrowser, openPage, PHONE, DESKTOP, readText, visit } from '../support/browser';
import { DEMO_PAGE_ID } from '../support/demo-data';
import { LANDING_SCRIPT_BUDGET_BYTES, measureScriptWeight } from '../support/script-weight';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The demo funeral director's company (npm start seeds it with its logo; it looks after the demo pages).
const COMPANY_ID = 'bestattungen-lindner';
const COMPANY_NAME = 'Bestattungen Lindner';

const badge = (page: Page) => page.getByRole('banner').locator('.mortician-badge--referral');

async function expectBadge(page: Page): Promise<void> {
  await badge(page).waitFor();
  expect(await readText(badge(page))).toBe(`in Zusammenarbeit mit ${COMPANY_NAME}`);
  const logo = badge(page).locator('img');
  expect(await logo.getAttribute('src')).toBe('/images/companies/bestattungen-lindner.svg');
  // The logo loads, and has the header's fixed height whatever its shape.
  await logo.evaluate((image: HTMLImageElement) => image.decode());
  expect(await logo.evaluate((image: HTMLImageElement) => ({ height: image.getBoundingClientRect().height, loaded: image.complete && image.naturalWidth > 0 }))).toEqual({ height: 40, loaded: true });
}

describe('a family that comes through a funeral director', () => {
  it('sees the director’s logo and name from the link on, keeps them with the trial account, and after a reload', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, `/?bestatter=${COMPANY_ID}`);
    await expectBadge(page);
    await checkAtBothWidths(page, 'referral-start');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    // Elsewhere in the shop during the visit, the director is still named.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL('**/impressum');
    await expectBadge(page);

    // The trial access starts (as 'Buch gestalten' would) and stores the director with the account.
    await visit(page, '/login-form-interstitial');
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expectBadge(page);

    // A new tab has no memory of the visit: the account itself names the director now.
    const other = await page.context().newPage();
    await visit(other, '/');
    expect(await other.evaluate(() => sessionStorage.getItem('referral'))).toBeNull();
    await expectBadge(other);
    expect(problems).toEqual([]);
    await close();
  });

  it('sees the director on a memorial page the director’s company looks after', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, `/gedenkseite/${DEMO_PAGE_ID}`);
    await expectBadge(page);
    await checkAtBothWidths(page, 'referral-memorial-page');
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the landing page within its script budget when it comes with the director’s link', async () => {
    const { page, close } = await openPage(browser);
    const weight = await measureScriptWeight(page, `/?bestatter=${COMPANY_ID}`);
    await expectBadge(page);
    expect(weight.gzipBytes).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
    await close();
  });

  it('sees no one for a link with an unknown company', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/?bestatter=gibt-es-nicht');
    await page.waitForLoadState('networkidle');
    expect(await badge(page).count()).toBe(0);
    await close();
  });
});
