/**
 * Where the shop delivers, with each country's shipping price per order and VAT rate (PRODUCT.md:
 * 2,99 € / 3,99 €; DE 19 %, AT 20 %). Kept as data so no code branches on a country code.
 */
export const DELIVERY_COUNTRY_CODES = ['de', 'at'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRY_CODES)[number];

export interface DeliveryCountryRecord {
  code: DeliveryCountry;
  /** German name as printed on invoices and shown in the checkout. */
  name: string;
  /** Gross shipping price per order in cents, whatever the number of books. */
  shippingCents: number;
  /** VAT rate in whole percent, charged on deliveries into the country (the gross prices stay the same). */
  vatRatePercent: number;
}

export const DELIVERY_COUNTRIES: Readonly<Record<DeliveryCountry, DeliveryCountryRecord>> = {
  de: { code: 'de', name: 'Deutschland', shippingCents: 299, vatRatePercent: 19 },
  at: { code: 'at', name: 'Österreich', shippingCents: 399, vatRatePercent: 20 },
};

export const isDeliveryCountry = (value: unknown): value is DeliveryCountry =>
  typeof value === 'string' && (DELIVERY_COUNTRY_CODES as readonly string[]).includes(value);
