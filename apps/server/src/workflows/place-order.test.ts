import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ORDER_MESSAGES, SHIPPING_ADDRESS_MESSAGES, type OrderSummary, type ShippingAddress } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../modules/books/schema';
import { reservations } from '../modules/cart/schema';
import { listOutbox } from '../modules/mail/dev-mailbox-routes';
import { outboxAttachmentFile, type OutboxEntry } from '../modules/mail/mailer';
import { invoicePdfOf } from '../modules/orders';
import { invoiceCounters, orderEvents, orders } from '../modules/orders/schema';
import { shippingAddresses } from '../modules/shipping-addresses/schema';
import { users } from '../modules/users/schema';
import { companyWithStaff, createBookAs, type Auth, type Person } from '../testing/books';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmedUser } from '../testing/tokens';

let test: TestApp;
let anna: Person; // a private customer in Germany
let bernd: Person; // another private customer
let helga: Person; // staff of an Austrian funeral home
const COMPANY = { id: 'alpenblick-graz', name: 'Bestattung Alpenblick' };
let sender = 0;

const billing = { salutation: 'female', companyName: null, firstNames: 'Anna', lastName: 'Beispiel', street: 'Lindenweg', streetNumber: '7a', zipCode: '04109', town: 'Leipzig', country: 'de' } as const;
const companyBilling = { ...billing, companyName: 'Bestattung Alpenblick GmbH', firstNames: 'Helga', lastName: 'Huber', street: 'Hauptplatz', streetNumber: '3', zipCode: '8010', town: 'Graz', country: 'at' } as const;

const inject = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
  test.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}), remoteAddress: `10.41.0.${++sender % 250}` });

async function finishedBook(person: Person, description = 'Für Opa Heinz'): Promise<number> {
  const id = await createBookAs(test, person.auth, { bookDescription: description });
  await test.database.db.update(books).set({ state: 2, finishedAt: new Date() }).where(eq(books.id, id));
  return id;
}

async function reserve(person: Person, bookIds: number[], company: { id: string; addressId: number } | null = null): Promise<string> {
  const states = await Promise.all(bookIds.map(async (id) => (await test.database.db.select({ state: books.state }).from(books).where(eq(books.id, id)))[0]?.state ?? 0));
  const response = await inject('POST', '/api/books/reservation', person.auth, {
    bookStates: bookIds.map((bookPk, index) => ({ bookPk, state: states[index] })),
    customerRapidId: company?.id ?? null,
    shippingAddressId: company?.addressId ?? 0,
  });
  if (response.statusCode !== 200) throw new Error(`reserving failed: ${response.statusCode} ${response.body}`);
  return response.json<{ reservationId: string }>().reservationId;
}

const orderBody = (reservationId: string, quantities: Array<[number, number]>, billingAddress: object = billing) => ({
  reservationId,
  quantities: quantities.map(([bookPk, quantity]) => ({ bookPk, quantity })),
  billingAddress,
  paymentMethod: 'invoice',
  acceptTerms: true,
});
const place = (person: Person, body: object) => inject('POST', '/api/orders', person.auth, body);
const mailsTo = async (to: string): Promise<OutboxEntry[]> => (await listOutbox(test.config.mailOutboxDir)).filter((mail) => mail.to === to);
const pdfText = (mail: OutboxEntry) => execFileSync('pdftotext', ['-layout', join(test.config.mailOutboxDir, outboxAttachmentFile(mail.id, 0)), '-'], { encoding: 'utf8' });
const orderCount = async () => (await test.database.db.select({ id: orders.id }).from(orders)).length;

beforeAll(async () => {
  test = await createTestApp();
  anna = await confirmedUser(test, 'Anna');
  bernd = await confirmedUser(test, 'Bernd');
  helga = await confirmedUser(test, 'Helga');
  await companyWithStaff(test, COMPANY, [helga]);
  const { companies } = await import('../modules/users/schema');
  await test.database.db.update(companies).set({ country: 'at' }).where(eq(companies.id, COMPANY.id));
});
afterAll(() => test.close());

