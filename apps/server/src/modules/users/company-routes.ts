import { companyBrandParamsSchema, companyBrandSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import type { AccountService } from './account-service';

/**
 * A funeral director's link (`/?bestatter={companyId}`) shows the company's logo and name before
 * the visitor has an account: public, and nothing in it but what the header shows.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.get(
    '/:companyId/brand',
    {
      schema: {
        tags: ['Nutzer'],
        summary: 'Name und Logo eines Bestattungsunternehmens für die Kopfzeile (Link des Bestatters)',
        params: companyBrandParamsSchema,
        response: { 200: companyBrandSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const brand = await accounts.companyBrand(request.params.companyId);
      // A renamed company or a new logo shows within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return brand;
    },
  );
};
