import { describe, expect, it } from 'vitest';
import { paymentMethodFor } from '.';

describe('Kauf auf Rechnung', () => {
  it('starts nothing at placement and is pending until the operator records the money; a cancelled unpaid order owes nothing', async () => {
    const invoice = paymentMethodFor('invoice');
    expect(invoice.label).toBe('Kauf auf Rechnung');
    expect(invoice.terms()).toBe('Zahlbar ohne Abzug innerhalb von 14 Tagen nach Erhalt der Ware.');
    expect(await invoice.start({ orderId: 1, orderNumber: 'EB-2026-00001', totalCents: 3294, email: 'anna@example.de' })).toEqual({});
    expect(invoice.status({ status: 'confirmed', paymentReceivedAt: null })).toBe('pending');
    expect(invoice.status({ status: 'shipped', paymentReceivedAt: new Date() })).toBe('paid');
    expect(invoice.status({ status: 'cancelled', paymentReceivedAt: null })).toBe('void');
    expect(invoice.webhook).toBeUndefined();
  });
});
