import type { Page } from 'playwright-core';
import { visit } from './browser';

/** Signs in through the shop's login page and the issuer's German form, as a person would. */
export async function signIn(page: Page, account: string, password: string, returnTo = '/'): Promise<void> {
  await visit(page, returnTo === '/' ? '/login' : `/login?ziel=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(account);
  await page.getByLabel('Kennwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Abmelden' }).waitFor();
}

/** A visitor opens /upload, passes the guard with trial access, and lands on the photo page. */
export async function startWithTrialAccess(page: Page): Promise<void> {
  await visit(page, '/upload');
  await page.waitForURL(/interstitial/);
  await page.getByRole('button', { name: 'Testzugang' }).click();
  await page.waitForURL('**/upload');
  await page.getByRole('heading', { level: 1, name: 'Ihre Fotos hochladen' }).waitFor();
}
