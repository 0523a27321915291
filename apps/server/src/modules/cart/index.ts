import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../jobs/job-runner';
import { reservationExpiryJob } from './expiry-job';
import type { CartForOrders } from './cart-for-orders';
import { createCartRepository } from './repository';
import { cartRoutes } from './routes';
import { createCartService, type CartDeps } from './service';

export type { CartCompany, CartForOrders, CartLine, CartShippingAddress, ReservationForOrder } from './cart-for-orders';
export { sweepExpiredReservations } from './expiry-job';

/**
 * The basket (issue 15 item 1, decision 040): reservations of finished books, the checkout's view of
 * one, and the port the orders workflow places an order through.
 */
export async function registerCartModule(
  app: FastifyInstance,
  deps: Omit<CartDeps, 'repository'>,
): Promise<{ forOrders: CartForOrders; jobs: ScheduledJob[] }> {
  const service = createCartService({ ...deps, repository: createCartRepository(deps.db) });
  await app.register(cartRoutes, { prefix: '/api', service });
  return { forOrders: service.forOrders, jobs: [reservationExpiryJob({ db: deps.db, now: deps.now, log: app.log })] };
}
