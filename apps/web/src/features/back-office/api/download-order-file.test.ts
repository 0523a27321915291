import { describe, expect, it } from 'vitest';
import { fileNameOf, orderFilePath } from './download-order-file';

describe('an order’s files', () => {
  it('are asked for under the order’s number', () => {
    expect(orderFilePath('EB-2026-00042', { kind: 'invoice' })).toBe('/api/operator/orders/EB-2026-00042/invoice.pdf');
    expect(orderFilePath('EB-2026-00042', { kind: 'credit-note' })).toBe('/api/operator/orders/EB-2026-00042/credit-note.pdf');
    expect(orderFilePath('EB-2026-00042', { kind: 'job-ticket' })).toBe('/api/operator/orders/EB-2026-00042/job-ticket.json');
    expect(orderFilePath('EB-2026-00042', { kind: 'line', lineId: 7, file: 'cover.pdf' })).toBe('/api/operator/orders/EB-2026-00042/lines/7/cover.pdf');
  });

  it('are saved under the server’s name, never under a path', () => {
    expect(fileNameOf('attachment; filename="RE-2026-00017.pdf"')).toBe('RE-2026-00017.pdf');
    expect(fileNameOf(`attachment; filename="x.pdf"; filename*=UTF-8''F%C3%BCr%20Opa.pdf`)).toBe('Für Opa.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBeNull();
    expect(fileNameOf('attachment; filename=".."')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
