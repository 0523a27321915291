import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceData } from './invoice-data';
import { renderInvoicePdf } from './render-invoice-pdf';
import { austrianInvoice, germanInvoice, sampleLine } from './testing/sample-invoice';

const folder = mkdtempSync(join(tmpdir(), 'eb-invoice-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

interface Word {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Renders an invoice and reads it back with poppler, as a person or a bookkeeping tool would. */
async function rendered(invoice: InvoiceData, name: string) {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, await renderInvoicePdf(invoice));
  const info = run('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const bbox = run('pdftotext', ['-bbox', file, '-']);
  const words: Word[] = [];
  let page = 0;
  for (const match of bbox.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)) {
    if (match[0] === '<page ') page++;
    else words.push({ page, text: match[5]!, xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]) });
  }
  return {
    file,
    info,
    pages,
    // One space for every run of spaces (no-break ones included), so sentences read as written.
    text: run('pdftotext', ['-layout', file, '-']).replace(/[ \u00a0]+/g, ' '),
    /** In drawing order: a paragraph set beside another column reads as one piece. */
    rawText: run('pdftotext', ['-raw', file, '-']).replace(/[ \u00a0]+/g, ' '),
    fonts: run('pdffonts', [file]).split('\n').slice(2).filter((line) => line.trim()),
    words,
  };
}

/** Page geometry of the renderer: A4 in points, margins 25 mm left and 20 mm right, footer rule 30 mm above the bottom. */
const A4 = { width: 595.28, height: 841.89 };
const mm = (value: number) => (value * 72) / 25.4;
const FOOTER_TOP = A4.height - mm(30);

function expectInsideThePage(words: Word[]): void {
  for (const word of words) {
    expect(word.xMin, word.text).toBeGreaterThanOrEqual(mm(25) - 1);
    expect(word.xMax, word.text).toBeLessThanOrEqual(A4.width - mm(20) + 1);
    expect(word.yMax, word.text).toBeLessThanOrEqual(A4.height - mm(5));
  }
  // Content ends above the page number and the footer: nothing runs into them.
  const content = words.filter((word) => word.yMin < FOOTER_TOP - 16);
  for (const word of content) expect(word.yMax, word.text).toBeLessThan(FOOTER_TOP - 15);
}

