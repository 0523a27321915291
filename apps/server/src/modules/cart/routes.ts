import { checkoutSchema, reservationCreatedSchema, reservationIdSchema, reservationParamsSchema, reservationRequestSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { CartService } from './service';

const tags = ['Warenkorb'];
const checkoutParamsSchema = z.object({ reservationId: reservationIdSchema });

/** SPEC.md section 7: the basket (base /api). Answers name addresses and prices of one person: never cached. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/books/reservation',
    {
      // A person fills a basket a few times an hour; more is a script.
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Die ausgewählten fertigen Bücher in den Warenkorb legen (reservieren)',
        body: reservationRequestSchema,
        response: { 200: reservationCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (request) => service.reserve(requireCaller(request).userId, request.body),
  );

  app.get(
    '/books/cancelreservation/:id',
    {
      schema: {
        tags,
        summary: 'Den Warenkorb abbrechen und die Bücher freigeben',
        params: reservationParamsSchema,
        response: { 200: z.object({}), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.cancel(requireCaller(request).userId, request.params.id);
      return {};
    },
  );

  app.get(
    '/orders/checkout/:reservationId',
    {
      schema: {
        tags,
        summary: 'Was die Kasse zu einem Warenkorb zeigt',
        params: checkoutParamsSchema,
        response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.checkout(requireCaller(request).userId, request.params.reservationId),
  );
};
