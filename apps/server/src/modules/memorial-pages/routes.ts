import {
  administeredMemorialPageSchema,
  candleRequestSchema,
  condolenceRequestSchema,
  entryCreatedSchema,
  linkableMemorialPageSchema,
  memorialPageIdParamsSchema,
  publicMemorialPageSchema,
} from '@eb/api-contract';
import { z } from 'zod';
import { requireCaller } from '../auth/authentication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import type { MemorialAdministrationService } from './administration-service';
import type { MemorialPagesService } from './service';

const tags = ['Gedenkseiten'];
// Per visitor address and page: enough for a family writing together, too little for spam.
const ENTRY_LIMIT = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (request: { ip: string; params: unknown }) => `${request.ip}:${(request.params as { pageId?: string }).pageId ?? ''}`,
};

export const memorialPagesRoutes: FastifyPluginAsyncZod<{ service: MemorialPagesService }> = async (app, { service }) => {
  app.get(
    '/:pageId',
    { schema: { tags, summary: 'Die öffentliche Gedenkseite', params: memorialPageIdParamsSchema, response: { 200: publicMemorialPageSchema, ...errorResponses(400, 404) } } },
    (request) => service.publicPage(request.params.pageId, request.caller?.userId),
  );

  app.post(
    '/:pageId/candles',
    {
      config: { rateLimit: ENTRY_LIMIT },
      schema: { tags, summary: 'Eine Kerze anzünden', params: memorialPageIdParamsSchema, body: candleRequestSchema, response: { 200: entryCreatedSchema, ...errorResponses(400, 404, 429) } },
    },
    (request) => service.addEntry(request.params.pageId, 'candle', request.body),
  );

  app.post(
    '/:pageId/condolences',
    {
      config: { rateLimit: ENTRY_LIMIT },
      schema: { tags, summary: 'Eine Kondolenz schreiben', params: memorialPageIdParamsSchema, body: condolenceRequestSchema, response: { 200: entryCreatedSchema, ...errorResponses(400, 404, 429) } },
    },
    (request) => service.addEntry(request.params.pageId, 'condolence', request.body),
  );
};

/**
 * SPEC.md section 7, under /api/users: the pages a user may link and the pages they administer.
 * The takeover itself (update-memorial-page-id) also remembers the visit for the users module, so
 * it is a workflow: workflows/start-from-memorial-page-routes.ts.
 */
export const userMemorialPagesRoutes: FastifyPluginAsyncZod<{
  service: MemorialPagesService;
  administration: MemorialAdministrationService;
  isMortician: (userId: string) => Promise<boolean>;
}> = async (app, { service, administration, isMortician }) => {
  app.get(
    '/memorialpages',
    { schema: { tags, summary: 'Die Gedenkseiten, die der Nutzer mit Büchern verbinden darf', response: { 200: z.array(linkableMemorialPageSchema), ...errorResponses(401) } } },
    async (request) => {
      const { userId } = requireCaller(request);
      return service.linkedPages(userId, { extended: await isMortician(userId) });
    },
  );

  app.get(
    '/administered-memorial-pages',
    { schema: { tags, summary: 'Die Gedenkseiten, die der Nutzer verwaltet', response: { 200: z.array(administeredMemorialPageSchema), ...errorResponses(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return administration.administeredPages(requireCaller(request).userId);
    },
  );
};
