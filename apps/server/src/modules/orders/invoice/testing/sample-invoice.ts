// Tests only: invoices as an order will hand them to the renderer.
import { loadConfig } from '../../../../config';
import type { InvoiceAddress, InvoiceData, InvoiceLine } from '../invoice-data';
import { invoiceSellerFrom } from '../invoice-seller';

const person: InvoiceAddress = {
  companyName: null,
  salutation: 'female',
  firstNames: 'Anna',
  lastName: 'Beispiel',
  street: 'Lindenweg',
  streetNumber: '7a',
  zipCode: '04109',
  town: 'Leipzig',
  country: 'de',
};

export const sampleLine = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  title: 'In Erinnerung an Margarete Beispiel',
  formatName: 'A4 Hochformat',
  paperName: 'Hardcover Echtfotopapier',
  coverFinish: 'matt',
  pagesFinish: 'glossy',
  pages: 26,
  quantity: 2,
  unitPriceCents: 3995,
  ...overrides,
});

/** A private customer in Germany: two lines, 19 % VAT, 2,99 € shipping. */
export function germanInvoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    invoiceNumber: 'R-2026-000123',
    invoiceDate: '2026-11-24',
    orderNumber: 'B-2026-000456',
    orderDate: '2026-11-23',
    customerNumber: null,
    deliveryMonth: '2026-11',
    seller: invoiceSellerFrom(loadConfig({})),
    billingAddress: person,
    deliveryAddress: person,
    lines: [sampleLine(), sampleLine({ title: 'Für Opa – unsere schönsten Jahre', formatName: 'Mini', paperName: 'Softcover Echtfotopapier', coverFinish: 'matt', pagesFinish: 'matt', pages: 22, quantity: 1, unitPriceCents: 2399 })],
    shippingCents: 299,
    vatRatePercent: 19,
    ...overrides,
  };
}

/** A funeral home in Austria ordering for a family: delivered to the family, 20 % VAT, 3,99 € shipping. */
export function austrianInvoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  const company: InvoiceAddress = {
    companyName: 'Bestattung Muster GmbH',
    salutation: 'male',
    firstNames: 'Josef',
    lastName: 'Huber',
    street: 'Mariahilfer Straße',
    streetNumber: '12',
    zipCode: '1070',
    town: 'Wien',
    country: 'at',
  };
  return germanInvoice({
    customerNumber: 'K-4711',
    billingAddress: company,
    deliveryAddress: { ...company, companyName: null, salutation: 'female', firstNames: 'Maria', lastName: 'Gruber', street: 'Hauptplatz', streetNumber: '3', zipCode: '8010', town: 'Graz' },
    lines: [sampleLine({ title: 'Erinnerungen an Franz Gruber', quantity: 1, formatName: 'Quadratisch', paperName: 'Hardcover Digitaldruck', pagesFinish: 'matt', pages: 28, unitPriceCents: 3495 })],
    shippingCents: 399,
    vatRatePercent: 20,
    ...overrides,
  });
}
