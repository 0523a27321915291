import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, invoiceDueText } from '../../packages/catalogue/src/index';
import { checkAtBothWidths } from '../support/both-widths';
import { callApiInPage, createBooksThroughApi, finishBooksThroughApi } from '../support/books';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, readText, visit } from '../support/browser';
import { DEMO_ADMIN_PASSWORD, DEMO_OPERATOR_ACCOUNT } from '../support/demo-data';
import { signIn } from '../support/sign-in';

// The back office /verwaltung (issue 15): an order placed by the demo funeral director through the
// API is found, opened, its invoice downloaded and moved on to 'versandt' by an operator; the
// customer's shipping mail carries the tracking number.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TRACKING = `JJD00${Date.now()}`;

interface PlacedOrder {
  orderNumber: string;
  totalCents: number;
  email: string;
}

/** Two books, finished, reserved for the director's company and ordered (one of them twice) — all through the API. */
async function placeOrderAsDirector(page: Page, titles: string[]): Promise<PlacedOrder> {
  const bookIds = await createBooksThroughApi(page, titles);
  await finishBooksThroughApi(page, bookIds);
  const call = <T,>(method: string, path: string, body?: unknown) => callApiInPage<T>(page, method, path, body);
  const [company] = await call<Array<{ id: string; name: string }>>('GET', '/api/users/customer-infos');
  if (!company) throw new Error('the demo funeral director works for no company');
  const address = await call<{ id: number }>('POST', `/api/users/shipping-addresses/${encodeURIComponent(company.id)}`, {
    id: null,
    name: 'Filiale Verwaltungstest',
    salutation: 'female',
    firstNames: 'Sabine',
    lastName: 'Lindner',
    companyName: 'Bestattungen Lindner GmbH',
    street: 'Parkstraße',
    streetNumber: '7',
    zipCode: '50667',
    town: 'Köln',
    country: 'de',
  });
  const { reservationId } = await call<{ reservationId: string }>('POST', '/api/books/reservation', {
    bookStates: bookIds.map((bookPk) => ({ bookPk, state: 2 })),
    customerRapidId: company.id,
    shippingAddressId: address.id,
  });
  return call<PlacedOrder>('POST', '/api/orders', {
    reservationId,
    quantities: bookIds.map((bookPk, index) => ({ bookPk, quantity: index === 0 ? 2 : 1 })),
    billingAddress: {
      salutation: 'male',
      firstNames: 'Thomas',
      lastName: 'Lindner',
      companyName: 'Bestattungen Lindner GmbH',
      street: 'Hauptstraße',
      streetNumber: '12',
      zipCode: '50667',
      town: 'Köln',
      country: 'de',
    },
    paymentMethod: 'invoice',
    acceptTerms: true,
  });
}

