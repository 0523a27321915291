import { bookIdParamsSchema, confirmShareResponseSchema, sharedBookInfoSchema, shareRequestSchema, shareResponseSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { SharingService } from './service';

const tags = ['Bücher teilen'];

/**
 * The link's token as any text: a malformed one is answered like an unknown one (404 with the one
 * message the page shows), never 400 with a validation text. Fastify caps a parameter's length.
 */
const hashParams = z.object({ hash: z.string() });

// Public: the landing page asks once per opened link; enough for people, not for guessing tokens.
const INFO_LIMIT = { max: 30, timeWindow: '10 minutes' };
// Every confirmation copies a book with its photos: a person opens a link or two, never hundreds.
const CONFIRM_LIMIT = { max: 20, timeWindow: '10 minutes' };

/** SPEC.md section 7, sharing (base /api/books). */
export const sharingRoutes: FastifyPluginAsyncZod<{ service: SharingService }> = async (app, { service }) => {
  app.post(
    '/share/:id',
    {
      schema: {
        tags,
        summary: 'Eine Kopie des Buches per E-Mail teilen',
        params: bookIdParamsSchema,
        body: shareRequestSchema,
        response: { 200: shareResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (request) => service.share(requireCaller(request).userId, request.params.id, request.body),
  );

  app.get(
    '/shared-book-info/:hash',
    {
      config: { rateLimit: INFO_LIMIT },
      schema: { tags, summary: 'Wer welches Buch teilt (ohne Anmeldung)', params: hashParams, response: { 200: sharedBookInfoSchema, ...errorResponses(404, 429) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.info(request.params.hash);
    },
  );

  // SPEC.md's GET that creates something: no cache may keep or replay it.
  app.get(
    '/confirm-share/:hash',
    {
      config: { rateLimit: CONFIRM_LIMIT },
      schema: { tags, summary: 'Die eigene Kopie eines geteilten Buches anlegen', params: hashParams, response: { 200: confirmShareResponseSchema, ...errorResponses(401, 404, 409, 429) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.confirm(requireCaller(request).userId, request.params.hash);
    },
  );
};
