import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
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
