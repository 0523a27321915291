import {
  createShippingAddressSchema,
  customerInfoListSchema,
  shippingAddressCompanyParamsSchema,
  shippingAddressIdParamsSchema,
  shippingAddressListSchema,
  shippingAddressSchema,
  updateShippingAddressSchema,
} from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { ShippingAddressService } from './service';

const tags = ['Lieferanschriften'];

/** SPEC.md section 7 (base /api/users/): the companies the caller works for and their shipping addresses. */
export const shippingAddressRoutes: FastifyPluginAsyncZod<{ service: ShippingAddressService }> = async (app, { service }) => {
  // Addresses are personal data: no cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/customer-infos',
    { schema: { tags, summary: 'Die Unternehmen, für die man arbeitet (Kunden), mit Hinweis auf neue Lieferanschriften', response: { 200: customerInfoListSchema, ...errorResponses(401, 403) } } },
    (request) => service.customerInfos(requireCaller(request).account),
  );

  app.get(
    '/shipping-addresses-by-rapid-id/:companyId',
    {
      schema: {
        tags,
        summary: 'Die Lieferanschriften eines Unternehmens',
        params: shippingAddressCompanyParamsSchema,
        response: { 200: shippingAddressListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.listOfCompany(requireCaller(request).account, request.params.companyId),
  );

  app.get(
    '/shipping-addresses/:id',
    { schema: { tags, summary: 'Eine Lieferanschrift', params: shippingAddressIdParamsSchema, response: { 200: shippingAddressSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => service.get(requireCaller(request).account, request.params.id),
  );

  app.delete(
    '/shipping-addresses/:id',
    { schema: { tags, summary: 'Eine Lieferanschrift löschen', params: shippingAddressIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await service.remove(requireCaller(request).account, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/shipping-addresses/:companyId',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Eine Lieferanschrift für ein Unternehmen anlegen (id null)',
        params: shippingAddressCompanyParamsSchema,
        body: createShippingAddressSchema,
        response: { 200: shippingAddressSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (request) => service.create(requireCaller(request).account, request.params.companyId, request.body),
  );

  app.put(
    '/shipping-addresses/',
    {
      schema: {
        tags,
        summary: 'Eine Lieferanschrift ändern (id über 0)',
        body: updateShippingAddressSchema,
        response: { 200: shippingAddressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.update(requireCaller(request).account, request.body.id, request.body),
  );
};
