import { orderSummarySchema, placeOrderSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../modules/auth/authentication';
import { errorResponses } from '../plugins/error-handler';
import type { PlaceOrderWorkflow } from './place-order';

/** POST /api/orders: place the order of a reservation (idempotent per reservation). */
export const placeOrderRoutes: FastifyPluginAsyncZod<{ workflow: PlaceOrderWorkflow }> = async (app, { workflow }) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['Bestellungen'],
        summary: 'Die Bestellung eines Warenkorbs aufgeben (ein zweiter Aufruf für denselben Warenkorb antwortet dieselbe Bestellung)',
        body: placeOrderSchema,
        response: { 200: orderSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const summary = await workflow.placeOrder(requireCaller(request).userId, request.body);
      // Addresses and amounts of a person: no cache keeps them.
      return reply.header('cache-control', 'no-store').send(summary);
    },
  );
};
