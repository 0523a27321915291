import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, readText, screenshot, visit } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('feedback', () => {
  it('shows SPEC.md messages word for word, then sends, thanks and mails support', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, '/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ihr Feedback' }).waitFor();

    await page.getByRole('button', { name: 'Feedback senden' }).click();
    await expect
      .poll(() => readText(page.getByRole('alert')))
      .toBe('Bitte nutzen Sie zumindest die Bewertung (gefällt mir oder gefällt mir nicht) oder senden Sie uns ein schriftliches Feedback.');

    await page.getByRole('radio', { name: 'gefällt mir', exact: true }).check();
    await page.getByLabel('Ihre E-Mail-Adresse').fill('erna@');
    await page.getByRole('button', { name: 'Feedback senden' }).click();
    await expect.poll(() => readText(page.getByRole('alert'))).toBe('Sie müssen eine gültige E-Mail-Adresse angeben.');
    await screenshot(page, 'feedback-errors');
    await expectAccessible(page);

    await page.getByLabel('Ihre E-Mail-Adresse').fill('erna.mueller@example.de');
    await page.getByLabel('Ihre Nachricht an uns').fill('Das Auswählen war ganz ruhig und verständlich.');
    await page.getByRole('button', { name: 'Feedback senden' }).click();
    const thanks = page.getByRole('dialog');
    await thanks.getByText('Vielen Dank für Ihr Feedback!.').waitFor();
    await screenshot(page, 'feedback-thanks');
    await thanks.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Ihre Nachricht an uns').inputValue()).toBe('');

    // Without an SMTP server the mail lands in the outbox, which the developer mailbox lists.
    await page.goto('/dev/mails');
    await page.getByRole('link', { name: /Neues Feedback Nr\. \d+ \(gefällt mir\)/ }).first().click();
    expect(await readText(page.locator('body'))).toContain('Das Auswählen war ganz ruhig und verständlich.');
    expect(problems).toEqual([]);
    await close();
  });
});
