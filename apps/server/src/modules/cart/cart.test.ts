import { BOOK_MESSAGES, ORDER_MESSAGES, type Checkout } from '@eb/api-contract';
import { pageCount } from '@eb/book-model';
import { bookPriceCents } from '@eb/catalogue';
import { PAPERS } from '@eb/catalogue/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff, createBookAs, readBookDocument, type Auth, type Person } from '../../testing/books';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, confirmedUser, registeredUser } from '../../testing/tokens';
import { books } from '../books/schema';
import { orders } from '../orders/schema';
import { shippingAddresses } from '../shipping-addresses/schema';
import { companies, users } from '../users/schema';
import { sweepExpiredReservations } from './expiry-job';
import { reservationBooks, reservations } from './schema';

let test: TestApp;
let clock = new Date('2026-03-02T10:00:00Z');
let anna: Person; // a private customer
let bernd: Person; // another private customer
let helga: Person; // staff of Bestattung Alpenblick (Austria), in the company's view
let hanna: Person; // her colleague
let otto: Person; // staff of another funeral home
const ALPENBLICK = { id: 'K-4711', name: 'Bestattung Alpenblick' };
const SONNENSCHEIN = { id: 'K-0815', name: 'Pietät Sonnenschein' };
let alpenblickAddress: number;
let sonnenscheinAddress: number;
let sender = 0;

const inject = (method: 'GET' | 'POST', url: string, auth: Auth | undefined, payload?: object) =>
  test.app.inject({ method, url, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}), remoteAddress: `10.43.${sender % 200}.${++sender % 250}` });

async function finishedBook(person: Person, description = 'Für Opa Heinz'): Promise<number> {
  const id = await createBookAs(test, person.auth, { bookDescription: description });
  await test.database.db.update(books).set({ state: 2, finishedAt: clock }).where(eq(books.id, id));
  return id;
}

type Target = { customerRapidId: string | null; shippingAddressId: number };
const PRIVATE: Target = { customerRapidId: null, shippingAddressId: 0 };
const reserveRequest = (person: Person, bookStates: Array<[number, number]>, target: Target = PRIVATE) =>
  inject('POST', '/api/books/reservation', person.auth, { bookStates: bookStates.map(([bookPk, state]) => ({ bookPk, state })), ...target });
async function reserve(person: Person, bookIds: number[], target: Target = PRIVATE): Promise<string> {
  const response = await reserveRequest(person, bookIds.map((id) => [id, 2]), target);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ reservationId: string }>().reservationId;
}
const checkout = (person: Person, id: string) => inject('GET', `/api/orders/checkout/${id}`, person.auth);
const cancel = (person: Person, id: string) => inject('GET', `/api/books/cancelreservation/${id}`, person.auth);
const stateOf = async (id: string) => (await test.database.db.select({ state: reservations.state }).from(reservations).where(eq(reservations.id, id)))[0]?.state;
const heldBooks = async (id: string) => (await test.database.db.select({ bookId: reservationBooks.bookId }).from(reservationBooks).where(eq(reservationBooks.reservationId, id))).length;

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code, message });
}

const addressRow = { name: 'Filiale Graz', salutation: 'female', firstNames: 'Helga', lastName: 'Huber', companyName: 'Bestattung Alpenblick GmbH', street: 'Hauptplatz', streetNumber: '3', zipCode: '8010', town: 'Graz' } as const;

beforeAll(async () => {
  // The acceptance (invoice, mails) is the orders' business: orders placed here stay received.
  test = await createTestApp({ ORDERS_AUTO_ACCEPT: 'false' }, () => clock);
  anna = await confirmedUser(test, 'Anna');
  bernd = await confirmedUser(test, 'Bernd');
  helga = await confirmedUser(test, 'Helga');
  hanna = await confirmedUser(test, 'Hanna');
  otto = await confirmedUser(test, 'Otto');
  await companyWithStaff(test, ALPENBLICK, [helga, hanna]);
  await companyWithStaff(test, SONNENSCHEIN, [otto]);
  await test.database.db.update(companies).set({ country: 'at' }).where(eq(companies.id, ALPENBLICK.id));
  const addressOf = async (companyId: string) => (await test.database.db.insert(shippingAddresses).values({ ...addressRow, companyId }).returning())[0]!.id;
  alpenblickAddress = await addressOf(ALPENBLICK.id);
  sonnenscheinAddress = await addressOf(SONNENSCHEIN.id);
});
afterAll(() => test.close());

