import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, readText, screenshot, visit } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('signing in and out (OpenID Connect, code flow with PKCE)', () => {
  it('signs in on our German page, keeps token and user, and signs out again', async () => {
    const { page, problems, close } = await openPage(browser);
    const account = `Hildegard${Date.now()}`;
    const registered = await page.request.post('/api/users/register', {
      data: { email: `${account.toLowerCase()}@example.de`, account, password: 'Nelken2026', isDataStoragePermitted: true },
    });
    expect(registered.status()).toBe(200);

    await visit(page, '/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'oidc-login');

    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(account);
    await page.getByLabel('Kennwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').getByText('Benutzername oder Kennwort ist falsch.').waitFor();
    expect(await page.getByLabel('Benutzername oder E-Mail-Adresse').inputValue()).toBe(account);

    await page.getByLabel('Kennwort').fill('Nelken2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Abmelden' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Benutzerprofil' }).count()).toBe(1);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(stored.user).toMatchObject({ account, isTemporary: false, mayOrderBooks: false });
    await screenshot(page, 'signed-in');

    await nav.getByRole('link', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { name: 'Möchten Sie sich abmelden?' }).waitFor();
    await screenshot(page, 'oidc-logout');
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The wrong password's 401 is the expected answer; nothing else may fail.
    expect(problems.filter((problem) => !/status of 401|HTTP 401 .*\/login$/.test(problem))).toEqual([]);
    await close();
  });

  it('goes back where it started when sign-in is cancelled on the issuer’s page', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/login?ziel=/preise');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('button', { name: 'Abbrechen und zurück zum Shop' }).click();
    await page.waitForURL((url) => url.pathname === '/preise');
    await page.getByRole('heading', { level: 1, name: 'Preise' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });

  it('signs out this tab when another tab signs out', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/preise');
    await page.evaluate(() => {
      localStorage.setItem('token', 'x.y.z');
      localStorage.setItem('user', JSON.stringify({ account: 'Anna', isTemporary: false }));
    });
    const second = await page.context().newPage();
    await second.goto('/preise');
    await second.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    expect(await readText(second.getByRole('navigation', { name: 'Hauptnavigation' }))).toContain('Abmelden');
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await second.waitForURL((url) => url.pathname === '/');
    await second.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anmelden' }).waitFor();
    await close();
  });
});
