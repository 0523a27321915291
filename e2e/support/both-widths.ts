import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, PHONE, screenshot } from './browser';

/** axe-core and a screenshot at 1280 and at 390 px, then back to the desktop width. */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await screenshot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}
