import { ORDER_MESSAGES, type PlaceOrder } from '@eb/api-contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-errors';
import type { CartForOrders } from '../modules/cart';
import { orders } from '../modules/orders/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createPlaceOrder } from './place-order';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** What node-postgres throws (wrapped by Drizzle) when PostgreSQL rolls a transaction back for a collision. */
function collision(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code }) });
}

/** The workflow on the test database with a cart that always collides; counts the tries. */
function workflowWhoseCartCollides(code: string) {
  let tries = 0;
  const cart: CartForOrders = {
    takeForOrder: async () => {
      tries += 1;
      throw collision(code);
    },
    markOrdered: async () => undefined,
  };
  const workflow = createPlaceOrder({
    db: test.database.db,
    cart,
    ordererOf: async () => ({ email: 'anna@example.de', mayOrderBooks: true }),
    markBooksOrdered: async () => undefined,
    markAddressUsed: async () => undefined,
    mail: test.app.mail,
    acceptance: { accept: async () => undefined },
    requestPrint: async () => undefined,
    autoAccept: false,
    now: () => new Date(),
    log: test.app.log,
  });
  return { workflow, tries: () => tries };
}

const body = (reservationId: string): PlaceOrder => ({
  reservationId,
  quantities: [{ bookPk: 1, quantity: 1 }],
  billingAddress: { salutation: 'female', companyName: null, firstNames: 'Anna', lastName: 'Beispiel', street: 'Lindenweg', streetNumber: '7a', zipCode: '04109', town: 'Leipzig', country: 'de' },
  paymentMethod: 'invoice',
  acceptTerms: true,
});

describe('placing an order that collides with a simultaneous transaction', () => {
  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('after %s it tries once more, then answers 409 with a German reason and writes nothing', async (_name, code) => {
    const { workflow, tries } = workflowWhoseCartCollides(code);
    const failure = await workflow.placeOrder(randomUUID(), body(randomUUID())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ statusCode: 409, code: 'ORDER_BUSY', message: ORDER_MESSAGES.busy });
    expect(tries()).toBe(2);
    expect(await test.database.db.select({ id: orders.id }).from(orders)).toEqual([]);
  });

  it('passes any other database error on unchanged (it is not a collision)', async () => {
    const { workflow, tries } = workflowWhoseCartCollides('23502');
    await expect(workflow.placeOrder(randomUUID(), body(randomUUID()))).rejects.not.toBeInstanceOf(DomainError);
    expect(tries()).toBe(1);
  });
});
