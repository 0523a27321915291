import type { Page } from 'playwright-core';

/**
 * Opens the newest mail whose subject matches in the developer mailbox (/dev/mails) and clicks
 * its button link, as a person would in their mail program. With `to`, only mails to that
 * address count (other tests write to the same outbox).
 */
export async function followMailLink(page: Page, subject: string | RegExp, linkName: string, to?: string): Promise<void> {
  await page.goto('/dev/mails');
  const entries = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) });
  const entry = to ? entries.filter({ hasText: `an ${to}` }) : entries;
  await entry.first().getByRole('link', { name: subject }).click();
  await page.getByRole('link', { name: linkName }).click();
}
