import { execFileSync } from 'node:child_process';
import type { BackOfficeOrder } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/dev-mailbox-routes';
import { applyOperatorAccounts } from '../../users/seed-operators';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { confirmedUser } from '../../../testing/tokens';
import { orders } from '../schema';
import { insertOrder } from './test-orders';

type Auth = { authorization: string };
let test: TestApp;
let operator: Auth;
let erna: { id: string; auth: Auth };
let sender = 0;

const call = (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: object) =>
  test.app.inject({ method, url: `/api/operator/${url}`, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}), remoteAddress: `10.43.0.${++sender % 250}` });
const setStatus = async (orderNumber: string, status: string) => {
  const response = await call('POST', `orders/${orderNumber}/status`, operator, { status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackOfficeOrder>();
};
const detail = async (orderNumber: string) => (await call('GET', `orders/${orderNumber}`, operator)).json<BackOfficeOrder>();
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
async function mailsTo(address: string) {
  await test.app.mail.deliverDueMails();
  return (await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === address);
}
const counterOf = (number: string) => Number(number.slice(-5));
const newOrder = async (email: string, quantity = 1) =>
  (await insertOrder(test, { userId: erna.id, email, lines: [{ title: 'Für Opa Heinz', quantity }] })).orderNumber;

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'leitstelle@example.de' });
  operator = (await confirmedUser(test, 'Leitstelle')).auth;
  await applyOperatorAccounts(test.database.db, { addresses: ['leitstelle@example.de'], demo: false, demoPassword: '' });
  erna = await confirmedUser(test, 'Erna');
});
afterAll(() => test.close());

