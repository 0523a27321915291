/**
 * Everything an invoice shows, as plain data: what an order copies at purchase (ARCHITECTURE.md rule 6)
 * plus the seller from configuration. The renderer computes nothing from today's catalogue, so an
 * invoice printed again years later shows the same books, prices and VAT rate.
 */
import type { DeliveryCountry } from '@eb/catalogue';

export interface InvoiceSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** Country name as written in the imprint, e.g. 'Deutschland'. */
  country: string;
  managingDirector: string;
  register: string;
  vatId: string;
  email: string;
  phone: string;
  bankName: string;
  iban: string;
  bic: string;
  /** The shop's name, printed as the letterhead. */
  shopName: string;
}

export interface InvoiceAddress {
  /** A company customer's name; null for a private customer. */
  companyName: string | null;
  salutation: 'female' | 'male' | null;
  firstNames: string;
  lastName: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  town: string;
  country: DeliveryCountry;
}

export type InvoiceFinish = 'matt' | 'glossy';

export interface InvoiceLine {
  /** The book's name (its description) at purchase. */
  title: string;
  formatName: string;
  paperName: string;
  coverFinish: InvoiceFinish;
  pagesFinish: InvoiceFinish;
  pages: number;
  quantity: number;
  /** Gross price of one copy at purchase, in cents. */
  unitPriceCents: number;
}

export interface InvoiceData {
  /**
   * Consecutive and unique (§ 14 UStG): assigned by the orders module when the order is accepted; the
   * renderer prints what it is given.
   */
  invoiceNumber: string;
  /** ISO dates, YYYY-MM-DD, in the shop's time zone. */
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  /** The company's customer number (rapid id) when ordered for a company; null otherwise. */
  customerNumber: string | null;
  /** Calendar month of the delivery, YYYY-MM (§ 31 Abs. 4 UStDV allows the month as the time of supply). */
  deliveryMonth: string;
  seller: InvoiceSeller;
  billingAddress: InvoiceAddress;
  /** Where the books go; its country sets shipping and VAT (copied below as amounts). */
  deliveryAddress: InvoiceAddress;
  lines: InvoiceLine[];
  /** Gross shipping at purchase, in cents. */
  shippingCents: number;
  /** VAT rate of the delivery country at purchase, in whole percent. */
  vatRatePercent: number;
  /**
   * Present on a credit note (Stornorechnung, decision 043): the invoice it cancels. Then invoiceNumber and
   * invoiceDate are the credit note's own (the same consecutive sequence), and every amount is credited.
   */
  creditNote?: CreditNoteOf;
}

export interface CreditNoteOf {
  invoiceNumber: string;
  /** ISO date of the cancelled invoice. */
  invoiceDate: string;
  /** Whether the invoice's payment had been received when it was cancelled (then the amount is refunded). */
  paymentReceived: boolean;
}
