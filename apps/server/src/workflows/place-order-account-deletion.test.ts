import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { books } from '../modules/books/schema';
import { reservations } from '../modules/cart/schema';
import { orderLines, orders } from '../modules/orders/schema';
import { createUsersRepository } from '../modules/users/repository';
import { createBookAs } from '../testing/books';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmedUser } from '../testing/tokens';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const billing = { salutation: 'male', companyName: null, firstNames: 'Karl', lastName: 'Beispiel', street: 'Am Markt', streetNumber: '1', zipCode: '01067', town: 'Dresden', country: 'de' } as const;

// An order is a business record (§ 147 AO): deleting the account that placed it — and with it the
// account's baskets — must succeed and leave the order, its lines and its invoice in place.
it('deleting the account of a customer who ordered keeps the order and frees it from the account', async () => {
  const karl = await confirmedUser(test, 'Karl');
  const bookId = await createBookAs(test, karl.auth, { bookDescription: 'Für Tante Erna' });
  await test.database.db.update(books).set({ state: 2, finishedAt: new Date() }).where(eq(books.id, bookId));
  const reserved = await test.app.inject({
    method: 'POST',
    url: '/api/books/reservation',
    headers: karl.auth,
    payload: { bookStates: [{ bookPk: bookId, state: 2 }], customerRapidId: null, shippingAddressId: 0 },
  });
  expect(reserved.statusCode).toBe(200);
  const { reservationId } = reserved.json<{ reservationId: string }>();
  const placed = await test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: karl.auth,
    payload: { reservationId, quantities: [{ bookPk: bookId, quantity: 1 }], billingAddress: billing, paymentMethod: 'invoice', acceptTerms: true },
  });
  expect(placed.statusCode).toBe(200);

  await createUsersRepository(test.database.db).delete(karl.id);

  const [order] = await test.database.db.select().from(orders);
  expect(order).toMatchObject({ userId: null, reservationId: null, email: expect.stringContaining('@') });
  expect(order?.invoiceNumber).toMatch(/^RE-\d{4}-\d{5}$/);
  expect(await test.database.db.select().from(reservations).where(eq(reservations.id, reservationId))).toHaveLength(0);
  const lines = await test.database.db.select().from(orderLines).where(eq(orderLines.orderId, order?.id ?? -1));
  expect(lines.map((line) => line.title)).toEqual(['Für Tante Erna']);
});
