import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, readText, screenshot, visit } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const errorOf = (page: Page, field: string) => readText(page.locator(`#${field}-error`));

describe('registration', () => {
  it('checks every field with SPEC.md’s words, registers, and confirms through the mailed link once', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, '/registrieren');
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect.poll(() => errorOf(page, 'register-email')).toBe('Sie müssen eine gültige E-Mail-Adresse angeben.');
    expect(await errorOf(page, 'register-account')).toBe('Sie müssen einen Benutzernamen angeben.');
    expect(await errorOf(page, 'register-password')).toBe('Sie müssen ein Kennwort angeben.');
    expect(await errorOf(page, 'register-password-repeat')).toBe('Bitte wiederholen Sie Ihr Kennwort.');
    expect(await errorOf(page, 'register-consent')).toBe('Bitte stimmen Sie der Speicherung Ihrer Daten zu.');

    await page.getByLabel('Kennwort', { exact: true }).fill('12345');
    await page.getByLabel('Kennwort wiederholen').fill('54321');
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect.poll(() => errorOf(page, 'register-password')).toBe('Das Kennwort muss mindestens 6 Zeichen lang sein.');
    expect(await errorOf(page, 'register-password-repeat')).toBe('Die Kennworteingaben stimmen nicht überein.');
    await screenshot(page, 'register-errors');
    await expectAccessible(page);

    // The consent label opens the privacy text without losing the form.
    await page.getByRole('button', { name: 'Datenschutzerklärung' }).click();
    const privacy = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await privacy.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'register-privacy');
    await privacy.getByRole('button', { name: 'Schließen' }).click();
    expect(await page.getByLabel('Kennwort', { exact: true }).inputValue()).toBe('12345');

    const email = `gisela.${Date.now()}@example.de`;
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Benutzername').fill(`Gisela ${Date.now()}`);
    await page.getByLabel('Kennwort', { exact: true }).fill('Rosen2026');
    await page.getByLabel('Kennwort wiederholen').fill('Rosen2026');
    await page.getByLabel(/Ich stimme der Speicherung/).check();
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();

    await page.waitForURL('**/login');
    const done = page.getByRole('dialog', { name: 'Fast geschafft' });
    await done.getByText('Wir haben Ihnen eine E-Mail geschickt').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();

    // Open the mail in the developer mailbox and follow its link, as the user would in a mail program.
    await page.goto('/dev/mails');
    await page.getByRole('link', { name: 'Bitte bestätigen Sie Ihr Kundenkonto' }).first().click();
    expect(await readText(page.locator('body'))).toContain(email);
    await page.getByRole('link', { name: 'Kundenkonto bestätigen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigt' }).waitFor();
    expect(await readText(page.locator('main'))).toContain('Ihr Kundenkonto ist bestätigt. Sie können sich jetzt anmelden.');
    await screenshot(page, 'register-confirmed');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Das hat leider nicht geklappt' }).waitFor();
    expect(await readText(page.getByRole('alert'))).toContain('nicht mehr gültig');
    // The second visit's 400 is the expected answer to a used link; nothing else may fail.
    expect(problems.filter((problem) => !/confirm-mail|status of 400/.test(problem))).toEqual([]);
    await close();
  });

  it('says so when the login name is taken, at the field', async () => {
    const { page, close } = await openPage(browser);
    const name = `Walter ${Date.now()}`;
    for (const attempt of [1, 2]) {
      await visit(page, '/registrieren');
      await page.getByLabel('E-Mail-Adresse').fill(`walter.${attempt}.${Date.now()}@example.de`);
      await page.getByLabel('Benutzername').fill(name);
      await page.getByLabel('Kennwort', { exact: true }).fill('Eichen2026');
      await page.getByLabel('Kennwort wiederholen').fill('Eichen2026');
      await page.getByLabel(/Ich stimme der Speicherung/).check();
      await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
      if (attempt === 1) {
        await page.waitForURL('**/login');
        await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      }
    }
    await expect.poll(() => errorOf(page, 'register-account')).toBe('Der Benutzername wird bereits verwendet.');
    await close();
  });

  it('says so when the e-mail address is taken, at the field', async () => {
    const { page, close } = await openPage(browser);
    const email = `irmgard.${Date.now()}@example.de`;
    const first = await page.request.post('/api/users/register', {
      data: { email, account: `Irmgard ${Date.now()}`, password: 'Linden2026', isDataStoragePermitted: true },
    });
    expect(first.status()).toBe(200);
    await visit(page, '/registrieren');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Benutzername').fill(`Irmgard zwei ${Date.now()}`);
    await page.getByLabel('Kennwort', { exact: true }).fill('Linden2026');
    await page.getByLabel('Kennwort wiederholen').fill('Linden2026');
    await page.getByLabel(/Ich stimme der Speicherung/).check();
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect.poll(() => errorOf(page, 'register-email')).toBe('Die E-Mail-Adresse wird bereits verwendet.');
    expect(new URL(page.url()).pathname).toBe('/registrieren');
    await screenshot(page, 'register-email-taken');
    await close();
  });
});
