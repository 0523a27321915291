/**
 * The German words of an invoice, as pure functions the renderer draws and tests read without a PDF.
 */
import { DELIVERY_COUNTRIES, formatEuro } from '@eb/catalogue';
import type { InvoiceAddress, InvoiceFinish, InvoiceLine, InvoiceSeller } from './invoice-data';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** '2026-11-24' → '24.11.2026'; anything else is a bug in the caller. */
export function germanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** '2026-11' → 'November 2026'. */
export function germanMonth(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) throw new Error(`Not an ISO month: ${isoMonth}`);
  return `${name} ${match[1]}`;
}

export const euro = (cents: number): string => formatEuro(cents);

const FINISH_NAMES: Record<InvoiceFinish, string> = { matt: 'matt', glossy: 'glänzend' };

/** What a line's small print says under the title: format, paper, pages and finishes. */
export function lineDetails(line: InvoiceLine): string {
  const finish =
    line.coverFinish === line.pagesFinish
      ? `Oberfläche ${FINISH_NAMES[line.coverFinish]}`
      : `Umschlag ${FINISH_NAMES[line.coverFinish]}, Innenseiten ${FINISH_NAMES[line.pagesFinish]}`;
  return `${line.formatName} · ${line.paperName} · ${line.pages} Seiten · ${finish}`;
}

const SALUTATIONS = { female: 'Frau', male: 'Herr' } as const;

/**
 * An address as printed in the window (DIN 5008): company, person, street, town; the country in
 * capitals only when the letter crosses a border from the seller's country.
 */
export function addressLines(address: InvoiceAddress, sellerCountry: string): string[] {
  const person = [address.salutation ? SALUTATIONS[address.salutation] : '', address.firstNames, address.lastName].filter(Boolean).join(' ');
  const countryName = DELIVERY_COUNTRIES[address.country].name;
  return [
    address.companyName ?? '',
    person,
    `${address.street} ${address.streetNumber}`.trim(),
    `${address.zipCode} ${address.town}`.trim(),
    countryName.toLocaleLowerCase('de-DE') === sellerCountry.trim().toLocaleLowerCase('de-DE') ? '' : countryName.toLocaleUpperCase('de-DE'),
  ].filter((line) => line.length > 0);
}

/** The one line above the window that the post returns undeliverable letters to. */
export const senderLine = (seller: InvoiceSeller): string => `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`;

export const shippingLabel = (address: InvoiceAddress): string => `Versand nach ${DELIVERY_COUNTRIES[address.country].name}`;

export const paymentHeading = 'Zahlungsart: Kauf auf Rechnung';

export const transferText = (invoiceNumber: string): string =>
  `Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer ${invoiceNumber} auf das unten genannte Konto.`;

/** SPEC.md section 6 / the AGB: personalised products are excluded from the right of withdrawal. */
export const WITHDRAWAL_NOTE =
  'Hinweis: Ihre Erinnerungsbücher wurden nach Ihren persönlichen Vorgaben angefertigt. Für solche Waren besteht kein Widerrufsrecht.';

export const thanksText = 'Vielen Dank für Ihre Bestellung. Wir berechnen Ihnen die folgenden Leistungen:';

/**
 * Text from customers as the font can draw it: control characters and characters the font has no glyph
 * for (emoji, rare scripts) are dropped, runs of spaces become one, so nothing prints as an empty box.
 */
export function printableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    const codePoint = char.codePointAt(0)!;
    if (/\p{C}/u.test(char)) continue;
    if (char === ' ' || hasGlyph(codePoint)) out += char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** A credit note's words (decision 043): it cancels an invoice, and says plainly what the customer pays. */
export const creditNoteIntro = (invoiceNumber: string, invoiceDate: string): string =>
  `Zur Rechnung ${invoiceNumber} vom ${germanDate(invoiceDate)}: Ihre Bestellung wurde storniert.`;

export const creditNoteHeading = 'Zahlung';

export function creditNotePaymentText(invoiceNumber: string, paymentReceived: boolean, totalCents: number): string {
  return paymentReceived
    ? `Die Rechnung ${invoiceNumber} ist hiermit storniert. Ihre Zahlung ist bei uns eingegangen; wir erstatten Ihnen ${euro(totalCents)} auf Ihr Konto.`
    : `Die Rechnung ${invoiceNumber} ist hiermit storniert. Sie müssen nichts bezahlen. Falls Sie den Betrag schon überwiesen haben, erstatten wir ihn Ihnen.`;
}
