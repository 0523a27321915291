import { describe, expect, it } from 'vitest';
import { orderFilePath } from './download-order-file';

describe('an order’s files', () => {
  it('are asked for under the order’s number', () => {
    expect(orderFilePath('EB-2026-00042', { kind: 'invoice' })).toBe('/api/operator/orders/EB-2026-00042/invoice.pdf');
    expect(orderFilePath('EB-2026-00042', { kind: 'credit-note' })).toBe('/api/operator/orders/EB-2026-00042/credit-note.pdf');
    expect(orderFilePath('EB-2026-00042', { kind: 'job-ticket' })).toBe('/api/operator/orders/EB-2026-00042/job-ticket.json');
    expect(orderFilePath('EB-2026-00042', { kind: 'line', lineId: 7, file: 'cover.pdf' })).toBe('/api/operator/orders/EB-2026-00042/lines/7/cover.pdf');
  });
});
