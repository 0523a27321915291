import { entryParamsSchema, entryVisibilitySchema, memorialPageAdministrationSchema, memorialPageIdParamsSchema, memorialPageUpdateSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { MemorialAdministrationService } from './administration-service';

const tags = ['Gedenkseiten'];

export const memorialAdministrationRoutes: FastifyPluginAsyncZod<{ service: MemorialAdministrationService }> = async (app, { service }) => {
  app.get(
    '/:pageId/administration',
    {
      schema: { tags, summary: 'Die Gedenkseite für ihre Verwaltung (alle Einträge)', params: memorialPageIdParamsSchema, response: { 200: memorialPageAdministrationSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.view(request.params.pageId, requireCaller(request).userId);
    },
  );

  app.put(
    '/:pageId/administration',
    {
      schema: {
        tags,
        summary: 'Daten der verstorbenen Person und ihre Sichtbarkeit ändern',
        params: memorialPageIdParamsSchema,
        body: memorialPageUpdateSchema,
        response: { 200: memorialPageAdministrationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.update(request.params.pageId, requireCaller(request).userId, request.body),
  );

  app.put(
    '/:pageId/entries/:entryId',
    {
      schema: {
        tags,
        summary: 'Einen Eintrag freigeben oder ausblenden',
        params: entryParamsSchema,
        body: entryVisibilitySchema,
        response: { 200: memorialPageAdministrationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.setEntryVisibility(request.params.pageId, requireCaller(request).userId, request.params.entryId, request.body.visible),
  );
};