describe('cancelling an invoiced order', () => {
  it('issues a credit note numbered next in the invoice sequence, mails it and serves it to operators only', async () => {
    const orderNumber = await newOrder('erna.krueger@example.de', 2);
    const { invoiceNumber, invoiceDate } = await setStatus(orderNumber, 'confirmed');
    expect(invoiceNumber).toMatch(/^RE-\d{4}-\d{5}$/);

    const cancelled = await setStatus(orderNumber, 'cancelled');
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.creditNoteNumber).toMatch(/^RE-\d{4}-\d{5}$/);
    expect(counterOf(cancelled.creditNoteNumber!)).toBe(counterOf(invoiceNumber!) + 1);
    expect(cancelled.events.find((event) => event.toStatus === 'cancelled')?.detail).toBe(`Stornorechnung ${cancelled.creditNoteNumber}`);

    // The next invoice follows the credit note: one sequence, no gap, no double.
    const next = await setStatus(await newOrder('naechste@example.de'), 'confirmed');
    expect(counterOf(next.invoiceNumber!)).toBe(counterOf(cancelled.creditNoteNumber!) + 1);

    const mail = (await mailsTo('erna.krueger@example.de')).find((candidate) => candidate.subject.includes('storniert'));
    expect(mail?.text).toContain(`Die Rechnung ${invoiceNumber} ist damit aufgehoben: Die Stornorechnung ${cancelled.creditNoteNumber} im Anhang`);
    expect(mail?.text).toContain('Sie müssen nichts bezahlen.');
    expect(mail?.attachments).toEqual([{ filename: `Stornorechnung-${cancelled.creditNoteNumber}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }]);
    const attached = await test.app.inject({ url: `/dev/mails/${mail!.id}/attachments/0` });
    expect(attached.statusCode).toBe(200);
    const text = pdfText(attached.rawPayload);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(cancelled.creditNoteNumber);
    expect(text).toMatch(new RegExp(`Zur Rechnung\\s+${invoiceNumber}`));
    const [year, month, day] = invoiceDate!.split('-');
    expect(text).toContain(`${invoiceNumber} vom ${day}.${month}.${year}`);
    // 2 × 39,90 € + 2,99 € shipping, credited.
    expect(text).toMatch(/Gutschrift\s+-82,79/);
    expect(text).toContain('-39,90');
    expect(text).toContain('Sie müssen nichts bezahlen.');
    expect(text).not.toContain('Bitte überweisen Sie');

    // The operator downloads the same credit note; the customer and a stranger may not.
    const download = await call('GET', `orders/${orderNumber}/credit-note.pdf`, operator);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Stornorechnung-${cancelled.creditNoteNumber}.pdf"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(pdfText(download.rawPayload)).toContain(cancelled.creditNoteNumber);
    expect((await call('GET', `orders/${orderNumber}/credit-note.pdf`, erna.auth)).statusCode).toBe(403);
    expect((await call('GET', `orders/${orderNumber}/credit-note.pdf`)).statusCode).toBe(401);

    // The cancelled invoice itself stays available (it was issued; the credit note cancels it).
    const invoice = await call('GET', `orders/${orderNumber}/invoice.pdf`, operator);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toContain(invoiceNumber);
    expect(invoiceText).not.toContain('Stornorechnung');
  });

  it('says the amount is refunded when the payment was already received', async () => {
    const orderNumber = await newOrder('bezahlt@example.de');
    await setStatus(orderNumber, 'confirmed');
    expect((await call('POST', `orders/${orderNumber}/payment`, operator, { received: true })).statusCode).toBe(200);
    const { creditNoteNumber } = await setStatus(orderNumber, 'cancelled');
    const text = pdfText((await call('GET', `orders/${orderNumber}/credit-note.pdf`, operator)).rawPayload);
    expect(text).toContain('Zahlung ist bei uns eingegangen');
    expect(text).toContain('Wir erstatten: 42,89');
    expect(text).not.toContain('Sie müssen nichts bezahlen');
    const mail = (await mailsTo('bezahlt@example.de')).find((candidate) => candidate.subject.includes('storniert'));
    expect(mail?.text).toContain(`Stornorechnung ${creditNoteNumber}`);
    expect(mail?.text).toContain('wir erstatten Ihnen den Betrag auf Ihr Konto');
  });
});

describe('cancelling an order without an invoice', () => {
  it('issues no credit note and takes no number', async () => {
    const orderNumber = await newOrder('ohne.rechnung@example.de');
    const cancelled = await setStatus(orderNumber, 'cancelled');
    expect(cancelled.creditNoteNumber).toBeNull();
    const refused = await call('GET', `orders/${orderNumber}/credit-note.pdf`, operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Zu dieser Bestellung gibt es keine Stornorechnung.' });
    const [mail] = await mailsTo('ohne.rechnung@example.de');
    expect(mail?.text).toContain('Sie müssen nichts bezahlen.');
    expect(mail?.text).not.toContain('Stornorechnung');
    expect(mail?.attachments).toBeUndefined();

    // The sequence went on without it: the last number given is still the one before.
    const before = await detail((await test.database.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.email, 'naechste@example.de')))[0]!.orderNumber);
    const after = await setStatus(await newOrder('danach@example.de'), 'confirmed');
    // naechste's invoice, then bezahlt's invoice and credit note: three numbers, and nothing for this order.
    expect(counterOf(after.invoiceNumber!)).toBe(counterOf(before.invoiceNumber!) + 3);
  });
});

describe('why an order waits for production', () => {
  it('shows the hand-off attempts and its last error', async () => {
    const orderNumber = await newOrder('wartet@example.de');
    expect(await detail(orderNumber)).toMatchObject({ productionAttempts: 0, productionError: null });
    await test.database.db
      .update(orders)
      .set({ productionAttempts: 3, productionError: 'Die Druckdateien von Position 1 werden noch erstellt.' })
      .where(eq(orders.orderNumber, orderNumber));
    expect(await detail(orderNumber)).toMatchObject({ productionAttempts: 3, productionError: 'Die Druckdateien von Position 1 werden noch erstellt.' });
  });
});
