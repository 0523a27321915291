import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths } from '../support/both-widths';
import { callApiInPage } from '../support/books';
import { expectNoSidewaysScroll, launchBrowser, openPage, PHONE, readText, DESKTOP } from '../support/browser';
import { DEMO_ADMIN_PASSWORD } from '../support/demo-data';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('shipping addresses (/lieferanschriften)', () => {
  it('lets the demo funeral director add, change and delete a company address, with SPEC.md’s messages', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page, 'lindner', DEMO_ADMIN_PASSWORD);
    // The ordering tests leave addresses of this company behind: start from none, as a new company does.
    const left = await callApiInPage<Array<{ id: number }>>(page, 'GET', '/api/users/shipping-addresses-by-rapid-id/bestattungen-lindner');
    for (const { id } of left) await callApiInPage(page, 'DELETE', `/api/users/shipping-addresses/${id}`);
    // The user menu has the entry because the director works for a company.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Lieferanschriften' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lieferanschriften' }).waitFor();
    // The only company is chosen already.
    expect(await page.getByLabel('Unternehmen').locator('option:checked').textContent()).toContain('Bestattungen Lindner');
    await page.getByRole('heading', { level: 2, name: 'Lieferanschriften von Bestattungen Lindner' }).waitFor();

    // An empty form lists every message; a four-digit postcode is refused for a German company.
    await page.getByRole('button', { name: 'Neue Lieferanschrift' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => page.locator('.address-form [role="alert"]').innerText())
      .toBe(
        [
          'Bitte geben Sie der Adresse eine Bezeichnung.',
          'Die Anrede ist erforderlich.',
          'Ein Vorname ist erforderlich.',
          'Der Nachname ist erforderlich.',
          'Bitte geben Sie die Straße und den ort an.',
          'Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.',
        ].join('\n'),
      );
    await page.getByLabel('Bezeichnung').fill('Filiale Am Stadtpark');
    await page.getByRole('radio', { name: 'Frau' }).check();
    await page.getByLabel('Vorname(n)').fill('Sabine');
    await page.getByLabel('Nachname').fill('Lindner');
    await page.getByLabel('Firma (optional)').fill('Bestattungen Lindner GmbH');
    await page.getByLabel('Straße').fill('Parkstraße');
    await page.getByLabel('Hausnummer').fill('7');
    await page.getByLabel('Postleitzahl').fill('8045');
    await page.getByLabel('Ort').fill('Köln');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.address-form [role="alert"]').innerText()).toBe('Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.');
    await checkAtBothWidths(page, 'shipping-addresses-form-errors');

    await page.getByLabel('Postleitzahl').fill('50667');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const card = page.locator('.address-card', { hasText: 'Filiale Am Stadtpark' });
    await card.waitFor();
    expect(await readText(card.locator('.address-card__new'))).toBe('neu');
    expect(await card.locator('address').innerText()).toBe('Bestattungen Lindner GmbH\nFrau Sabine Lindner\nParkstraße 7\n50667 Köln\nDeutschland');
    await page.getByRole('status').getByText('Die Lieferanschrift „Filiale Am Stadtpark“ wurde gespeichert.').waitFor({ state: 'attached' });
    await checkAtBothWidths(page, 'shipping-addresses-list');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    // Edit: the form comes filled in; the list shows the change after saving.
    await card.getByRole('button', { name: 'Lieferanschrift „Filiale Am Stadtpark“ bearbeiten' }).click();
    expect(await page.getByLabel('Ort').inputValue()).toBe('Köln');
    await page.getByLabel('Ort').fill('Bonn');
    await page.getByLabel('Postleitzahl').fill('53111');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => card.locator('address').innerText()).toContain('53111 Bonn');
    await expect.poll(() => page.locator('.address-form').count()).toBe(0);

    // Delete asks first (Nein keeps it), then removes it from the list.
    await card.getByRole('button', { name: 'Lieferanschrift „Filiale Am Stadtpark“ löschen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Möchten Sie diese Adresse unwiederruflich löschen?').waitFor();
    await dialog.getByRole('button', { name: 'Nein' }).click();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: 'Lieferanschrift „Filiale Am Stadtpark“ löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(await readText(page.locator('.addresses-page'))).toContain('Für dieses Unternehmen ist noch keine Lieferanschrift gespeichert.');

    expect(problems).toEqual([]);
    await close();
  });
});
