/**
 * What an order costs: one line per book (the one price function × copies), shipping once per order by
 * delivery country, the gross total, and the VAT contained in it. Integer cents throughout.
 *
 * Rounding (decision 038): the VAT is computed once, on the order's gross total, and rounded half up to
 * a whole cent (kaufmännisch); the net amount is the total minus that VAT, so net + VAT = gross exactly.
 * Every position of an order (books and shipping, a Nebenleistung) carries the same rate, so an invoice
 * shows one rate with one amount, the way German invoices state the tax per rate on the total.
 */
import { DELIVERY_COUNTRIES, isDeliveryCountry, type DeliveryCountry } from './data/delivery-countries';
import { bookPriceCents, type PaperPricing } from './pricing';

export { DELIVERY_COUNTRIES, DELIVERY_COUNTRY_CODES, isDeliveryCountry } from './data/delivery-countries';
export type { DeliveryCountry, DeliveryCountryRecord } from './data/delivery-countries';

/** Copies of one book in one order. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;

export type InvalidOrderReason = 'empty' | 'quantity' | 'country' | 'amount';

export class InvalidOrderError extends Error {
  constructor(readonly reason: InvalidOrderReason, message: string) {
    super(message);
    this.name = 'InvalidOrderError';
  }
}

export interface OrderLineInput {
  pricing: PaperPricing;
  pages: number;
  quantity: number;
}

export interface LinePrice {
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface OrderTotals {
  /** Sum of the line totals. */
  booksCents: number;
  shippingCents: number;
  /** What the customer pays (VAT included). */
  totalCents: number;
  vatRatePercent: number;
  /** VAT contained in totalCents. */
  vatCents: number;
  netCents: number;
}

export interface PricedOrder<L extends OrderLineInput> extends OrderTotals {
  country: DeliveryCountry;
  lines: Array<L & LinePrice>;
}

/** A book line: the book's price for its paper, format and pages, times its copies. */
export function priceLine(line: OrderLineInput): LinePrice {
  if (!isValidQuantity(line.quantity)) {
    throw new InvalidOrderError('quantity', `Quantity ${line.quantity} is not offered: ${MIN_QUANTITY}–${MAX_QUANTITY} copies.`);
  }
  const unitPriceCents = bookPriceCents(line.pricing, line.pages);
  return { unitPriceCents, lineTotalCents: unitPriceCents * line.quantity };
}

/** Gross cents × rate / (100 + rate), rounded half up, in integers only (no float error at .5). */
export function vatContainedCents(grossCents: number, vatRatePercent: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new InvalidOrderError('amount', `Not an amount in cents: ${grossCents}.`);
  if (!Number.isInteger(vatRatePercent) || vatRatePercent < 0 || vatRatePercent > 100) {
    throw new InvalidOrderError('amount', `Not a VAT rate: ${vatRatePercent}.`);
  }
  const divisor = 100 + vatRatePercent;
  return Math.floor((2 * grossCents * vatRatePercent + divisor) / (2 * divisor));
}

/**
 * The totals of an order from amounts it already holds: an order copies its line totals, shipping and
 * rate at purchase (ARCHITECTURE.md rule 6), so its invoice is computed from those, never from today's
 * catalogue.
 */
export function orderTotals(lineTotalsCents: readonly number[], shippingCents: number, vatRatePercent: number): OrderTotals {
  if (lineTotalsCents.length === 0) throw new InvalidOrderError('empty', 'An order holds at least one book.');
  for (const amount of [...lineTotalsCents, shippingCents]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new InvalidOrderError('amount', `Not an amount in cents: ${amount}.`);
  }
  const booksCents = lineTotalsCents.reduce((sum, amount) => sum + amount, 0);
  const totalCents = booksCents + shippingCents;
  const vatCents = vatContainedCents(totalCents, vatRatePercent);
  return { booksCents, shippingCents, totalCents, vatRatePercent, vatCents, netCents: totalCents - vatCents };
}

/** Prices an order at today's catalogue for a delivery country (the checkout page and order placement). */
export function priceOrder<L extends OrderLineInput>(lines: readonly L[], country: DeliveryCountry): PricedOrder<L> {
  if (!isDeliveryCountry(country)) throw new InvalidOrderError('country', `The shop does not deliver to "${String(country)}".`);
  if (lines.length === 0) throw new InvalidOrderError('empty', 'An order holds at least one book.');
  const { shippingCents, vatRatePercent } = DELIVERY_COUNTRIES[country];
  const priced = lines.map((line) => ({ ...line, ...priceLine(line) }));
  const totals = orderTotals(
    priced.map((line) => line.lineTotalCents),
    shippingCents,
    vatRatePercent,
  );
  return { ...totals, country, lines: priced };
}

/** The VAT line of the checkout and the invoice, e.g. "enthaltene MwSt. 19 %" (no-break space before %). */
export const vatLineLabel = (vatRatePercent: number): string => `enthaltene MwSt. ${vatRatePercent}\u00a0%`;

/** Kauf auf Rechnung: due this many days after the customer receives the goods (PRODUCT.md). */
export const INVOICE_DUE_DAYS_AFTER_RECEIPT = 14;

/**
 * The due rule in words, the same on the checkout page and the invoice (decision 038): the invoice is
 * written before the parcel arrives, so it states the rule, never a calendar date it would have to guess.
 */
export const invoiceDueText = (): string =>
  `Zahlbar ohne Abzug innerhalb von ${INVOICE_DUE_DAYS_AFTER_RECEIPT} Tagen nach Erhalt der Ware.`;
