import { finalizeConflictSchema, finalizeRequestSchema, finalizeResponseSchema } from '@eb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../modules/auth/authentication';
import { errorResponses } from '../plugins/error-handler';
import { FINALIZE_RETRY_AFTER_SECONDS, FinalizeBusyError, type FinalizeBook } from './finalize-book';

/**
 * The preflight lays out every page of the book (up to a few hundred milliseconds for 96 pages):
 * counted per person in the database like the other heavy routes. A person finishes a book once;
 * a few tries after fixing what the check found stay far below this.
 */
export const FINALIZE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** SPEC.md section 7: POST /api/books/finalize (issue 13, seam D). */
export const finalizeBookRoutes: FastifyPluginAsyncZod<{ workflow: FinalizeBook }> = async (app, { workflow }) => {
  app.post(
    '/finalize',
    {
      config: { rateLimit: { ...FINALIZE_LIMIT, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `finalize|${request.caller?.userId ?? request.ip}` } },
      schema: {
        tags: ['Bücher'],
        summary: 'Ein Buch fertigstellen: Prüfung für den Druck, dann „Fertige Bücher“ und die Druckdateien',
        body: finalizeRequestSchema,
        response: { 200: finalizeResponseSchema, 409: finalizeConflictSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await workflow.finalize(requireCaller(request).userId, request.body);
      } catch (error) {
        if (error instanceof FinalizeBusyError) reply.header('retry-after', String(FINALIZE_RETRY_AFTER_SECONDS));
        throw error;
      }
    },
  );
};