describe('the back office (/verwaltung)', () => {
  it('lets an operator find an order, download its invoice, ship it with a tracking number and read its history', async () => {
    const stamp = Date.now();
    const titles = [`Für Hedwig ${stamp}`, `Für Anton ${stamp}`];
    const director = await openPage(browser);
    await signIn(director.page, 'lindner', DEMO_ADMIN_PASSWORD);
    const order = await placeOrderAsDirector(director.page, titles);
    expect(order.orderNumber).toMatch(/^EB-\d{4}-\d{5,}$/);
    // A customer who finds the address is told calmly that it is for staff only.
    await visit(director.page, '/verwaltung');
    await director.page.getByRole('heading', { level: 1, name: 'Nur für Mitarbeitende' }).waitFor();
    await director.close();

    const { page, problems, close } = await openPage(browser);
    await signIn(page, DEMO_OPERATOR_ACCOUNT, DEMO_ADMIN_PASSWORD);
    // 'Betrieb' in the header opens the orders; the area's navigation is on every page of it.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Betrieb' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    const areas = page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
    expect(await areas.getByRole('link').allTextContents()).toEqual(['Bestellungen', 'Rückmeldungen', 'Gedenkseiten']);

    // Found by a part of a book's title; the status filter narrows it (auto-accepted: 'bestätigt').
    await page.getByRole('searchbox', { name: 'Suche' }).fill(`Anton ${stamp}`);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL((url) => url.searchParams.get('suche') === `Anton ${stamp}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.orderNumber }) });
    await row.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Bestellung' }).innerText()).toBe('1 Bestellung');
    const rowText = await readText(row);
    expect(rowText).toContain('Bestattungen Lindner');
    expect(rowText).toContain(formatEuro(order.totalCents).replaceAll('\u00a0', ' '));
    expect(rowText).toContain('bestätigt');
    await page.getByLabel('Status').selectOption({ label: 'in Produktion' });
    await page.getByText('Keine Bestellung passt zu dieser Auswahl.').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'bestätigt' });
    await row.waitFor();
    await checkAtBothWidths(page, 'back-office-orders');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    await row.getByRole('link', { name: order.orderNumber }).click();
    await page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` }).waitFor();
    for (const title of titles) await page.getByRole('rowheader', { name: title }).waitFor();

    // The invoice PDF: the seller, the VAT it contains, the total and when it is due.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Rechnung (PDF)' }).click();
    const download = await downloading;
    const pdfPath = (await download.path())!;
    const pdfText = (mode: string) => execFileSync('pdftotext', [mode, pdfPath, '-'], { encoding: 'utf8' }).replace(/[ \u00a0]+/g, ' ');
    const pdf = pdfText('-layout');
    expect(pdf).toContain('Beispiel Erinnerungswerk GmbH');
    expect(pdf).toMatch(/enthaltene MwSt\. 19 %/);
    expect(pdf).toMatch(new RegExp(`Rechnungsbetrag ${formatEuro(order.totalCents).replace(/[ \u00a0]+/g, ' ').replace('.', '\\.')}`));
    // Read in its own order: in the layout the due sentence shares its lines with the delivery address.
    expect(pdfText('-raw').replace(/\s+/g, ' ')).toContain(invoiceDueText());

    // Not yet handed to production: the print files say why they cannot be had.
    expect(await page.getByRole('button', { name: `Innenseiten von „${titles[0]}“ (PDF)` }).isDisabled()).toBe(true);

    // confirmed → in Produktion → versandt; 'versandt' needs the tracking number.
    const actions = page.getByRole('region', { name: 'Status ändern' });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['In Produktion geben', 'Bestellung stornieren']);
    await actions.getByRole('button', { name: 'In Produktion geben' }).click();
    await page.getByText('Status: in Produktion').waitFor();
    await actions.getByRole('button', { name: 'Als versandt melden' }).click();
    await actions.getByText('Bitte geben Sie die Sendungsnummer an.').waitFor();
    await checkAtBothWidths(page, 'back-office-order');
    await actions.getByLabel('Sendungsnummer').fill(TRACKING);
    await actions.getByRole('button', { name: 'Als versandt melden' }).click();
    await page.getByText('Status: versandt').waitFor();
    await page.getByText(`Sendungsnummer: ${TRACKING}`).waitFor();
    await actions.getByText('Für diese Bestellung ist kein weiterer Statuswechsel möglich.').waitFor();

    // The history names who did what.
    const history = page.getByRole('region', { name: 'Verlauf' });
    const entries = await history.getByRole('row').allInnerTexts();
    expect(entries.some((entry) => entry.includes(DEMO_OPERATOR_ACCOUNT) && entry.includes('bestätigt → in Produktion'))).toBe(true);
    expect(entries.some((entry) => entry.includes(DEMO_OPERATOR_ACCOUNT) && entry.includes('in Produktion → versandt'))).toBe(true);

    // Payment received, and taken back: a toggle; each change is in the history with the operator's name.
    const paymentPanel = page.getByRole('region', { name: 'Rechnung und Zahlung' });
    const payment = paymentPanel.getByRole('button', { name: 'Zahlung eingegangen' });
    expect(await payment.getAttribute('aria-pressed')).toBe('false');
    await payment.click();
    await paymentPanel.getByText(/^Die Zahlung ist am \d\d\.\d\d\.\d{4}, \d\d:\d\d eingegangen\.$/).waitFor();
    expect(await payment.getAttribute('aria-pressed')).toBe('true');
    await checkAtBothWidths(page, 'back-office-order-shipped');
    await payment.click();
    await paymentPanel.getByText('Die Zahlung ist noch offen.').waitFor();
    expect(await payment.getAttribute('aria-pressed')).toBe('false');
    const paymentEntries = (await history.getByRole('row').allInnerTexts()).filter((entry) => entry.includes(DEMO_OPERATOR_ACCOUNT) && entry.includes('Zahlung'));
    expect(paymentEntries).toHaveLength(2);

    // The feedback list is one tab away.
    await areas.getByRole('link', { name: 'Rückmeldungen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rückmeldungen' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('/dev/mails'))).toEqual([]);

    // The customer's shipping mail names the tracking number.
    await page.goto('/dev/mails');
    await page.getByRole('listitem').filter({ hasText: `an ${order.email}` }).getByRole('link', { name: `Ihre Bestellung ${order.orderNumber} ist unterwegs` }).first().click();
    await page.getByText(TRACKING).first().waitFor();
    await close();
  }, 120_000);
});