describe('putting books into the basket', () => {
  it('reserves finished books and the checkout shows them priced by the one price function, for a private order', async () => {
    const first = await finishedBook(anna, 'Für Opa Heinz');
    const second = await finishedBook(anna, 'Unsere Oma');
    const id = await reserve(anna, [second, first]);

    const response = await checkout(anna, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<Checkout>();
    // A4 softcover on real-photo paper (testing/books.ts BOOK_SELECTION), priced from the catalogue's own data.
    const paper = PAPERS.find((entry) => entry.id === 3)!;
    const price = paper.prices.find((entry) => entry.formatId === 1)!;
    const pages = pageCount((await readBookDocument(test, first, anna.auth)).document);
    const unitPriceCents = bookPriceCents({ ...paper, basePriceCents: price.basePriceCents, stepPriceCents: price.stepPriceCents }, pages);
    expect(view).toMatchObject({
      reservationId: id,
      company: null,
      shippingAddress: null,
      billingAddressSuggestion: null,
      deliveryCountries: ['de', 'at'],
      email: 'anna@example.de',
      expiresAt: new Date(clock.getTime() + 60 * 60_000).toISOString(),
    });
    // In the order they were ticked.
    expect(view.lines.map((line) => [line.bookPk, line.title])).toEqual([
      [second, 'Unsere Oma'],
      [first, 'Für Opa Heinz'],
    ]);
    expect(view.lines[1]).toEqual({
      bookPk: first,
      title: 'Für Opa Heinz',
      previewImageUrl: expect.anything(),
      productCode: 'EB-F1-P3',
      formatName: 'A4 Hochformat (21 × 29,7 cm)',
      paperName: paper.description,
      coverFinish: 'glossy',
      pagesFinish: 'glossy',
      pages,
      unitPriceCents,
    });
    expect(unitPriceCents).toBeGreaterThan(0);
  });

  it('refuses a list that is out of date (409): another state than the book has, a begun book, a template', async () => {
    const finished = await finishedBook(bernd);
    const begun = await createBookAs(test, bernd.auth);
    const template = await finishedBook(bernd, 'Vorlage');
    await test.database.db.update(books).set({ isTemplate: true }).where(eq(books.id, template));

    for (const states of [[[finished, 1]], [[begun, 1]], [[begun, 2]], [[template, 2]], [[finished, 2], [finished, 1]]] as Array<Array<[number, number]>>) {
      expectError(await reserveRequest(bernd, states), 409, 'STALE_LIST', ORDER_MESSAGES.staleList);
    }
    // Nothing was held by the refused requests.
    expect(await test.database.db.select().from(reservationBooks).where(eq(reservationBooks.bookId, finished))).toEqual([]);

    // An ordered book can be ordered again (two years): state 3 as the list shows it.
    await test.database.db.update(books).set({ state: 3, lastOrdered: clock }).where(eq(books.id, finished));
    expectError(await reserveRequest(bernd, [[finished, 2]]), 409, 'STALE_LIST', ORDER_MESSAGES.staleList);
    expect((await reserveRequest(bernd, [[finished, 3]])).statusCode).toBe(200);
  });

  it('finds no book of another person (404), and refuses empty and overlong lists (400)', async () => {
    const annas = await finishedBook(anna);
    expectError(await reserveRequest(bernd, [[annas, 2]]), 404, 'BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    expectError(await reserveRequest(bernd, [[999_999, 2]]), 404, 'BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
    // A company book is not a private book of its maker's colleague outside the company either.
    const companyBook = await finishedBook(helga);
    expectError(await reserveRequest(otto, [[companyBook, 2]]), 404, 'BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);

    const empty = await reserveRequest(anna, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(ORDER_MESSAGES.noBooks);
    const many = await reserveRequest(anna, Array.from({ length: 51 }, (_, index) => [index + 1, 2] as [number, number]));
    expect(many.statusCode).toBe(400);
    expect(many.json<{ message: string }>().message).toContain(ORDER_MESSAGES.tooManyBooks);
  });

  it('lets only registered people with a confirmed address order (403 with SPEC’s message)', async () => {
    const unconfirmed = await registeredUser(test, 'Ulla');
    const book = await finishedBook(unconfirmed);
    expectError(await reserveRequest(unconfirmed, [[book, 2]]), 403, 'ORDER_NOT_ALLOWED', ORDER_MESSAGES.notAllowed);

    const [trial] = await test.database.db.insert(users).values({ isTemporary: true }).returning();
    const temporary: Person = { id: trial!.id, auth: { authorization: `Bearer ${await accessTokenFor(test, trial!.id)}` } };
    const trialBook = await finishedBook(temporary);
    expectError(await reserveRequest(temporary, [[trialBook, 2]]), 403, 'ORDER_NOT_ALLOWED', ORDER_MESSAGES.notAllowed);
    expectError(await checkout(temporary, '0b7c6a52-4a0e-4d0c-9a55-2f1d0f7b9a11'), 403, 'ORDER_NOT_ALLOWED', ORDER_MESSAGES.notAllowed);

    expect((await inject('POST', '/api/books/reservation', undefined, { bookStates: [{ bookPk: book, state: 2 }], ...PRIVATE })).statusCode).toBe(401);
  });

  it('orders for a company only the caller works for, to one of its own addresses', async () => {
    const book = await finishedBook(helga);
    expectError(await reserveRequest(helga, [[book, 2]], { customerRapidId: SONNENSCHEIN.id, shippingAddressId: sonnenscheinAddress }), 404, 'CUSTOMER_NOT_FOUND', ORDER_MESSAGES.companyNotFound);
    expectError(await reserveRequest(helga, [[book, 2]], { customerRapidId: 'K-unbekannt', shippingAddressId: alpenblickAddress }), 404, 'CUSTOMER_NOT_FOUND', ORDER_MESSAGES.companyNotFound);
    expectError(await reserveRequest(helga, [[book, 2]], { customerRapidId: ALPENBLICK.id, shippingAddressId: sonnenscheinAddress }), 404, 'SHIPPING_ADDRESS_NOT_FOUND', ORDER_MESSAGES.shippingAddressNotFound);
    expectError(await reserveRequest(helga, [[book, 2]], { customerRapidId: ALPENBLICK.id, shippingAddressId: 0 }), 400, 'ADDRESS_REQUIRED', ORDER_MESSAGES.addressRequired);
    // A private order has no company address.
    expectError(await reserveRequest(helga, [[book, 2]], { customerRapidId: null, shippingAddressId: alpenblickAddress }), 404, 'SHIPPING_ADDRESS_NOT_FOUND', ORDER_MESSAGES.shippingAddressNotFound);
    // A private customer has no companies.
    const annas = await finishedBook(anna);
    expectError(await reserveRequest(anna, [[annas, 2]], { customerRapidId: ALPENBLICK.id, shippingAddressId: alpenblickAddress }), 404, 'CUSTOMER_NOT_FOUND', ORDER_MESSAGES.companyNotFound);

    const id = await reserve(helga, [book], { customerRapidId: ALPENBLICK.id, shippingAddressId: alpenblickAddress });
    const view = (await checkout(helga, id)).json<Checkout>();
    expect(view).toMatchObject({
      company: { id: ALPENBLICK.id, name: ALPENBLICK.name, country: 'at' },
      shippingAddress: { ...addressRow, id: alpenblickAddress, country: 'at' },
      deliveryCountries: ['at'],
      billingAddressSuggestion: null,
      email: 'helga@example.de',
    });
    // The colleague sees the company's books, but not Helga's basket.
    expectError(await checkout(hanna, id), 404, 'RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound);
  });

  it('suggests the billing address of the last order: the person’s own for a private order, the company’s for a company order', async () => {
    const billing = (lastName: string, country: 'de' | 'at') => ({ salutation: 'male', companyName: null, firstNames: 'Max', lastName, street: 'Weg', streetNumber: '1', zipCode: country === 'de' ? '04109' : '8010', town: 'Ort', country }) as const;
    const placedOrder = async (person: Person, companyId: string | null, lastName: string, country: 'de' | 'at', placedAt: Date) => {
      const [reservation] = await test.database.db.insert(reservations).values({ userId: person.id, companyId, state: 'ordered', expiresAt: placedAt }).returning();
      const address = billing(lastName, country);
      await test.database.db.insert(orders).values({
        orderNumber: `EB-TEST-${lastName}`,
        reservationId: reservation!.id,
        userId: person.id,
        companyId,
        email: 'x@example.de',
        billingAddress: address,
        deliveryAddress: address,
        country,
        paymentMethod: 'invoice',
        shippingCents: 299,
        totalCents: 1000,
        vatRatePercent: 19,
        vatCents: 160,
        placedAt,
      });
    };
    await placedOrder(bernd, null, 'Älter', 'de', new Date('2026-01-01T00:00:00Z'));
    await placedOrder(bernd, null, 'Neuer', 'de', new Date('2026-02-01T00:00:00Z'));
    await placedOrder(hanna, ALPENBLICK.id, 'Firma', 'at', new Date('2026-02-02T00:00:00Z'));
    await placedOrder(helga, null, 'Privat', 'de', new Date('2026-02-03T00:00:00Z'));

    const berndsBook = await finishedBook(bernd, 'Bernds Buch');
    expect((await checkout(bernd, await reserve(bernd, [berndsBook]))).json<Checkout>().billingAddressSuggestion).toEqual(billing('Neuer', 'de'));
    // Helga ordering for the company gets the company's last order (her colleague's), not her private one.
    const companyBook = await finishedBook(helga, 'Firmenbuch');
    const forCompany = await reserve(helga, [companyBook], { customerRapidId: ALPENBLICK.id, shippingAddressId: alpenblickAddress });
    expect((await checkout(helga, forCompany)).json<Checkout>().billingAddressSuggestion).toEqual(billing('Firma', 'at'));
  });
});

describe('one basket per book', () => {
  it('refuses a book a colleague’s open basket holds (409), and replaces the person’s own older basket', async () => {
    const book = await finishedBook(helga, 'Gemeinsam');
    const target = { customerRapidId: ALPENBLICK.id, shippingAddressId: alpenblickAddress };
    const older = await reserve(helga, [book], target);
    expectError(await reserveRequest(hanna, [[book, 2]], target), 409, 'STALE_LIST', ORDER_MESSAGES.staleList);

    // Helga goes back to her list and clicks the basket again: her new basket replaces the old one.
    const newer = await reserve(helga, [book], target);
    expect(newer).not.toBe(older);
    expect(await stateOf(older)).toBe('cancelled');
    expectError(await checkout(helga, older), 409, 'RESERVATION_GONE', ORDER_MESSAGES.reservationGone);
    expect((await checkout(helga, newer)).statusCode).toBe(200);
    expectError(await reserveRequest(hanna, [[book, 2]], target), 409, 'STALE_LIST', ORDER_MESSAGES.staleList);
  });

  it('of two baskets made at the same moment from the same books, exactly one wins; the other gets 409', async () => {
    const first = await finishedBook(helga, 'Erstes');
    const second = await finishedBook(helga, 'Zweites');
    const target = { customerRapidId: ALPENBLICK.id, shippingAddressId: alpenblickAddress };
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([reserveRequest(helga, [[first, 2], [second, 2]], target), reserveRequest(hanna, [[second, 2], [first, 2]], target)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ code: 'STALE_LIST', message: ORDER_MESSAGES.staleList });
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ reservationId: string }>().reservationId;
      expect(await heldBooks(winner)).toBe(2);
      // Free the books for the next round.
      const owner = answers[0]!.statusCode === 200 ? helga : hanna;
      expect((await cancel(owner, winner)).statusCode).toBe(200);
    }
  });
});

describe('cancelling a basket', () => {
  it('frees the books; again is no error; another person’s basket is not found', async () => {
    const book = await finishedBook(anna, 'Abgebrochen');
    const id = await reserve(anna, [book]);
    expectError(await cancel(bernd, id), 404, 'RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound);
    expect(await stateOf(id)).toBe('open');

    const response = await cancel(anna, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await stateOf(id)).toBe('cancelled');
    expect(await heldBooks(id)).toBe(0);
    expect((await cancel(anna, id)).statusCode).toBe(200);
    expectError(await checkout(anna, id), 409, 'RESERVATION_GONE', ORDER_MESSAGES.reservationGone);
    // The book can go into a new basket.
    expect((await reserveRequest(anna, [[book, 2]])).statusCode).toBe(200);

    expectError(await cancel(anna, '0b7c6a52-4a0e-4d0c-9a55-2f1d0f7b9a11'), 404, 'RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound);
    expect((await cancel(anna, 'kein-warenkorb')).statusCode).toBe(400);
  });
});

describe('the checkout of a basket', () => {
  it('is not found for another person or an unknown id', async () => {
    const id = await reserve(anna, [await finishedBook(anna)]);
    expectError(await checkout(bernd, id), 404, 'RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound);
    expectError(await checkout(anna, '0b7c6a52-4a0e-4d0c-9a55-2f1d0f7b9a11'), 404, 'RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound);
    expect((await checkout(anna, '12345')).statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('keeps an expired basket usable while nobody took its books; another basket or the sweep frees them', async () => {
    const start = clock;
    try {
      const first = await finishedBook(anna, 'Lange gelesen');
      const second = await finishedBook(anna, 'Auch lange');
      const slow = await reserve(anna, [first]);
      const swept = await reserve(anna, [second]);
      clock = new Date(start.getTime() + 61 * 60_000);

      // An hour over the AGB: the basket still holds the book and the checkout still shows it.
      expect((await checkout(anna, slow)).statusCode).toBe(200);
      // The sweep ends only baskets past their expiry.
      expect(await sweepExpiredReservations(test.database.db, new Date(start.getTime() + 59 * 60_000))).toBe(0);
      expect(await stateOf(swept)).toBe('open');
      // Both of Anna's (and the earlier tests' baskets, made at the same moment).
      expect(await sweepExpiredReservations(test.database.db, clock)).toBeGreaterThanOrEqual(2);
      expect(await stateOf(swept)).toBe('expired');
      expect(await stateOf(slow)).toBe('expired');
      expect(await heldBooks(swept)).toBe(0);
      expectError(await checkout(anna, swept), 409, 'RESERVATION_GONE', ORDER_MESSAGES.reservationGone);
      // Cancelling it afterwards (the checkout's 'Abbrechen') is no error.
      expect((await cancel(anna, swept)).statusCode).toBe(200);
      expect(await stateOf(swept)).toBe('expired');
    } finally {
      clock = start;
    }
  });

  it('lets a colleague take the books of an expired basket not yet swept: the old basket is then gone', async () => {
    const start = clock;
    try {
      const book = await finishedBook(helga, 'Abgelaufen');
      const target = { customerRapidId: ALPENBLICK.id, shippingAddressId: alpenblickAddress };
      const old = await reserve(helga, [book], target);
      clock = new Date(start.getTime() + 61 * 60_000);
      expect((await reserveRequest(hanna, [[book, 2]], target)).statusCode).toBe(200);
      expect(await stateOf(old)).toBe('expired');
      expectError(await checkout(helga, old), 409, 'RESERVATION_GONE', ORDER_MESSAGES.reservationGone);
    } finally {
      clock = start;
    }
  });

  it('lets an order be placed from an expired basket that still holds its books, not from one whose books were freed', async () => {
    const start = clock;
    const billing = { salutation: 'female', companyName: null, firstNames: 'Anna', lastName: 'Beispiel', street: 'Lindenweg', streetNumber: '7a', zipCode: '04109', town: 'Leipzig', country: 'de' };
    const order = (reservationId: string, book: number) =>
      inject('POST', '/api/orders', anna.auth, { reservationId, quantities: [{ bookPk: book, quantity: 1 }], billingAddress: billing, paymentMethod: 'invoice', acceptTerms: true });
    try {
      const slowBook = await finishedBook(anna, 'AGB gelesen');
      const sweptBook = await finishedBook(anna, 'Zu spät');
      const slow = await reserve(anna, [slowBook]);
      clock = new Date(start.getTime() + 61 * 60_000);
      const swept = await reserve(anna, [sweptBook]);
      clock = new Date(start.getTime() + 2 * 61 * 60_000);
      await sweepExpiredReservations(test.database.db, new Date(start.getTime() + 61 * 60_000 + 1));
      expect(await stateOf(slow)).toBe('expired');
      expect(await stateOf(swept)).toBe('open');

      // The second basket is an hour old: nobody took its book, so the order goes through (markOrdered ends it).
      const placed = await order(swept, sweptBook);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await stateOf(swept)).toBe('ordered');
      expect(await heldBooks(swept)).toBe(0);
      expectError(await checkout(anna, swept), 409, 'RESERVATION_GONE', ORDER_MESSAGES.reservationGone);
      // Its book, now ordered (state 3), can go into a new basket again (reorder).
      expect((await reserveRequest(anna, [[sweptBook, 3]])).statusCode).toBe(200);

      // The first was swept: its book is free, the basket is gone.
      expectError(await order(slow, slowBook), 409, 'RESERVATION_GONE', ORDER_MESSAGES.reservationGone);
    } finally {
      clock = start;
    }
  });

  it('is swept every five minutes by the scheduled job', () => {
    expect(test.app.scheduledJobs.find((job) => job.name === 'reservation-expiry')?.cron).toBe('*/5 * * * *');
  });
});
