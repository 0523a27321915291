import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, readText, screenshot, visit } from '../support/browser';
import { DEMO_ADMIN_ACCOUNT, DEMO_ADMIN_PASSWORD, DEMO_OPERATOR_ACCOUNT, DEMO_PAGE_ID } from '../support/demo-data';
import { followMailLink } from '../support/mailbox';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const main = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** Screenshots at 1280 and 390 px wide, then back to the desktop. */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}

/** Reads an API answer with the page's own sign-in, as the app would. */
const apiAsUser = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

describe('a public memorial page', () => {
  it('from a demo page to a linked book: a candle, a condolence, its approval by the administrator, a book started from the page', async () => {
    const { page, problems, close } = await openPage(browser);
    const stamp = Date.now();
    const guest = `Ingrid und Paul ${stamp}`;
    const words = `Wir werden ihr Lachen nie vergessen. (${stamp})`;

    // A visitor opens the demo page.
    await visit(page, `/gedenkseite/${DEMO_PAGE_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Margarete Weber' }).waitFor();
    expect(await readText(page.getByRole('heading', { level: 2, name: 'Termine' }).locator('..'))).toMatch(/\d{4} um \d{2}:\d{2} Uhr/);
    expect(await readText(page.locator('.memorial__dates'))).toMatch(/\* \d{2}\.\d{2}\.\d{4} † \d{2}\.\d{2}\.\d{4}/);
    await expectAccessible(page);
    await screenshotsAtBothWidths(page, 'memorial-page');

    // …lights a candle (the form says what is missing)…
    const candles = page.getByRole('form', { name: 'Eine Kerze anzünden' });
    await candles.getByRole('button', { name: 'Kerze anzünden' }).click();
    await expect.poll(() => readText(candles)).toContain('Bitte geben Sie Ihren Namen an.');
    await candles.getByLabel('Ihr Name').fill(`Familie Brandt ${stamp}`);
    await candles.getByRole('button', { name: 'Kerze anzünden' }).click();
    await page.getByRole('dialog').getByText('Ihr Eintrag erscheint, sobald die Familie ihn freigegeben hat.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    // …and writes a condolence in the form, which waits for the family.
    const condolences = page.getByRole('form', { name: 'Eine Kondolenz schreiben' });
    await condolences.getByLabel('Ihr Name').fill(guest);
    await condolences.getByRole('button', { name: 'Kondolenz senden' }).click();
    await expect.poll(() => readText(condolences)).toContain('Bitte schreiben Sie ein paar Worte.');
    await condolences.getByLabel('Ihre Worte an die Familie').fill(words);
    await condolences.getByRole('button', { name: 'Kondolenz senden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await condolences.getByLabel('Ihre Worte an die Familie').inputValue()).toBe('');
    expect(await readText(page.locator('main'))).not.toContain(words);

    // The administrator signs in through the page's own login (/login/{id}) and lands in its administration.
    await visit(page, `/login/${DEMO_PAGE_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Ein Erinnerungsbuch für Margarete Weber' }).waitFor();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(DEMO_ADMIN_ACCOUNT);
    await page.getByLabel('Kennwort').fill(DEMO_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === `/gedenkseite/${DEMO_PAGE_ID}/verwalten`);
    await page.getByRole('heading', { level: 1, name: 'Gedenkseite von Margarete Weber verwalten' }).waitFor();
    await main(page).getByRole('link', { name: 'Gedenkseite verwalten' }).waitFor();

    // She approves exactly that condolence; the candle still waits.
    await page.getByRole('button', { name: new RegExp(`^Freigeben\\W+${guest}$`) }).click();
    await page.getByRole('button', { name: new RegExp(`^Ausblenden\\W+${guest}$`) }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Freigeben\\W+Familie Brandt ${stamp}$`) }).waitFor();
    await page.getByRole('link', { name: '← Zur öffentlichen Gedenkseite' }).click();
    await page.getByRole('heading', { level: 2, name: 'Kondolenzen' }).waitFor();
    await expect.poll(() => readText(page.locator('main'))).toContain(words);
    expect(await readText(page.locator('main'))).not.toContain(`Familie Brandt ${stamp}`);

    // From the memorial page to a book: takeover, selection, details with the page already chosen.
    await page.getByRole('button', { name: 'Erinnerungsbuch gestalten' }).click();
    await page.waitForURL('**/auswahl/format');
    await page.getByRole('button', { name: 'Quadratisch wählen' }).click();
    await page.getByRole('button', { name: 'Rosenzeit wählen' }).click();
    await page.getByRole('button', { name: 'Hardcover Echtfotopapier wählen' }).click();
    await page.waitForURL('**/auswahl/details');
    await page.getByText('Verknüpft mit der Gedenkseite für Margarete Weber').waitFor();
    await screenshot(page, 'memorial-details-linked');
    await page.getByLabel('Name des Buches').fill(`Für Mama ${stamp}`);
    await page.getByRole('button', { name: 'Buch gestalten' }).click();
    await page.waitForURL(/\/upload\/\d+$/);
    const bookId = /\/upload\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];

    // The new book carries the page: its memorial data, with the condolence just approved.
    const data = await apiAsUser<{ fullName: { value: string } }>(page, `/api/memorialpages/${bookId}`);
    expect(data.fullName.value).toBe('Margarete Weber');
    const bookCondolences = await apiAsUser<Array<{ name: string; text: string }>>(page, `/api/memorialpages/${bookId}/condolences`);
    expect(bookCondolences[0]).toMatchObject({ name: guest, text: words });
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
    // The page they came from is chosen for the book already (lastVisitedPageId).
    await page.getByRole('link', { name: 'Direkt starten' }).first().click();
    await page.getByRole('button', { name: 'A4 Hochformat wählen' }).click();
    await page.getByRole('button', { name: 'Stille Weite wählen' }).click();
    await page.getByRole('button', { name: 'Softcover Echtfotopapier wählen' }).click();
    await page.waitForURL('**/auswahl/details');
    await page.getByText('Verknüpft mit der Gedenkseite für Margarete Weber').waitFor();
    await close();
  });

  it('says plainly when a memorial page does not exist', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/gedenkseite/gibt-es-nicht');
    await page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }).waitFor();
    await close();
  });
});

describe('the page’s administrator', () => {
  it('adds an appointment, shows public/private labels, uploads a portrait, and may keep the name private', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page, DEMO_ADMIN_ACCOUNT, DEMO_ADMIN_PASSWORD, `/gedenkseite/${DEMO_PAGE_ID}/verwalten`);
    await page.getByRole('heading', { level: 1, name: 'Gedenkseite von Margarete Weber verwalten' }).waitFor();

    // A new appointment in German time, public.
    const newAppointment = page.getByRole('form', { name: 'Neuer Termin' });
    await newAppointment.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await expect.poll(() => readText(newAppointment)).toContain('Bitte sagen Sie, was stattfindet, z. B. „Trauerfeier“.');
    await newAppointment.getByLabel('Datum').fill('2026-12-20');
    await newAppointment.getByLabel('Uhrzeit').fill('10:30');
    await newAppointment.getByLabel('Was findet statt?').fill('Rosenkranzgebet');
    await newAppointment.getByLabel('Ort und Adresse').fill('Pfarrkirche St. Anna, Kirchplatz 1, Kastellhain');
    await newAppointment.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await page.getByRole('dialog').getByText('Der Termin ist eingetragen.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('form', { name: 'Rosenkranzgebet' }).waitFor();

    // 'öffentlich' / 'privat' beside each field once asked for.
    expect(await page.locator('.privacy-label').count()).toBe(0);
    await page.getByLabel('„öffentlich“ und „privat“ neben den Angaben zeigen').check();
    await page.getByRole('button', { name: 'Gedenkseite speichern' }).click();
    await page.getByRole('dialog').getByText('Die Gedenkseite ist gespeichert.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.locator('.privacy-label', { hasText: 'privat' }).count()).toBeGreaterThan(0);

    // A portrait: the wrong kind of file is refused at once, a photo replaces the drawing.
    const portrait = page.getByRole('region', { name: 'Porträt' });
    await portrait.getByLabel('Anderes Foto auswählen').setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Kein Bild') });
    await portrait.getByRole('button', { name: 'Foto ersetzen' }).click();
    await expect.poll(() => readText(portrait)).toContain('Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP.');
    await portrait.getByLabel('Anderes Foto auswählen').setInputFiles({ name: 'mama.png', mimeType: 'image/png', buffer: await drawnPhoto(page) });
    await portrait.getByRole('button', { name: 'Foto ersetzen' }).click();
    await page.getByRole('dialog').getByText('Das Porträt ist gespeichert.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await portrait.getByRole('img').getAttribute('src')).toMatch(/\/portrait\/[0-9a-f]{20}\.webp$/);
    await expectAccessible(page);
    await screenshotsAtBothWidths(page, 'memorial-administration');

    // The public page: the new appointment and portrait.
    await page.getByRole('link', { name: '← Zur öffentlichen Gedenkseite' }).click();
    await page.waitForURL((url) => url.pathname === `/gedenkseite/${DEMO_PAGE_ID}`);
    await page.locator('.appointments').getByText('Rosenkranzgebet').waitFor();
    expect(await readText(page.getByRole('heading', { level: 2, name: 'Termine' }).locator('..'))).toContain('Sonntag, 20. Dezember 2026 um 10:30 Uhr');
    await expect.poll(() => page.getByRole('img', { name: 'Porträt von Margarete Weber' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await screenshotsAtBothWidths(page, 'memorial-page-portrait');

    // With the names private, the page still has a dignified heading.
    await page.getByRole('link', { name: 'Gedenkseite verwalten' }).first().click();
    await page.getByLabel('öffentlich sichtbar (Vornamen)').uncheck();
    await page.getByLabel('öffentlich sichtbar (Nachname)').uncheck();
    await page.getByRole('button', { name: 'Gedenkseite speichern' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: '← Zur öffentlichen Gedenkseite' }).click();
    await page.getByRole('heading', { level: 1, name: 'In stillem Gedenken' }).waitFor();
    expect(await page.locator('.memorial__eyebrow').count()).toBe(0);
    await page.getByRole('img', { name: 'Porträt der verstorbenen Person' }).waitFor();
    await page.getByRole('link', { name: 'Gedenkseite verwalten' }).first().click();
    await page.getByLabel('öffentlich sichtbar (Vornamen)').check();
    await page.getByLabel('öffentlich sichtbar (Nachname)').check();
    await page.getByRole('button', { name: 'Gedenkseite speichern' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(problems).toEqual([]);
    await close();
  });
});

/** A small photo drawn in the browser (PNG), as a camera would deliver one. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 0, 600);
    gradient.addColorStop(0, '#d9c6b0');
    gradient.addColorStop(1, '#7a5a44');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 480, 600);
    context.fillStyle = '#f3e9dc';
    context.beginPath();
    context.arc(240, 250, 120, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('the shop’s staff', () => {
  it('create a page for a family, whose member chooses a password by mail and then administers it', async () => {
    const { page, close } = await openPage(browser);
    await signIn(page, DEMO_OPERATOR_ACCOUNT, DEMO_ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Betrieb' }).click();
    // 'Betrieb' opens the back office (orders); its area navigation leads to the memorial pages.
    await page.getByRole('navigation', { name: 'Bereiche der Verwaltung' }).getByRole('link', { name: 'Gedenkseiten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gedenkseiten verwalten (Betrieb)' }).waitFor();
    const email = `tochter.${Date.now()}@example.de`;
    await page.getByLabel('Vornamen').fill('Rosemarie');
    await page.getByLabel('Nachname').fill('Lindqvist');
    await page.getByLabel('Sterbedatum').fill('2026-11-19');
    await page.getByLabel('E-Mail-Adresse der verwaltenden Person').fill(email);
    // The demo funeral company, named as an operator might type it: families then see its logo.
    await page.getByLabel('Bestattungsunternehmen (optional)').fill('bestattungen lindner');
    await page.getByRole('button', { name: 'Gedenkseite anlegen' }).click();
    await page.getByRole('dialog').getByText('Die Gedenkseite für Rosemarie Lindqvist ist angelegt.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Rosemarie Lindqvist' }) }).first();
    await row.getByText('Bestattungen Lindner').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'operator-pages');
    // The row's small form: the company can be removed (and named again).
    await row.getByRole('button', { name: 'Bestattungsunternehmen für Rosemarie Lindqvist ändern' }).click();
    await row.getByLabel('Bestattungsunternehmen für Rosemarie Lindqvist').waitFor();
    await expectAccessible(page);
    await row.scrollIntoViewIfNeeded();
    await screenshotsAtBothWidths(page, 'operator-page-company');
    await row.getByRole('button', { name: 'Entfernen' }).click();
    await row.getByText('keines').waitFor();
    await row.getByRole('button', { name: 'Bestattungsunternehmen für Rosemarie Lindqvist ändern' }).click();
    await row.getByLabel('Bestattungsunternehmen für Rosemarie Lindqvist').fill('Bestattungen Lindner');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await row.getByText('Bestattungen Lindner').waitFor();
    // Signing out asks nothing and ends on the start page.
    await main(page).getByRole('link', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await main(page).getByRole('link', { name: 'Anmelden' }).waitFor();

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
    // The menu leads the new administrator to the page's administration.
    await main(page).getByRole('link', { name: 'Gedenkseite verwalten' }).click();
    await page.waitForURL((url) => url.pathname === `/gedenkseite/${pages[0]!.id}/verwalten`);
    await page.getByRole('heading', { level: 1, name: 'Gedenkseite von Rosemarie Lindqvist verwalten' }).waitFor();
    await close();
  });
});
