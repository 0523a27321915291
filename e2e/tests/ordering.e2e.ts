import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../packages/api-contract/src/orders';
import { formatEuro, invoiceDueText } from '../../packages/catalogue/src/index';
import { checkAtBothWidths } from '../support/both-widths';
import { createBooksThroughApi, finishBooksThroughApi } from '../support/books';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, openPage, PHONE, readText, screenshot, visit } from '../support/browser';
import { DEMO_ADMIN_PASSWORD } from '../support/demo-data';
import { mailAttachment } from '../support/mailbox';
import { signIn } from '../support/sign-in';

// Ordering (issue 15) as the demo funeral director: tick two finished books, the basket asks for whom
// and where to, the checkout takes copies, billing address and the AGB, 'Zahlungspflichtig bestellen'
// leads back to /buecher with the thanks; the receipt and the confirmation with the invoice PDF arrive.
// And the list that another workplace changed meanwhile (SPEC.md section 8).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CART_STORAGE_KEY = 'eb.bookCart';
const ADDRESS = { salutation: 'female', firstNames: 'Sabine', lastName: 'Lindner', companyName: 'Bestattungen Lindner GmbH', street: 'Parkstraße', streetNumber: '7', zipCode: '50667', town: 'Köln', country: 'de' };

/** A shipping address of the director's company, made through the API (its page has its own test). */
async function addCompanyAddress(page: Page, name: string): Promise<{ companyName: string }> {
  return page.evaluate(
    async ({ name, address }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' };
      const [company] = (await (await fetch('/api/users/customer-infos', { headers })).json()) as Array<{ id: string; name: string }>;
      if (!company) throw new Error('the demo funeral director works for no company');
      const response = await fetch(`/api/users/shipping-addresses/${encodeURIComponent(company.id)}`, { method: 'POST', headers, body: JSON.stringify({ id: null, name, ...address }) });
      if (!response.ok) throw new Error(`address: HTTP ${response.status}`);
      return { companyName: company.name };
    },
    { name, address: ADDRESS },
  );
}

/** Only the given books are ticked in this window (other tests leave finished books of the same account). */
async function tickOnly(page: Page, bookIds: number[]): Promise<void> {
  await page.evaluate(
    async ({ key, ticked }) => {
      const books = (await (await fetch('/api/books', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } })).json()) as Array<{ pk: number }>;
      sessionStorage.setItem(key, JSON.stringify(Object.fromEntries(books.map((book) => [book.pk, ticked.includes(book.pk)]))));
    },
    { key: CART_STORAGE_KEY, ticked: bookIds },
  );
}

/** Another workplace orders the book privately, behind the open page's back. */
async function orderElsewhere(page: Page, bookId: number): Promise<void> {
  await page.evaluate(
    async ({ bookId, address }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' };
      const post = async <T,>(path: string, body: unknown): Promise<T> => {
        const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      };
      const { reservationId } = await post<{ reservationId: string }>('/api/books/reservation', { bookStates: [{ bookPk: bookId, state: 2 }], customerRapidId: null, shippingAddressId: 0 });
      const { salutation, firstNames, lastName, street, streetNumber, zipCode, town, country } = address;
      await post('/api/orders', {
        reservationId,
        quantities: [{ bookPk: bookId, quantity: 1 }],
        billingAddress: { salutation, firstNames, lastName, companyName: null, street, streetNumber, zipCode, town, country },
        paymentMethod: 'invoice',
        acceptTerms: true,
      });
    },
    { bookId, address: ADDRESS },
  );
}

const bookState = (page: Page, bookId: number) =>
  page.evaluate(async (id) => {
    const books = (await (await fetch('/api/books', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } })).json()) as Array<{ pk: number; state: number }>;
    return books.find((book) => book.pk === id)?.state;
  }, bookId);

