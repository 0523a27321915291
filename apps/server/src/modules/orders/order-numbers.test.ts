import { describe, expect, it } from 'vitest';
import { invoiceNumberFor, orderNumberFor, shopDate, shopYear } from './order-numbers';

describe('order and invoice numbers', () => {
  it('pads the serial and takes the year in the shop\'s time zone (New Year in Germany, not in UTC)', () => {
    expect(orderNumberFor(42, new Date('2026-06-01T10:00:00Z'))).toBe('EB-2026-00042');
    expect(orderNumberFor(123456, new Date('2026-06-01T10:00:00Z'))).toBe('EB-2026-123456');
    // 23:30 UTC on New Year's Eve is already 00:30 in Berlin.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(shopYear(newYear)).toBe(2027);
    expect(shopDate(newYear)).toBe('2027-01-01');
    expect(orderNumberFor(7, newYear)).toBe('EB-2027-00007');
    expect(invoiceNumberFor(1, 2027)).toBe('RE-2027-00001');
  });
});
