import type { Page } from 'playwright-core';

/**
 * Opens the newest mail whose subject matches in the developer mailbox (/dev/mails) and clicks
 * its button link, as a person would in their mail program.
 */
export async function followMailLink(page: Page, subject: string | RegExp, linkName: string): Promise<void> {
  await page.goto('/dev/mails');
  await page.getByRole('link', { name: subject }).first().click();
  await page.getByRole('link', { name: linkName }).click();
}
