/** Order and invoice numbers, and the shop's calendar (Europe/Berlin): a year turns at midnight in Germany, not in UTC. */

const SHOP_TIME_ZONE = 'Europe/Berlin';
const shopDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of the moment in the shop's time zone. */
export const shopDate = (at: Date): string => shopDateFormat.format(at);
export const shopYear = (at: Date): number => Number(shopDate(at).slice(0, 4));

/** 'EB-2026-00042': from the order's serial id, in the year it is placed. */
export const orderNumberFor = (id: number, placedAt: Date): string => `EB-${shopYear(placedAt)}-${String(id).padStart(5, '0')}`;

/** 'RE-2026-00001': the year's consecutive invoice counter. */
export const invoiceNumberFor = (counter: number, year: number): string => `RE-${year}-${String(counter).padStart(5, '0')}`;
