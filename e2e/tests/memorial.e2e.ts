import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, readText, screenshot, visit } from '../support/browser';
import { DEMO_ADMIN_ACCOUNT, DEMO_ADMIN_PASSWORD, DEMO_OPERATOR_ACCOUNT, DEMO_PAGE_ID } from '../support/demo-data';
import { followMailLink } from '../support/mailbox';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a public memorial page', () => {
  it('shows the deceased, the appointments and the guests’ words; a visitor lights a candle and writes a condolence', async () => {
    const { page, problems, close } = await openPage(browser);
    await visit(page, `/gedenkseite/${DEMO_PAGE_ID}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await readText(page.getByRole('heading', { level: 2, name: 'Termine' }).locator('..'))).toMatch(/\d{4} um \d{2}:\d{2} Uhr/);
    expect(await readText(page.locator('.memorial__dates'))).toMatch(/\* \d{2}\.\d{2}\.\d{4} † \d{2}\.\d{2}\.\d{4}/);
    await expectAccessible(page);
    await screenshot(page, 'memorial-page');

    const candles = page.getByRole('form', { name: 'Eine Kerze anzünden' });
    await candles.getByRole('button', { name: 'Kerze anzünden' }).click();
    await expect.poll(() => readText(candles)).toContain('Bitte geben Sie Ihren Namen an.');
    await candles.getByLabel('Ihr Name').fill('Familie Brandt');
    await candles.getByRole('button', { name: 'Kerze anzünden' }).click();
    await page.getByRole('dialog').getByText('Ihr Eintrag erscheint, sobald die Familie ihn freigegeben hat.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    const condolences = page.getByRole('form', { name: 'Eine Kondolenz schreiben' });
    await condolences.getByLabel('Ihr Name').fill('Ingrid und Paul');
    await condolences.getByRole('button', { name: 'Kondolenz senden' }).click();
    await expect.poll(() => readText(condolences)).toContain('Bitte schreiben Sie ein paar Worte.');
    await condolences.getByLabel('Ihre Worte an die Familie').fill('Wir werden ihr Lachen nie vergessen.');
    await condolences.getByRole('button', { name: 'Kondolenz senden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await condolences.getByLabel('Ihre Worte an die Familie').inputValue()).toBe('');
    // Waiting for approval: not on the page yet.
    expect(await readText(page.locator('main'))).not.toContain('Wir werden ihr Lachen nie vergessen.');
    expect(problems).toEqual([]);
    await close();
  });

  it('lets the administrator approve a waiting condolence, which the public then sees', async () => {
    const { page, problems, close } = await openPage(browser);
    const words = `Danke für alles, ${Date.now()}.`;
    await page.request.post(`/api/memorial-pages/${DEMO_PAGE_ID}/condolences`, { data: { name: 'Chor St. Anna', text: words } });
    await signIn(page, DEMO_ADMIN_ACCOUNT, DEMO_ADMIN_PASSWORD, `/gedenkseite/${DEMO_PAGE_ID}`);
    await page.getByRole('link', { name: 'Gedenkseite verwalten' }).click();
    await page.getByRole('heading', { level: 1, name: /verwalten$/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'memorial-administration');
    await page.getByRole('button', { name: /^Freigeben\W+Chor St\. Anna/ }).first().click();
    await page.getByRole('button', { name: /^Ausblenden\W+Chor St\. Anna/ }).first().waitFor();
    await page.getByRole('link', { name: '← Zur öffentlichen Gedenkseite' }).click();
    await page.getByRole('heading', { level: 2, name: 'Kondolenzen' }).waitFor();
    await expect.poll(() => readText(page.locator('main'))).toContain(words);
    expect(problems).toEqual([]);
    await close();
  });

  it('takes the page over for a book without an account: anonymous sign-in, page attached, start page with a message', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `/gedenkseite/${DEMO_PAGE_ID}`);
    await page.getByRole('link', { name: 'Erinnerungsbuch gestalten' }).click();
    await page.getByRole('heading', { level: 1, name: /^Ein Erinnerungsbuch für / }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ohne Anmeldung beginnen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog').getByText('ist jetzt mit Ihrem Zugang verbunden').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const linked = await page.evaluate(async () => {
      const response = await fetch('/api/users/memorialpages', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()) as Array<{ id: string }>;
    });
    expect(linked.map((entry) => entry.id)).toEqual([DEMO_PAGE_ID]);
    await close();
  });

  it('says plainly when a memorial page does not exist', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/gedenkseite/gibt-es-nicht');
    await page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }).waitFor();
    await close();
  });
});

describe('the shop’s staff', () => {
  it('create a page for a family, whose member chooses a password by mail and then administers it', async () => {
    const { page, close } = await openPage(browser);
    await signIn(page, DEMO_OPERATOR_ACCOUNT, DEMO_ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Betrieb' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gedenkseiten verwalten (Betrieb)' }).waitFor();
    const email = `tochter.${Date.now()}@example.de`;
    await page.getByLabel('Vornamen').fill('Rosemarie');
    await page.getByLabel('Nachname').fill('Lindqvist');
    await page.getByLabel('Sterbedatum').fill('2026-11-19');
    await page.getByLabel('E-Mail-Adresse der verwaltenden Person').fill(email);
    await page.getByRole('button', { name: 'Gedenkseite anlegen' }).click();
    await page.getByRole('dialog').getByText('Die Gedenkseite für Rosemarie Lindqvist ist angelegt.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Rosemarie Lindqvist' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'operator-pages');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Abmelden' }).click();
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await followMailLink(page, 'Die Gedenkseite für Rosemarie Lindqvist ist eingerichtet', 'Kennwort festlegen');
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('Maiglöckchen7');
    await page.getByLabel('Neues Kennwort wiederholen').fill('Maiglöckchen7');
    await page.getByRole('button', { name: 'Kennwort speichern' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await signIn(page, email, 'Maiglöckchen7');
    const pages = await page.evaluate(async () => {
      const response = await fetch('/api/users/memorialpages', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()) as Array<{ id: string; description: string }>;
    });
    expect(pages.map((entry) => entry.description)).toEqual(['Rosemarie Lindqvist']);
    await visit(page, `/gedenkseite/${pages[0]!.id}/verwalten`);
    await page.getByRole('heading', { level: 1, name: 'Gedenkseite von Rosemarie Lindqvist verwalten' }).waitFor();
    await close();
  });
});