describe('placing an order', () => {
  it('copies the lines at server prices, orders the books, mails the receipt and — accepted at once — the confirmation with the invoice PDF; a second POST answers the same order', async () => {
    const first = await finishedBook(anna, 'Für Opa Heinz');
    const second = await finishedBook(anna, 'Unsere Oma');
    const reservationId = await reserve(anna, [first, second]);
    const response = await place(anna, orderBody(reservationId, [[first, 2], [second, 1]]));
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<OrderSummary>();
    expect(order.orderNumber).toMatch(/^EB-\d{4}-\d{5}$/);
    expect(order.status).toBe('confirmed');
    expect(order.lines.map((line) => [line.bookPk, line.title, line.quantity])).toEqual([
      [first, 'Für Opa Heinz', 2],
      [second, 'Unsere Oma', 1],
    ]);
    const [line] = order.lines;
    expect(line!.unitPriceCents).toBeGreaterThan(0);
    expect(line!.lineTotalCents).toBe(2 * line!.unitPriceCents);
    const books$ = order.lines.reduce((sum, each) => sum + each.lineTotalCents, 0);
    expect(order).toMatchObject({ shippingCents: 299, totalCents: books$ + 299, vatRatePercent: 19, deliveryAddress: billing, billingAddress: billing, email: 'anna@example.de' });

    // The books are ordered (state 3, lastOrdered) and the reservation is done.
    const stored = await test.database.db.select({ state: books.state, lastOrdered: books.lastOrdered }).from(books).where(eq(books.id, first));
    expect(stored[0]?.state).toBe(3);
    expect(stored[0]?.lastOrdered).toBeInstanceOf(Date);
    expect((await test.database.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]?.state).toBe('ordered');

    const mails = await mailsTo('anna@example.de');
    const receipt = mails.find((mail) => mail.subject === `Ihre Bestellung ${order.orderNumber} ist eingegangen`);
    expect(receipt?.text).toContain('noch keine Annahme');
    expect(receipt?.text).toContain('2 × „Für Opa Heinz“ –');
    expect(receipt?.attachments).toBeUndefined();
    const confirmation = mails.find((mail) => mail.subject.startsWith('Auftragsbestätigung'));
    expect(confirmation?.attachments).toEqual([{ filename: expect.stringMatching(/^Rechnung-RE-\d{4}-\d{5}\.pdf$/), contentType: 'application/pdf', size: expect.any(Number) }]);
    const invoice = pdfText(confirmation!);
    const invoiceNumber = /RE-\d{4}-\d{5}/.exec(confirmation!.attachments![0]!.filename)![0];
    expect(invoice).toContain(invoiceNumber);
    expect(invoice).toContain(order.orderNumber);
    expect(invoice).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(order.totalCents / 100).replace('\u00a0', ' '));
    expect(confirmation?.text).toContain('14 Tagen nach Erhalt der Ware');

    // The developer mailbox serves the attachment.
    const download = await test.app.inject({ url: `/dev/mails/${confirmation!.id}/attachments/0` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await test.app.inject({ url: `/dev/mails/${confirmation!.id}/attachments/1` })).statusCode).toBe(404);

    // A double click or a retry after a lost answer: the same order, nothing written.
    const count = await orderCount();
    const again = await place(anna, orderBody(reservationId, [[first, 2], [second, 1]]));
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderSummary>().orderNumber).toBe(order.orderNumber);
    expect(await orderCount()).toBe(count);
    expect(await mailsTo('anna@example.de')).toHaveLength(mails.length);

    // Someone else posting that reservation learns nothing about it.
    const foreign = await place(bernd, orderBody(reservationId, [[first, 1], [second, 1]]));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: ORDER_MESSAGES.reservationNotFound });
  });

  it('two simultaneous POSTs for one reservation make one order, both answered with its number', async () => {
    const book = await finishedBook(bernd);
    const reservationId = await reserve(bernd, [book]);
    const count = await orderCount();
    const [a, b] = await Promise.all([place(bernd, orderBody(reservationId, [[book, 1]])), place(bernd, orderBody(reservationId, [[book, 1]]))]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json<OrderSummary>().orderNumber).toBe(b.json<OrderSummary>().orderNumber);
    expect(await orderCount()).toBe(count + 1);
  });

  it('keeps the numbers it was placed with, and a state-3 book can be ordered again as a new order', async () => {
    const book = await finishedBook(anna, 'Erstes Buch');
    const firstOrder = (await place(anna, orderBody(await reserve(anna, [book]), [[book, 1]]))).json<OrderSummary>();
    await test.database.db.update(books).set({ description: 'Umbenannt' }).where(eq(books.id, book));
    const reorder = await place(anna, orderBody(await reserve(anna, [book]), [[book, 3]]));
    expect(reorder.statusCode, reorder.body).toBe(200);
    const secondOrder = reorder.json<OrderSummary>();
    expect(secondOrder.orderNumber).not.toBe(firstOrder.orderNumber);
    expect(secondOrder.lines[0]).toMatchObject({ title: 'Umbenannt', quantity: 3 });
    expect(secondOrder.lines[0]!.id).not.toBe(firstOrder.lines[0]!.id);
    // The first order still shows what was bought then.
    const stored = await test.database.db.query.orderLines.findFirst({ where: (lines, { eq }) => eq(lines.id, firstOrder.lines[0]!.id) });
    expect(stored).toMatchObject({ title: 'Erstes Buch', quantity: 1, unitPriceCents: firstOrder.lines[0]!.unitPriceCents });
  });

  it('gives consecutive invoice numbers over several orders', async () => {
    const numbers = (await test.database.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders).orderBy(orders.acceptedAt))
      .map((row) => row.invoiceNumber)
      .filter((value): value is string => value != null);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    const year = numbers[0]!.slice(3, 7);
    expect(numbers).toEqual(numbers.map((_, index) => `RE-${year}-${String(index + 1).padStart(5, '0')}`));
  });
});

