import { ORDER_MESSAGES } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../modules/books/schema';
import { orders } from '../modules/orders/schema';
import { users } from '../modules/users/schema';
import { companyWithStaff, createBookAs, type Person } from '../testing/books';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmedUser } from '../testing/tokens';

// What an open basket no longer allows at the moment of ordering (SPEC.md section 4 and 5).
let test: TestApp;
let anna: Person;
let jens: Person; // works for a funeral home, then leaves it
let sender = 0;
const YEAR_MS = 365 * 24 * 3_600_000;
const billing = { salutation: 'female', companyName: null, firstNames: 'Anna', lastName: 'Beispiel', street: 'Lindenweg', streetNumber: '7a', zipCode: '04109', town: 'Leipzig', country: 'de' } as const;

const post = (person: Person, url: string, payload: object) =>
  test.app.inject({ method: 'POST', url, headers: person.auth, payload, remoteAddress: `10.42.0.${++sender % 250}` });

async function bookIn(person: Person, state: 2 | 3, lastOrdered: Date | null = null): Promise<number> {
  const id = await createBookAs(test, person.auth);
  await test.database.db.update(books).set({ state, finishedAt: new Date(), lastOrdered }).where(eq(books.id, id));
  return id;
}

async function reserve(person: Person, bookId: number, state: number): Promise<string> {
  const response = await post(person, '/api/books/reservation', { bookStates: [{ bookPk: bookId, state }], customerRapidId: null, shippingAddressId: 0 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ reservationId: string }>().reservationId;
}

const order = (person: Person, reservationId: string, bookPk: number) =>
  post(person, '/api/orders', { reservationId, quantities: [{ bookPk, quantity: 1 }], billingAddress: billing, paymentMethod: 'invoice', acceptTerms: true });
const ordersOf = async (person: Person) => (await test.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, person.id))).length;

beforeAll(async () => {
  test = await createTestApp();
  anna = await confirmedUser(test, 'Anna');
  jens = await confirmedUser(test, 'Jens');
  await companyWithStaff(test, { id: 'abendruh-halle', name: 'Bestattungen Abendruh' }, [jens]);
});
afterAll(() => test.close());

describe('ordering an open basket whose books are no longer the caller’s to order', () => {
  it('refuses (409, nothing written) the company’s books to someone who left the company after filling the basket', async () => {
    const book = await bookIn(jens, 2);
    const reservationId = await reserve(jens, book, 2);
    await test.database.db.update(users).set({ companyId: null, actsForCompany: false }).where(eq(users.id, jens.id));

    const response = await order(jens, reservationId, book);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STALE_LIST', message: ORDER_MESSAGES.staleList });
    expect(await ordersOf(jens)).toBe(0);
    expect((await test.database.db.select({ state: books.state }).from(books).where(eq(books.id, book)))[0]?.state).toBe(2);
  });

  it('refuses a reorder whose two years ended while the basket was open, and one already past them', async () => {
    const book = await bookIn(anna, 3, new Date(Date.now() - 2 * YEAR_MS + 3_600_000));
    const reservationId = await reserve(anna, book, 3);
    const longAgo = new Date(Date.now() - 2 * YEAR_MS - 30 * 24 * 3_600_000);
    await test.database.db.update(books).set({ lastOrdered: longAgo }).where(eq(books.id, book));

    const response = await order(anna, reservationId, book);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STALE_LIST' });
    expect(await ordersOf(anna)).toBe(0);
    expect((await test.database.db.select({ lastOrdered: books.lastOrdered }).from(books).where(eq(books.id, book)))[0]?.lastOrdered).toEqual(longAgo);

    const again = await post(anna, '/api/books/reservation', { bookStates: [{ bookPk: book, state: 3 }], customerRapidId: null, shippingAddressId: 0 });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('still orders a state-3 book within its two years', async () => {
    const book = await bookIn(anna, 3, new Date(Date.now() - YEAR_MS));
    const response = await order(anna, await reserve(anna, book, 3), book);
    expect(response.statusCode, response.body).toBe(200);
    expect((await test.database.db.select({ state: books.state, lastOrdered: books.lastOrdered }).from(books).where(eq(books.id, book)))[0]).toMatchObject({ state: 3 });
  });

  it('an order and a new basket of the same books at the same moment: one of them wins, the other is a 409, never a 5xx', async () => {
    // On PostgreSQL the two may deadlock (basket: books then old basket; order: basket then books); it must not show.
    for (let round = 0; round < 4; round += 1) {
      const book = await bookIn(anna, 2);
      const reservationId = await reserve(anna, book, 2);
      const [ordered, again] = await Promise.all([
        order(anna, reservationId, book),
        post(anna, '/api/books/reservation', { bookStates: [{ bookPk: book, state: 2 }], customerRapidId: null, shippingAddressId: 0 }),
      ]);
      expect([ordered.statusCode, again.statusCode].sort(), `${ordered.body} ${again.body}`).toEqual([200, 409]);
      if (ordered.statusCode === 409) expect(ordered.json<{ code: string }>().code).toMatch(/^(RESERVATION_GONE|ORDER_BUSY)$/);
      else expect(again.json<{ code: string }>().code).toBe('STALE_LIST');
    }
  });
});
