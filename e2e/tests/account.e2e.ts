import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, readText, screenshot, visit } from '../support/browser';
import { followMailLink } from '../support/mailbox';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

describe('an account from trial access to deletion', () => {
  it('trial → register → confirm by mail → sign in → change e-mail → confirm → delete the account', async () => {
    const { page, close } = await openPage(browser);
    const stamp = Date.now();
    const account = `Elfriede${stamp}`;
    const password = 'Vergissmeinnicht1';

    // Trial: the register interstitial signs in anonymously.
    await visit(page, '/register-form-interstitial');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.isTemporary)).toBe(true);
    await page.getByLabel('E-Mail-Adresse').fill(`elfriede.${stamp}@example.de`);
    await page.getByLabel('Benutzername').fill(account);
    await page.getByLabel('Kennwort', { exact: true }).fill(password);
    await page.getByLabel('Kennwort wiederholen').fill(password);
    await page.getByLabel(/Ich stimme der Speicherung/).check();
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await followMailLink(page, 'Bitte bestätigen Sie Ihr Kundenkonto', 'Kundenkonto bestätigen');
    await page.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigt' }).waitFor();

    await signIn(page, account, password);

    // Profile: SPEC.md's messages, then an e-mail change that waits for its link.
    await nav(page).getByRole('link', { name: 'Benutzerprofil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Benutzerprofil' }).waitFor();
    expect(await page.getByLabel('Benutzername').inputValue()).toBe(account);
    await page.getByRole('button', { name: 'Daten ändern' }).click();
    await expect.poll(() => readText(page.getByRole('alert'))).toBe('Keine Daten geändert!');
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Daten ändern' }).click();
    const messages = page.getByRole('alert').getByRole('listitem');
    await expect.poll(() => messages.allTextContents()).toEqual([
      'Sie müssen ihr aktuelles Kennwort angeben.',
      'Das Kennwort muss mindestens 6 Zeichen lang sein.',
      'Bitte wiederholen Sie Ihr neues Kennwort.',
    ]);
    await page.getByLabel('Neues Kennwort wiederholen').fill('abd');
    await page.getByRole('button', { name: 'Daten ändern' }).click();
    await expect.poll(() => messages.allTextContents()).toContain('Die neuen Kennworteingaben stimmen nicht überein.');
    await screenshot(page, 'profile-messages');
    await expectAccessible(page);

    await page.getByLabel('Neues Kennwort', { exact: true }).fill('');
    await page.getByLabel('Neues Kennwort wiederholen').fill('');
    const newEmail = `elfriede.neu.${stamp}@example.de`;
    await page.getByLabel('E-Mail-Adresse').fill(newEmail);
    await page.getByLabel('Aktuelles Kennwort').fill('falsch');
    await page.getByRole('button', { name: 'Daten ändern' }).click();
    await page.getByRole('dialog').getByText('Das aktuelle Passwort ist falsch.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Aktuelles Kennwort').fill(password);
    await page.getByRole('button', { name: 'Daten ändern' }).click();
    await page.getByRole('dialog').getByText('Ihre neuen Daten gelten, sobald Sie den Link darin öffnen.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await followMailLink(page, 'Bitte bestätigen Sie die Änderung Ihrer Daten', 'Änderung bestätigen');
    await page.getByRole('heading', { level: 1, name: 'Ihre Daten sind geändert' }).waitFor();
    await page.getByRole('link', { name: 'Zum Benutzerprofil' }).click();
    await expect.poll(() => page.getByLabel('E-Mail-Adresse').inputValue()).toBe(newEmail);

    // Deletion: asked first, then confirmed by mail; signed out four seconds later.
    await page.getByRole('button', { name: 'Account löschen' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('Möchten Sie Ihren Account wirklich löschen?').waitFor();
    await screenshot(page, 'profile-delete-question');
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Account löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Account löschen' }).click();
    await page.getByRole('dialog').getByText('Ihr Account wird gelöscht, sobald Sie den Link darin öffnen.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await followMailLink(page, 'Bitte bestätigen Sie das Löschen Ihres Accounts', 'Account endgültig löschen');
    await page.getByRole('heading', { level: 1, name: 'Ihr Account ist gelöscht' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
    await nav(page).getByRole('link', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });
});

describe('forgotten password', () => {
  it('sends a link, sets a new password, and the old one stops working', async () => {
    const { page, close } = await openPage(browser);
    const account = `Wilhelm${Date.now()}`;
    await page.request.post('/api/users/register', {
      data: { email: `${account.toLowerCase()}@example.de`, account, password: 'AltesKennwort1', isDataStoragePermitted: true },
    });
    await visit(page, '/passwort-vergessen');
    await page.getByLabel('E-Mail-Adresse').fill(`${account.toLowerCase()}@example.de`);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByRole('dialog').getByText('haben wir Ihnen eine E-Mail mit einem Link geschickt').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await followMailLink(page, 'Ein neues Kennwort für Ihr Kundenkonto', 'Neues Kennwort festlegen');
    await page.getByRole('heading', { level: 1, name: 'Neues Kennwort festlegen' }).waitFor();
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('NeuesKennwort2');
    await page.getByLabel('Neues Kennwort wiederholen').fill('NeuesKennwort2');
    await page.getByRole('button', { name: 'Kennwort speichern' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('dialog').getByText('Ihr neues Kennwort ist gespeichert.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await signIn(page, account, 'NeuesKennwort2');
    await close();
  });
});
