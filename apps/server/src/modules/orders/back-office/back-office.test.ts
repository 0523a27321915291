import { execFileSync } from 'node:child_process';
import type { BackOfficeFeedbackPage, BackOfficeOrder, BackOfficeOrderPage } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/dev-mailbox-routes';
import { feedback } from '../../feedback/schema';
import { applyOperatorAccounts } from '../../users/seed-operators';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { confirmedUser } from '../../../testing/tokens';
import { insertOrder } from './test-orders';

type Auth = { authorization: string };
let test: TestApp;
let operator: Auth;
let erna: { id: string; auth: Auth };
let sender = 0;
/** Order numbers by name. */
const numbers: Record<string, string> = {};

const call = (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: object) =>
  test.app.inject({ method, url: `/api/operator/${url}`, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}), remoteAddress: `10.42.0.${++sender % 250}` });
const list = async (query: string, auth = operator) => {
  const response = await call('GET', `orders?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackOfficeOrderPage>();
};
const detail = async (orderNumber: string) => (await call('GET', `orders/${orderNumber}`, operator)).json<BackOfficeOrder>();
const setStatus = (orderNumber: string, body: object, auth = operator) => call('POST', `orders/${orderNumber}/status`, auth, body);
async function mailsTo(address: string) {
  await test.app.mail.deliverDueMails();
  return (await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === address);
}

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'leitstelle@example.de' });
  operator = (await confirmedUser(test, 'Leitstelle')).auth;
  await applyOperatorAccounts(test.database.db, { addresses: ['leitstelle@example.de'], demo: false, demoPassword: '' });
  erna = await confirmedUser(test, 'Erna');
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10));
  numbers.heinz = (await insertOrder(test, { userId: erna.id, email: 'erna.krueger@example.de', lines: [{ title: 'Für Opa Heinz', quantity: 2 }, { title: 'Gartenjahre' }], placedAt: day(2) })).orderNumber;
  numbers.margarete = (
    await insertOrder(test, {
      userId: erna.id,
      email: 'buero@sonnenschein.example',
      companyName: 'Pietät Sonnenschein',
      billing: { firstNames: 'Helga', lastName: 'Weber', companyName: 'Pietät Sonnenschein GmbH' },
      delivery: { firstNames: 'Karl', lastName: 'Brandt' },
      lines: [{ title: 'Abschied von Margarete' }],
      placedAt: day(3),
    })
  ).orderNumber;
  numbers.percent = (await insertOrder(test, { userId: erna.id, email: 'ida@example.de', billing: { lastName: 'Ida' }, lines: [{ title: 'Zu 100% Oma' }], placedAt: day(4) })).orderNumber;
  numbers.underscore = (await insertOrder(test, { userId: erna.id, email: 'max_mustermann@example.de', billing: { lastName: 'Muster' }, lines: [{ title: 'Ein Leben' }], placedAt: day(5) })).orderNumber;
});
afterAll(() => test.close());

describe('only operators', () => {
  it('answers 401 without sign-in and 403 to a customer, on every back office route', async () => {
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', 'orders'],
      ['GET', `orders/${numbers.heinz}`],
      ['POST', `orders/${numbers.heinz}/status`, { status: 'cancelled' }],
      ['POST', `orders/${numbers.heinz}/payment`, { received: true }],
      ['GET', `orders/${numbers.heinz}/invoice.pdf`],
      ['GET', `orders/${numbers.heinz}/job-ticket.json`],
      ['GET', `orders/${numbers.heinz}/lines/1/inner.pdf`],
      ['GET', 'feedback'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      const refused = await call(method, url, erna.auth, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Dieser Bereich ist dem Betrieb vorbehalten.' });
    }
    // Nothing was changed by the refused calls.
    expect((await detail(numbers.heinz!)).status).toBe('received');
    expect(await mailsTo('erna.krueger@example.de')).toEqual([]);
  });
});

describe('the orders list', () => {
  it('lists newest first with customer, company, copies, total and status', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 4 });
    expect(page.orders.map((order) => order.orderNumber)).toEqual([numbers.underscore, numbers.percent, numbers.margarete, numbers.heinz]);
    expect(page.orders[3]).toMatchObject({ customerName: 'Erna Krüger', companyName: null, email: 'erna.krueger@example.de', bookCount: 3, totalCents: 3 * 3990 + 299, status: 'received', invoiceNumber: null });
    expect(page.orders[2]).toMatchObject({ customerName: 'Helga Weber', companyName: 'Pietät Sonnenschein', bookCount: 1 });
  });

  it('finds a part of the order number, e-mail, billing or delivery name, company or book title, in any case', async () => {
    const found = async (query: string) => (await list(`query=${encodeURIComponent(query)}`)).orders.map((order) => order.orderNumber);
    expect(await found(numbers.heinz!.slice(-5))).toEqual([numbers.heinz]);
    expect(await found('ERNA.KRUEGER@EXAMPLE')).toEqual([numbers.heinz]);
    expect(await found('helga weber')).toEqual([numbers.margarete]);
    expect(await found('brandt')).toEqual([numbers.margarete]);
    expect(await found('sonnenschein gmbh')).toEqual([numbers.margarete]);
    expect(await found('gartenJAHRE')).toEqual([numbers.heinz]);
    expect(await found('niemand')).toEqual([]);
  });

  it('takes % and _ in a search as the characters typed, not as wildcards', async () => {
    const found = async (query: string) => (await list(`query=${encodeURIComponent(query)}`)).orders.map((order) => order.orderNumber);
    expect(await found('%')).toEqual([numbers.percent]);
    expect(await found('x_m')).toEqual([numbers.underscore]);
    expect(await found('_')).toEqual([numbers.underscore]);
  });

  it('filters by status and refuses an unknown status or page with a German reason', async () => {
    expect((await list('status=received')).total).toBe(4);
    expect((await list('status=shipped')).orders).toEqual([]);
    const bad = await call('GET', 'orders?status=lost', operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Diesen Bestellstatus gibt es nicht.');
    expect((await setStatus(numbers.heinz!, { status: 'lost' })).json<{ message: string }>().message).toContain('Diesen Bestellstatus gibt es nicht.');
    expect((await call('GET', 'orders?page=0', operator)).statusCode).toBe(400);
  });

  it('pages by 25', async () => {
    for (let index = 0; index < 22; index++) await insertOrder(test, { userId: erna.id, email: 'viele@example.de', lines: [{ title: `Seite ${index}` }], placedAt: new Date(Date.UTC(2026, 0, 1 + index)) });
    const first = await list('');
    expect(first).toMatchObject({ total: 26, pageCount: 2 });
    expect(first.orders).toHaveLength(25);
    const second = await list('page=2');
    expect(second.orders).toHaveLength(1);
    expect(second.orders[0]?.orderNumber).not.toBe(first.orders[24]?.orderNumber);
    expect((await list('query=viele&page=1')).total).toBe(22);
  });

  it('answers 404 for an unknown order and 400 for what is no order number', async () => {
    const unknown = await call('GET', 'orders/EB-2026-99999', operator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Diese Bestellung wurde nicht gefunden.' });
    expect((await call('GET', 'orders/irgendwas', operator)).statusCode).toBe(400);
  });
});

describe('status changes', () => {
  it('refuses steps the way does not allow: 409, nothing changed, nothing mailed', async () => {
    for (const status of ['in_production', 'shipped', 'received']) {
      const refused = await setStatus(numbers.heinz!, { status, trackingNumber: '123' });
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'Dieser Statuswechsel ist nicht möglich.' });
    }
    expect((await detail(numbers.heinz!)).events).toEqual([]);
    expect(await mailsTo('erna.krueger@example.de')).toEqual([]);
  });

  it('takes an order through confirmed, in production and shipped, mailing each step and recording the operator', async () => {
    const confirmed = await setStatus(numbers.heinz!, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const afterAcceptance = confirmed.json<BackOfficeOrder>();
    expect(afterAcceptance).toMatchObject({ status: 'confirmed', invoiceNumber: expect.stringMatching(/^RE-\d{4}-\d{5}$/) });
    expect(afterAcceptance.events[0]).toMatchObject({ actor: 'Leitstelle', kind: 'status', fromStatus: 'received', toStatus: 'confirmed' });
    expect((await mailsTo('erna.krueger@example.de')).map((mail) => mail.subject)).toEqual([expect.stringContaining('Auftragsbestätigung')]);

    // Accepting twice (another operator's click a moment later) is refused: the order is no longer 'received'.
    expect((await setStatus(numbers.heinz!, { status: 'confirmed' })).statusCode).toBe(409);

    expect((await setStatus(numbers.heinz!, { status: 'in_production' })).statusCode).toBe(200);
    const production = (await mailsTo('erna.krueger@example.de')).find((mail) => mail.subject.includes('in Produktion'));
    expect(production?.text).toContain(numbers.heinz);
    expect(production?.text).toContain('Guten Tag Frau Krüger');

    const withoutTracking = await setStatus(numbers.heinz!, { status: 'shipped', trackingNumber: '   ' });
    expect(withoutTracking.statusCode).toBe(400);
    expect(withoutTracking.json()).toMatchObject({ message: 'Bitte geben Sie die Sendungsnummer an.' });
    expect((await setStatus(numbers.heinz!, { status: 'shipped' })).statusCode).toBe(400);
    expect((await detail(numbers.heinz!)).status).toBe('in_production');

    const shipped = await setStatus(numbers.heinz!, { status: 'shipped', trackingNumber: ' 00340434161234567890 ' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<BackOfficeOrder>()).toMatchObject({ status: 'shipped', trackingNumber: '00340434161234567890' });
    const shippingMail = (await mailsTo('erna.krueger@example.de')).find((mail) => mail.subject.includes('unterwegs'));
    expect(shippingMail?.text).toContain('Sendungsnummer: 00340434161234567890');
    expect(shippingMail?.text).toContain('Zahlbar ohne Abzug innerhalb von 14 Tagen nach Erhalt der Ware.');

    // The end of the way: neither cancelled nor shipped again.
    expect((await setStatus(numbers.heinz!, { status: 'cancelled' })).statusCode).toBe(409);
    const history = (await detail(numbers.heinz!)).events.filter((event) => event.kind === 'status');
    expect(history.map((event) => [event.actor, event.fromStatus, event.toStatus])).toEqual([
      ['Leitstelle', 'received', 'confirmed'],
      ['Leitstelle', 'confirmed', 'in_production'],
      ['Leitstelle', 'in_production', 'shipped'],
    ]);
    expect(history[2]?.detail).toContain('00340434161234567890');
    expect((await list('status=shipped')).orders.map((order) => order.orderNumber)).toEqual([numbers.heinz]);
    // The invoice number is found by the search.
    expect((await list(`query=${afterAcceptance.invoiceNumber}`)).orders.map((order) => order.orderNumber)).toEqual([numbers.heinz]);
  });

  it('cancels a received order with a mail to the customer; a cancelled order goes nowhere', async () => {
    const cancelled = await setStatus(numbers.margarete!, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<BackOfficeOrder>().events).toEqual([
      expect.objectContaining({ actor: 'Leitstelle', kind: 'status', fromStatus: 'received', toStatus: 'cancelled' }),
      expect.objectContaining({ actor: 'Leitstelle', kind: 'mail' }),
    ]);
    const [mail] = await mailsTo('buero@sonnenschein.example');
    expect(mail?.subject).toBe(`Ihre Bestellung ${numbers.margarete} wurde storniert`);
    expect(mail?.text).toContain('Sie müssen nichts bezahlen.');
    for (const status of ['confirmed', 'in_production', 'shipped']) expect((await setStatus(numbers.margarete!, { status, trackingNumber: '1' })).statusCode).toBe(409);
  });
});

describe('two operators at once', () => {
  it('accepting and cancelling the same order at the same moment: no step is lost or taken twice, and each step mails once', async () => {
    const answers = await Promise.all([setStatus(numbers.underscore!, { status: 'confirmed' }), setStatus(numbers.underscore!, { status: 'cancelled' })]);
    // Either one loses (409: it read 'received', the other changed it), or the cancel came second and
    // cancelled the confirmed order: then the history shows both steps one after the other.
    const order = await detail(numbers.underscore!);
    const steps = order.events.filter((event) => event.kind === 'status');
    expect(steps.length).toBe(answers.filter((answer) => answer.statusCode === 200).length);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual(steps.length === 2 ? [] : [409]);
    expect(steps.map((step) => step.fromStatus)).toEqual(['received', ...steps.slice(0, -1).map((step) => step.toStatus)]);
    expect(steps.at(-1)?.toStatus).toBe(order.status);
    expect(await mailsTo('max_mustermann@example.de')).toHaveLength(steps.length);
  });
});

describe('payment and files', () => {
  it('records the payment of an invoice once, and takes it back', async () => {
    const beforeInvoice = await call('POST', `orders/${numbers.percent}/payment`, operator, { received: true });
    expect(beforeInvoice.statusCode).toBe(409);
    expect(beforeInvoice.json()).toMatchObject({ message: 'Zu dieser Bestellung gibt es noch keine Rechnung.' });

    const paid = await call('POST', `orders/${numbers.heinz}/payment`, operator, { received: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<BackOfficeOrder>().paymentReceivedAt).not.toBeNull();
    await call('POST', `orders/${numbers.heinz}/payment`, operator, { received: true });
    const payments = () => detail(numbers.heinz!).then((order) => order.events.filter((event) => event.kind === 'payment'));
    expect(await payments()).toEqual([expect.objectContaining({ actor: 'Leitstelle', detail: 'Zahlung eingegangen' })]);
    expect((await list(`query=${numbers.heinz}`)).orders[0]?.paymentReceivedAt).not.toBeNull();

    const undone = await call('POST', `orders/${numbers.heinz}/payment`, operator, { received: false });
    expect(undone.json<BackOfficeOrder>().paymentReceivedAt).toBeNull();
    expect((await payments()).map((event) => event.detail)).toEqual(['Zahlung eingegangen', 'Zahlungseingang zurückgenommen']);
  });

  it('serves the invoice PDF as a download once there is one', async () => {
    const none = await call('GET', `orders/${numbers.percent}/invoice.pdf`, operator);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: 'Zu dieser Bestellung gibt es noch keine Rechnung.' });

    const invoiceNumber = (await detail(numbers.heinz!)).invoiceNumber!;
    const pdf = await call('GET', `orders/${numbers.heinz}/invoice.pdf`, operator);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Rechnung-${invoiceNumber}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(numbers.heinz);
  });

  it('answers 409 for the job ticket and print files of an order not handed to production, 404 for a line of another order', async () => {
    const order = await detail(numbers.percent!);
    expect(order.handedToProductionAt).toBeNull();
    expect(order.lines.every((line) => !line.printFilesReady)).toBe(true);
    for (const url of [`orders/${numbers.percent}/job-ticket.json`, `orders/${numbers.percent}/lines/${order.lines[0]!.id}/cover.pdf`]) {
      const refused = await call('GET', url, operator);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'Die Druckdateien dieser Bestellung werden noch erstellt.' });
    }
    const foreignLine = (await detail(numbers.heinz!)).lines[0]!.id;
    expect((await call('GET', `orders/${numbers.percent}/lines/${foreignLine}/inner.pdf`, operator)).statusCode).toBe(404);
    expect((await call('GET', `orders/${numbers.percent}/lines/1/other.pdf`, operator)).statusCode).toBe(400);
  });
});

describe('feedback', () => {
  it('lists the customers’ feedback newest first', async () => {
    await test.database.db.insert(feedback).values([
      { createdAt: new Date('2026-03-01T10:00:00Z'), userRating: 5, email: 'a@example.de', feedbackText: 'Sehr schön geworden.' },
      { createdAt: new Date('2026-03-02T10:00:00Z'), userRating: null, email: null, feedbackText: 'Der Druck war etwas dunkel.' },
    ]);
    const response = await call('GET', 'feedback', operator);
    expect(response.statusCode).toBe(200);
    const page = response.json<BackOfficeFeedbackPage>();
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.entries.map((entry) => [entry.rating, entry.text])).toEqual([
      [null, 'Der Druck war etwas dunkel.'],
      [5, 'Sehr schön geworden.'],
    ]);
  });
});
