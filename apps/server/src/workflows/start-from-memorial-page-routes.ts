import { memorialPageIdQuerySchema, messageResponseSchema, temporaryUserQuerySchema, temporaryUserResponseSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../modules/auth/authentication';
import { errorResponses } from '../plugins/error-handler';
import type { StartFromMemorialPageWorkflow } from './start-from-memorial-page';

/** SPEC.md section 7 under /api/users: the trial start (with or without a memorial page) and the takeover. */
export const startFromMemorialPageRoutes: FastifyPluginAsyncZod<{ workflow: StartFromMemorialPageWorkflow }> = async (app, { workflow }) => {
  app.get(
    '/create',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Nutzer'],
        summary: 'Testzugang: legt einen vorläufigen Nutzer an, übernimmt die Gedenkseite, von der er kommt, und gibt sein Zugangs-Token zurück',
        querystring: temporaryUserQuerySchema,
        response: { 200: temporaryUserResponseSchema, ...errorResponses(400, 429, 501) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return workflow.startTrial(request.query.memorialPageId, request.query.referringCompanyId);
    },
  );

  app.get(
    '/update-memorial-page-id',
    {
      schema: {
        tags: ['Gedenkseiten'],
        summary: 'Übernimmt eine Gedenkseite für den angemeldeten Nutzer',
        querystring: memorialPageIdQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return workflow.takeOver(requireCaller(request).userId, request.query.memorialPageId);
    },
  );
};
