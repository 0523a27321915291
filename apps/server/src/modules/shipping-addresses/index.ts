import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { createShippingAddressRepository } from './repository';
import { shippingAddressRoutes } from './routes';
import { createShippingAddressService, type ShippingAddressDeps } from './service';

/** Shipping addresses per company (issue 15 item 4): the routes under /api/users/. */
export async function registerShippingAddressesModule(
  app: FastifyInstance,
  deps: Omit<ShippingAddressDeps, 'repository'> & { db: Database },
): Promise<{ service: ReturnType<typeof createShippingAddressService> }> {
  const service = createShippingAddressService({ repository: createShippingAddressRepository(deps.db), companyCountry: deps.companyCountry, now: deps.now });
  await app.register(shippingAddressRoutes, { prefix: '/api/users', service });
  return { service };
}

/** For the cart (issue 15): the companies a person works for (the same rule as the routes here) and one company's address, in a transaction. */
export { customerIdsOf } from './service';
export function shippingAddressesForCart(db: Database) {
  const repository = createShippingAddressRepository(db);
  return { find: (id: number, companyId: string, tx?: Executor) => repository.find(id, companyId, tx) };
}

/** For the orders workflow: an order shipped to the address (in the order's transaction), so it is no longer "neu". */
export function shippingAddressesForOrders(db: Database) {
  const repository = createShippingAddressRepository(db);
  return { markUsed: (id: number, companyId: string, now: Date, tx: Executor) => repository.markUsed(id, companyId, now, tx) };
}
