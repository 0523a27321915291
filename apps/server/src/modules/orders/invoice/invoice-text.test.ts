import { describe, expect, it } from 'vitest';
import type { InvoiceAddress } from './invoice-data';
import { addressLines, germanDate, germanMonth, lineDetails, printableText } from './invoice-text';
import { sampleLine } from './testing/sample-invoice';

const address: InvoiceAddress = {
  companyName: null,
  salutation: null,
  firstNames: 'Anna Maria',
  lastName: 'Beispiel',
  street: 'Hauptstraße',
  streetNumber: '1',
  zipCode: '1010',
  town: 'Wien',
  country: 'at',
};

describe('invoice text', () => {
  it('writes dates and the delivery month the German way', () => {
    expect(germanDate('2026-03-05')).toBe('05.03.2026');
    expect(germanMonth('2026-03')).toBe('März 2026');
    expect(() => germanDate('5.3.2026')).toThrow();
    expect(() => germanMonth('2026-13')).toThrow();
  });

  it('names the country only when the letter crosses the border', () => {
    expect(addressLines(address, 'Deutschland')).toEqual(['Anna Maria Beispiel', 'Hauptstraße 1', '1010 Wien', 'ÖSTERREICH']);
    expect(addressLines(address, 'Österreich')).toEqual(['Anna Maria Beispiel', 'Hauptstraße 1', '1010 Wien']);
    expect(addressLines({ ...address, companyName: 'Bestattung Muster', salutation: 'male', country: 'de' }, 'Deutschland')[0]).toBe('Bestattung Muster');
    expect(addressLines({ ...address, salutation: 'male', country: 'de' }, 'Deutschland')[0]).toBe('Herr Anna Maria Beispiel');
  });

  it('describes a book by format, paper, pages and finishes', () => {
    expect(lineDetails(sampleLine())).toBe('A4 Hochformat · Hardcover Echtfotopapier · 26 Seiten · Umschlag matt, Innenseiten glänzend');
    expect(lineDetails(sampleLine({ coverFinish: 'glossy', pagesFinish: 'glossy' }))).toMatch(/Oberfläche glänzend$/);
  });

  it('keeps what the font can draw and drops the rest', () => {
    const latinOnly = (codePoint: number) => codePoint < 0x2000;
    expect(printableText('Für\tOma 🌹  und\nOpa\u0000', latinOnly)).toBe('Für Oma und Opa');
    expect(printableText('<b>&amp;</b>', latinOnly)).toBe('<b>&amp;</b>');
    expect(printableText('🌹🌹', latinOnly)).toBe('');
  });
});
