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

/**
 * The bytes of an attachment (e.g. the invoice PDF) of the newest mail whose subject matches, fetched from
 * the developer mailbox's /dev/mails/<id>/attachments/<index>. With `to`, only mails to that address count.
 */
export async function mailAttachment(page: Page, subject: string | RegExp, to?: string, index = 0): Promise<Buffer> {
  await page.goto('/dev/mails');
  const entries = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) });
  const entry = to ? entries.filter({ hasText: `an ${to}` }) : entries;
  const href = await entry.first().getByRole('link', { name: subject }).getAttribute('href');
  if (!href) throw new Error(`no mail matching ${String(subject)}`);
  const response = await page.request.get(new URL(`${href}/attachments/${index}`, page.url()).toString());
  if (!response.ok()) throw new Error(`attachment ${index} of ${href}: ${response.status()}`);
  return response.body();
}