describe('refusals', () => {
  it('refuses a wrong postcode for Germany and Austria with the form message, and quantities that do not match the basket', async () => {
    const book = await finishedBook(bernd);
    const reservationId = await reserve(bernd, [book]);
    const german = await place(bernd, orderBody(reservationId, [[book, 1]], { ...billing, zipCode: '1234' }));
    expect(german.statusCode).toBe(400);
    expect(german.body).toContain(SHIPPING_ADDRESS_MESSAGES.zipAndTownDe);
    const austrian = await place(bernd, orderBody(reservationId, [[book, 1]], { ...billing, country: 'at', zipCode: '12345' }));
    expect(austrian.statusCode).toBe(400);
    expect(austrian.body).toContain(SHIPPING_ADDRESS_MESSAGES.zipAndTownAt);
    const other = await finishedBook(bernd);
    const mismatch = await place(bernd, orderBody(reservationId, [[other, 1]]));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: ORDER_MESSAGES.quantitiesMismatch });
    expect((await test.database.db.select().from(orders).where(eq(orders.reservationId, reservationId))).length).toBe(0);
  });

  it('refuses a person who is no longer allowed to order (temporary, unconfirmed) with 403, writing nothing', async () => {
    const book = await finishedBook(bernd);
    const reservationId = await reserve(bernd, [book]);
    await test.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, bernd.id));
    const unconfirmed = await place(bernd, orderBody(reservationId, [[book, 1]]));
    await test.database.db.update(users).set({ emailConfirmedAt: new Date(), isTemporary: true }).where(eq(users.id, bernd.id));
    const temporary = await place(bernd, orderBody(reservationId, [[book, 1]]));
    await test.database.db.update(users).set({ isTemporary: false }).where(eq(users.id, bernd.id));
    for (const response of [unconfirmed, temporary]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: ORDER_MESSAGES.notAllowed });
    }
    expect((await test.database.db.select().from(orders).where(eq(orders.reservationId, reservationId))).length).toBe(0);
    expect((await test.database.db.select({ state: books.state }).from(books).where(eq(books.id, book)))[0]?.state).toBe(2);
  });

  it('a company order is delivered to the chosen company address, billed in the company country only', async () => {
    const created = await inject('POST', `/api/users/shipping-addresses/${COMPANY.id}`, helga.auth, {
      name: 'Filiale Graz', salutation: 'male', firstNames: 'Josef', lastName: 'Huber', companyName: 'Bestattung Alpenblick', street: 'Annenstraße', streetNumber: '5', zipCode: '8020', town: 'Graz',
    });
    expect(created.statusCode, created.body).toBe(200);
    const addressId = created.json<ShippingAddress>().id;
    const book = await finishedBook(helga, 'Für Franz');
    const reservationId = await reserve(helga, [book], { id: COMPANY.id, addressId });
    const wrongCountry = await place(helga, orderBody(reservationId, [[book, 1]], billing));
    expect(wrongCountry.statusCode).toBe(400);
    expect(wrongCountry.json()).toMatchObject({ message: ORDER_MESSAGES.country });
    const response = await place(helga, orderBody(reservationId, [[book, 1]], companyBilling));
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<OrderSummary>();
    expect(order).toMatchObject({ shippingCents: 399, vatRatePercent: 20, billingAddress: companyBilling });
    expect(order.deliveryAddress).toMatchObject({ firstNames: 'Josef', street: 'Annenstraße', zipCode: '8020', country: 'at' });
    const [address] = await test.database.db.select({ lastUsedAt: shippingAddresses.lastUsedAt }).from(shippingAddresses).where(eq(shippingAddresses.id, addressId));
    expect(address?.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('without automatic acceptance', () => {
  let manual: TestApp;
  afterAll(() => manual?.close());

  it('sends only the receipt; accept() then confirms with the invoice once, recording the operator', async () => {
    manual = await createTestApp({ ORDERS_AUTO_ACCEPT: 'false' });
    const saved = test;
    test = manual;
    try {
      const carla = await confirmedUser(manual, 'Carla');
      const operator = await confirmedUser(manual, 'Olga');
      const book = await finishedBook(carla);
      const placed = await place(carla, orderBody(await reserve(carla, [book]), [[book, 1]]));
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json<OrderSummary>().status).toBe('received');
      const orderMails = async () => (await mailsTo('carla@example.de')).map((mail) => mail.subject).filter((subject) => subject.includes('EB-'));
      expect(await orderMails()).toEqual([`Ihre Bestellung ${placed.json<OrderSummary>().orderNumber} ist eingegangen`]);
      const [row] = await manual.database.db.select().from(orders);
      expect(row?.invoice).toBeNull();

      // Two operators clicking at once, and once more later: one acceptance, one invoice number, one mail.
      const olga = { userId: operator.id, account: 'Olga' };
      await Promise.all([manual.app.orders.acceptance.accept(row!.id, olga), manual.app.orders.acceptance.accept(row!.id, olga)]);
      await manual.app.orders.acceptance.accept(row!.id, olga);
      await manual.app.mail.deliverDueMails();
      const [accepted] = await manual.database.db.select().from(orders);
      expect(accepted).toMatchObject({ status: 'confirmed', invoiceNumber: expect.stringMatching(/^RE-\d{4}-00001$/) });
      expect(accepted?.invoice?.invoiceNumber).toBe(accepted?.invoiceNumber);
      const confirmations = (await mailsTo('carla@example.de')).filter((mail) => mail.subject.startsWith('Auftragsbestätigung'));
      expect(confirmations).toHaveLength(1);
      expect(pdfText(confirmations[0]!)).toContain(accepted!.invoiceNumber!);
      expect((await manual.database.db.select().from(invoiceCounters)).map((counter) => counter.lastNumber)).toEqual([1]);
      // The invoice is drawn again from what the order stored (the back office's download).
      const again = await invoicePdfOf(accepted!);
      expect(again?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await invoicePdfOf(row!)).toBeNull();
      const events = await manual.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
      expect(events.find((event) => event.kind === 'placed')).toMatchObject({ actor: 'Kunde carla@example.de', actorUserId: carla.id, toStatus: 'received' });
      expect(events.find((event) => event.kind === 'status')).toMatchObject({ actor: 'Olga', actorUserId: operator.id, fromStatus: 'received', toStatus: 'confirmed' });
    } finally {
      test = saved;
    }
  });
});
