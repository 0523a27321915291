import { assistantRequestSchema, assistantResponseSchema, bookIdParamsSchema } from '@eb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../modules/auth/authentication';
import { errorResponses } from '../plugins/error-handler';
import type { BookAssistant } from './book-assistant';

/**
 * Laying out a whole book takes up to a second or two of the server's time: counted per person in
 * the database like the print routes' renderings. 'Neu mischen' a few times a minute stays below it.
 */
export const ASSISTANT_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** POST /api/books/{id}/assistant (issue 13): a new design of the whole book, answered, not saved. */
export const bookAssistantRoutes: FastifyPluginAsyncZod<{ assistant: BookAssistant }> = async (app, { assistant }) => {
  app.post(
    '/:id/assistant',
    {
      config: { rateLimit: { ...ASSISTANT_LIMIT, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `assistant|${request.caller?.userId ?? request.ip}` } },
      schema: {
        tags: ['Bücher'],
        summary: 'Der Assistent gestaltet das Buch aus den Fotos und der Gedenkseite (nicht gespeichert: der Editor übernimmt es)',
        params: bookIdParamsSchema,
        body: assistantRequestSchema,
        response: { 200: assistantResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return assistant.design(requireCaller(request), request.params.id, request.body);
    },
  );
};