describe('invoice for a private customer in Germany', async () => {
  const pdf = await rendered(germanInvoice(), 'de');

  it('is one A4 page with the shop’s fonts embedded', () => {
    expect(pdf.info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(pdf.pages).toBe(1);
    expect(pdf.info).toMatch(/Title:\s+Rechnung R-2026-000123/);
    expect(pdf.fonts.length).toBeGreaterThanOrEqual(2);
    for (const line of pdf.fonts) expect(line).toMatch(/(SourceSans3|CormorantGaramond).*\byes\s+yes\s+yes\b/);
  });

  it('names the seller with address and VAT id, the customer, and the invoice’s numbers and dates', () => {
    expect(pdf.text).toContain('Beispiel Erinnerungswerk GmbH');
    expect(pdf.text).toContain('12345 Musterstadt');
    expect(pdf.text).toContain('USt-IdNr.: DE000000000');
    expect(pdf.text).toContain('IBAN: DE00 0000 0000 0000 0000 00');
    expect(pdf.text).toContain('Frau Anna Beispiel');
    expect(pdf.text).toContain('04109 Leipzig');
    expect(pdf.text).not.toContain('DEUTSCHLAND'); // a domestic letter names no country
    expect(pdf.text).toMatch(/Rechnungsnummer R-2026-000123/);
    expect(pdf.text).toMatch(/Rechnungsdatum 24\.11\.2026/);
    expect(pdf.text).toMatch(/Bestellnummer B-2026-000456/);
    expect(pdf.text).toMatch(/Lieferzeitraum November 2026/);
  });

  it('lists each book with its details, quantity, unit and line price, then shipping', () => {
    expect(pdf.text).toMatch(/1 In Erinnerung an Margarete Beispiel 2 39,95 € 79,90 €/);
    expect(pdf.text).toContain('A4 Hochformat · Hardcover Echtfotopapier · 26 Seiten · Umschlag');
    expect(pdf.text).toMatch(/2 Für Opa – unsere schönsten Jahre 1 23,99 € 23,99 €/);
    expect(pdf.text).toContain('Mini · Softcover Echtfotopapier · 22 Seiten · Oberfläche matt');
    expect(pdf.text).toMatch(/3 Versand nach Deutschland 1 2,99 € 2,99 €/);
  });

  it('states the total, the 19 % VAT it contains, and pay-by-invoice due 14 days after receipt', () => {
    expect(pdf.text).toMatch(/Summe Bücher 103,89 €/);
    expect(pdf.text).toMatch(/Rechnungsbetrag 106,88 €/);
    expect(pdf.text).toMatch(/Nettobetrag 89,82 €/);
    expect(pdf.text).toMatch(/enthaltene MwSt\. 19 % 17,06 €/);
    expect(pdf.text).toContain('Zahlungsart: Kauf auf Rechnung');
    expect(pdf.rawText).toMatch(/Zahlbar ohne Abzug innerhalb von 14 Tagen nach Erhalt\s+der Ware\./);
    expect(pdf.text).toContain('Rechnungsnummer R-2026-000123 auf das');
    expect(pdf.text).toMatch(/kein\s+Widerrufsrecht/);
  });

  it('keeps every word inside the page and clear of the footer', () => {
    expectInsideThePage(pdf.words);
  });
});

describe('credit note (Stornorechnung) cancelling an invoice', async () => {
  const creditNote = (paymentReceived: boolean) =>
    germanInvoice({ invoiceNumber: 'R-2026-000124', invoiceDate: '2026-11-26', creditNote: { invoiceNumber: 'R-2026-000123', invoiceDate: '2026-11-24', paymentReceived } });
  const unpaid = await rendered(creditNote(false), 'credit-unpaid');
  const paid = await rendered(creditNote(true), 'credit-paid');

  it('is titled Stornorechnung with its own number and names the invoice it cancels', () => {
    expect(unpaid.info).toMatch(/Title:\s+Stornorechnung R-2026-000124/);
    expect(unpaid.text).toMatch(/Stornorechnungsnummer R-2026-000124/);
    expect(unpaid.text).toMatch(/Zur Rechnung R-2026-000123/);
    expect(unpaid.text).toContain('Zur Rechnung R-2026-000123 vom 24.11.2026: Ihre Bestellung wurde storniert.');
    expect(unpaid.text).not.toMatch(/Rechnungsnummer R-2026/);
  });

  it('credits every amount and the VAT it contained', () => {
    expect(unpaid.text).toMatch(/1 In Erinnerung an Margarete Beispiel 2 -39,95 € -79,90 €/);
    expect(unpaid.text).toMatch(/3 Versand nach Deutschland 1 -2,99 € -2,99 €/);
    expect(unpaid.text).toMatch(/Gutschrift -106,88 €/);
    expect(unpaid.text).toMatch(/enthaltene MwSt\. 19 % -17,06 €/);
    expect(unpaid.text).not.toContain('Rechnungsbetrag');
  });

  it('asks for nothing, or promises the refund of a received payment', () => {
    expect(unpaid.rawText).toMatch(/Sie\s+müssen nichts bezahlen\./);
    expect(unpaid.text).toContain('Zu zahlen: 0,00 €');
    expect(unpaid.text).not.toContain('Bitte überweisen');
    expect(unpaid.text).not.toContain('Widerrufsrecht');
    expect(paid.rawText).toMatch(/wir erstatten Ihnen\s+106,88\s+€/);
    expect(paid.text).toContain('Wir erstatten: 106,88 €');
    expect(paid.rawText).not.toMatch(/nichts\s+bezahlen/);
  });

  it('keeps every word inside the page and clear of the footer', () => {
    expectInsideThePage(unpaid.words);
    expectInsideThePage(paid.words);
  });
});

describe('invoice for a company in Austria, delivered to a family', async () => {
  const pdf = await rendered(austrianInvoice(), 'at');

  it('charges Austrian shipping and shows 20 % VAT', () => {
    expect(pdf.text).toMatch(/Versand nach Österreich 1 3,99 € 3,99 €/);
    expect(pdf.text).toMatch(/Rechnungsbetrag 38,94 €/);
    expect(pdf.text).toMatch(/enthaltene MwSt\. 20 % 6,49 €/);
    expect(pdf.text).not.toContain('19 %');
  });

  it('bills the company with its customer number and names the delivery address with the country', () => {
    expect(pdf.text).toContain('Bestattung Muster GmbH');
    expect(pdf.text).toContain('Herr Josef Huber');
    expect(pdf.text).toMatch(/Kundennummer K-4711/);
    expect(pdf.text).toMatch(/Lieferanschrift/);
    expect(pdf.text).toContain('Frau Maria Gruber');
    expect(pdf.text).toContain('8010 Graz');
    expect(pdf.text.match(/ÖSTERREICH/g)).toHaveLength(2); // billing and delivery address cross the border
  });
});

describe('hostile text never breaks the layout', async () => {
  const longWord = 'Erinnerungs'.repeat(14); // 154 characters without a space
  const pdf = await rendered(
    germanInvoice({
      invoiceNumber: 'R-2026-000999',
      billingAddress: { ...germanInvoice().billingAddress, companyName: 'Bestattungshaus '.repeat(12), street: 'Straße'.repeat(40) },
      lines: [
        sampleLine({ title: longWord }),
        sampleLine({ title: '<script>alert("x")</script><b>fett</b> &amp; "Zitat"' }),
        sampleLine({ title: 'Für Oma ❤️🌹 👨‍👩‍👧 in Liebe\u0000\u0007\u200b' }),
        sampleLine({ title: `${'Ein sehr langer Titel mit vielen Wörtern '.repeat(4)}`.trim() }),
      ],
    }),
    'hostile',
  );

  it('wraps a title without spaces inside the description column', () => {
    const joined = pdf.words.map((word) => word.text).join('');
    expect(joined).toContain(longWord);
    expectInsideThePage(pdf.words);
    // Description column: after the 22 pt position column and an 8 pt gap; the quantity column begins
    // 34 + 8 + 68 + 8 + 68 pt left of the right margin.
    const descriptionX = mm(25) + 30;
    const quantityX = A4.width - mm(20) - 186;
    const titleWords = pdf.words.filter((word) => Math.abs(word.xMin - descriptionX) < 1 && word.page === 1);
    expect(titleWords.length).toBeGreaterThan(8);
    for (const word of titleWords) expect(word.xMax, word.text).toBeLessThanOrEqual(quantityX);
  });

  it('prints HTML as the letters it is', () => {
    expect(pdf.text).toContain('<script>alert("x")</script><b>fett</b> &amp; "Zitat"');
  });

  it('drops emoji and control characters the font cannot draw, keeping the words', () => {
    // The heart is in Source Sans 3 and stays; the rose, the family and the invisible characters are not.
    expect(pdf.text).toMatch(/Für Oma ?❤? in Liebe/);
    for (const dropped of ['\u{1F339}', '\u{1F468}', '\u200b', '\u200d', '\ufe0f', '\u0000', '\u0007']) expect(pdf.text).not.toContain(dropped);
  });

  it('cuts an address line that would leave the window with an ellipsis', () => {
    const street = pdf.words.find((word) => word.text.startsWith('StraßeStraße'));
    expect(street?.text.endsWith('…')).toBe(true);
    expect(street!.xMax).toBeLessThanOrEqual(mm(25) + mm(80) + 1);
  });
});

describe('a long order continues on further pages', async () => {
  const lines = Array.from({ length: 30 }, (_, index) => sampleLine({ title: `Buch ${index + 1}: ${'Erinnerungen an schöne Tage '.repeat(3).trim()}`, quantity: 1, unitPriceCents: 2995 }));
  const pdf = await rendered(germanInvoice({ lines }), 'long');

  it('repeats the table head, numbers the pages and shows the total once, at the end', () => {
    expect(pdf.pages).toBeGreaterThan(1);
    const pagesWithBooks = new Set(pdf.words.filter((word) => word.text === 'Buch').map((word) => word.page));
    const pagesWithHead = new Set(pdf.words.filter((word) => word.text === 'Beschreibung').map((word) => word.page));
    expect(pagesWithBooks.size).toBeGreaterThan(1);
    expect([...pagesWithBooks].every((page) => pagesWithHead.has(page))).toBe(true);
    expect(pdf.text).toContain(`Seite ${pdf.pages} von ${pdf.pages}`);
    expect(pdf.text.match(/Rechnungsbetrag [\d.]+,\d\d €/g)).toHaveLength(1);
    expect(pdf.text).toMatch(/Rechnungsbetrag 901,49 €/); // 30 × 29,95 + 2,99
    expect(pdf.text).toMatch(/30 Buch 30:/);
    expectInsideThePage(pdf.words);
  });

  it('prints the seller’s footer on every page', () => {
    const footers = pdf.words.filter((word) => word.text === 'DE000000000');
    expect(footers.map((word) => word.page)).toEqual(Array.from({ length: pdf.pages }, (_, index) => index + 1));
  });
});

describe('an invoice without a proper order behind it', () => {
  it('is refused, not printed', async () => {
    await expect(renderInvoicePdf(germanInvoice({ lines: [] }))).rejects.toMatchObject({ reason: 'empty' });
    await expect(renderInvoicePdf(germanInvoice({ lines: [sampleLine({ quantity: 0 })] }))).rejects.toMatchObject({ reason: 'quantity' });
    await expect(renderInvoicePdf(germanInvoice({ lines: [sampleLine({ unitPriceCents: 39.95 })] }))).rejects.toMatchObject({ reason: 'amount' });
    await expect(renderInvoicePdf(germanInvoice({ invoiceDate: '24.11.2026' }))).rejects.toThrow(/ISO date/);
  });
});
