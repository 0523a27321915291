import { designListSchema, formatIdParamsSchema, formatListSchema, paperListSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import type { ProductsService } from './service';

const tags = ['Katalog'];

export const productsRoutes: FastifyPluginAsyncZod<{ service: ProductsService }> = async (app, { service }) => {
  app.get(
    '/formats',
    { schema: { tags, summary: 'Alle angebotenen Formate', response: { 200: formatListSchema } } },
    () => service.listFormats(),
  );

  app.get(
    '/designs/:formatId',
    {
      schema: {
        tags,
        summary: 'Die Designs eines Formats',
        params: formatIdParamsSchema,
        response: { 200: designListSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.listDesigns(request.params.formatId),
  );

  app.get(
    '/papers/:formatId',
    {
      schema: {
        tags,
        summary: 'Die Papiere eines Formats, nach sortOrder',
        params: formatIdParamsSchema,
        response: { 200: paperListSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.listPapers(request.params.formatId),
  );
};