describe('ordering (basket, checkout, mails)', () => {
  it('orders two finished books for the company, with the thanks on /buecher and the invoice mailed; a changed list is refused', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page, 'lindner', DEMO_ADMIN_PASSWORD);
    const stamp = Date.now();
    const titles = [`Für Margarete ${stamp}`, `Für Heinrich ${stamp}`, `Für Ilse ${stamp}`];
    const ids = await createBooksThroughApi(page, titles);
    await finishBooksThroughApi(page, ids);
    const addressName = `Filiale Bestelltest ${stamp}`;
    const { companyName } = await addCompanyAddress(page, addressName);
    // Two addresses, so one has to be chosen (a single one is chosen by itself).
    await addCompanyAddress(page, `Filiale Süd ${stamp}`);
    await tickOnly(page, ids.slice(0, 2));

    // The basket: for whom (the one company is chosen already) and where to.
    await visit(page, '/buecher');
    const basket = page.getByRole('button', { name: /^Warenkorb/ });
    expect(await readText(basket)).toContain('2 Bücher ausgewählt');
    await basket.click();
    const dialog = page.getByRole('dialog', { name: 'Für wen bestellen Sie?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: `Für ${companyName}` }).isChecked()).toBe(true);
    const addressSelect = dialog.getByLabel('Lieferanschrift');
    await addressSelect.waitFor();
    expect(await addressSelect.locator('option[disabled]').innerText()).toBe('Bitte wählen Sie eine Lieferanschrift');
    // Without an address the basket does not open.
    await dialog.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Bitte wählen Sie eine Lieferanschrift' }).waitFor();
    await addressSelect.selectOption({ label: `${addressName}: Parkstraße 7, 50667 Köln` });
    await checkAtBothWidths(page, 'ordering-basket-dialog');
    await dialog.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();

    // The checkout: both books, two copies of the first, the company's address, the sums live.
    await page.waitForURL(/\/warenkorb\/[0-9a-f-]{36}$/);
    const checkoutUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Warenkorb und Bestellung' }).waitFor();
    const lines = page.getByRole('region', { name: 'Ihre Bücher' });
    for (const title of titles.slice(0, 2)) await lines.getByRole('heading', { level: 3, name: title }).waitFor();
    expect(await lines.getByRole('heading', { level: 3, name: titles[2] }).count()).toBe(0);
    expect(await readText(page.locator('.checkout__address'))).toContain(addressName);
    const total = page.locator('[data-total]');
    const totalBefore = await readText(total);
    await page.getByRole('button', { name: `Ein Exemplar mehr von „${titles[0]}“` }).click();
    expect(await page.getByLabel(`Anzahl von „${titles[0]}“`).inputValue()).toBe('2');
    await page.waitForFunction(([selector, before]) => document.querySelector(selector)?.textContent?.replaceAll('\u00a0', ' ') !== before, ['[data-total]', totalBefore] as const);
    await page.getByText('enthaltene MwSt. 19\u00a0%').waitFor();
    await page.getByText(invoiceDueText()).waitFor();

    await page.getByRole('radio', { name: 'Herr' }).check();
    for (const [label, value] of [
      ['Vorname(n)', 'Thomas'],
      ['Nachname', 'Lindner'],
      ['Firma (optional)', 'Bestattungen Lindner GmbH'],
      ['Straße', 'Hauptstraße'],
      ['Hausnummer', '12'],
      ['Postleitzahl', '5066'],
      ['Ort', 'Köln'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    // A wrong postcode and no AGB: SPEC's messages, nothing is ordered.
    const order = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await order.click();
    await page.getByRole('alert').getByText('Bitte geben Sie eine fünfstellige Postleitzahl und einen Ort an.').waitFor();
    await page.getByRole('alert').getByText(ORDER_MESSAGES.termsRequired).waitFor();
    await page.getByLabel('Postleitzahl', { exact: true }).fill('50667');
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await checkAtBothWidths(page, 'ordering-checkout');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(DESKTOP);

    const shownTotal = await readText(total);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
    await order.click();
    const placed = (await (await answer).json()) as { orderNumber: string; totalCents: number; email: string; lines: Array<{ title: string; quantity: number }> };
    // The page priced exactly as the server does.
    expect(shownTotal).toBe(formatEuro(placed.totalCents).replaceAll('\u00a0', ' '));
    expect(Object.fromEntries(placed.lines.map((line) => [line.title, line.quantity]))).toEqual({ [titles[0]!]: 2, [titles[1]!]: 1 });

    // Back on /buecher: the calm thanks has the focus; the books are ordered now.
    await page.waitForURL((url) => url.pathname === '/buecher');
    const notice = page.locator(`[data-order-placed="${placed.orderNumber}"]`);
    await notice.waitFor();
    expect(await readText(notice)).toContain(`Vielen Dank für Ihre Bestellung ${placed.orderNumber}. Die Eingangsbestätigung ist unterwegs an ${placed.email}.`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-order-placed'))).toBe(placed.orderNumber);
    const ordered = page.getByRole('region', { name: 'Bestellte Erinnerungsbücher' });
    for (const title of titles.slice(0, 2)) await ordered.getByText(title).first().waitFor();
    expect(await bookState(page, ids[0]!)).toBe(3);
    await screenshot(page, 'ordering-placed');
    // The thanks replaced the checkout: Back leads to the list as it was, not to the ordered basket.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/buecher');

    // The spent checkout (a bookmark, a reload): it says calmly that this basket is gone.
    await visit(page, new URL(checkoutUrl).pathname);
    await page.getByText(ORDER_MESSAGES.reservationGone).waitFor();
    await screenshot(page, 'ordering-basket-gone');
    // The failure page: what happened and the two ways on.
    await visit(page, `/bestell-fehler/${new URL(checkoutUrl).pathname.split('/').pop() ?? ''}`);
    await page.getByRole('link', { name: 'Erneut versuchen' }).waitFor();
    await checkAtBothWidths(page, 'ordering-order-error');

    // The mails: the receipt, and the confirmation with the invoice PDF.
    await page.goto('/dev/mails');
    await page.getByRole('link', { name: `Ihre Bestellung ${placed.orderNumber} ist eingegangen` }).first().waitFor();
    const pdf = await mailAttachment(page, `Auftragsbestätigung und Rechnung zu Ihrer Bestellung ${placed.orderNumber}`);
    const pdfPath = join(mkdtempSync(join(tmpdir(), 'eb-ordering-')), 'rechnung.pdf');
    writeFileSync(pdfPath, pdf);
    const pdfText = (mode: string) => execFileSync('pdftotext', [mode, pdfPath, '-'], { encoding: 'utf8' }).replace(/[ \u00a0]+/g, ' ');
    const layout = pdfText('-layout');
    expect(layout).toContain('Beispiel Erinnerungswerk GmbH');
    expect(layout).toMatch(/enthaltene MwSt\. 19 %/);
    expect(layout).toContain(formatEuro(placed.totalCents).replace(/[ \u00a0]+/g, ' '));
    expect(pdfText('-raw').replace(/\s+/g, ' ')).toContain(invoiceDueText());

    // Another workplace orders the third book while this list still shows it as finished.
    await visit(page, '/buecher');
    const third = page.getByRole('article').filter({ hasText: titles[2] });
    await third.getByRole('checkbox', { name: 'In den Warenkorb' }).check();
    await orderElsewhere(page, ids[2]!);
    await basket.click();
    await dialog.getByLabel('Lieferanschrift').selectOption({ label: `${addressName}: Parkstraße 7, 50667 Köln` });
    await dialog.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();
    const stale = page.getByRole('dialog', { name: ORDER_MESSAGES.staleList });
    await stale.waitFor();
    await stale.getByRole('button', { name: 'Liste aktualisieren' }).click();
    await ordered.getByText(titles[2]!).first().waitFor();
    expect(page.url()).toMatch(/\/buecher$/);

    // Now ordered, the book may be ordered again, privately: the delivery country sets shipping and VAT.
    // 'Abbrechen' in the checkout frees it and leads back.
    await basket.click();
    await dialog.getByRole('radio', { name: 'Privat, für mich selbst' }).check();
    expect(await dialog.getByLabel('Lieferanschrift').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();
    await page.waitForURL(/\/warenkorb\//);
    await page.getByRole('region', { name: 'Ihre Bücher' }).getByRole('heading', { level: 3, name: titles[2] }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Rechnungs- und Lieferanschrift' }).waitFor();
    await page.getByLabel('Land').selectOption({ label: 'Österreich' });
    await page.getByText('Versand nach Österreich').waitFor();
    await page.getByText('enthaltene MwSt. 20\u00a0%').waitFor();
    const cancelledUrl = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await page.waitForURL((url) => url.pathname === '/buecher');
    await visit(page, cancelledUrl);
    await page.getByText(ORDER_MESSAGES.reservationGone).waitFor();
    // SPEC.md section 2: the old basket addresses lead to the books.
    await visit(page, '/addtocart');
    await page.waitForURL((url) => url.pathname === '/buecher');

    // Only the refused reservation (409) may show up as a failed request.
    expect(problems.filter((problem) => !problem.includes('/api/books/reservation') && !problem.includes('409') && !problem.includes('/dev/mails'))).toEqual([]);
    await close();
  }, 150_000);
});
