import {
  BOOK_DOCUMENT_BODY_LIMIT,
  bookDocumentBodySchema,
  bookDocumentConflictSchema,
  bookDocumentSavedSchema,
  bookDocumentVersionParamsSchema,
  bookDocumentVersionsSchema,
  bookIdParamsSchema,
  documentEtag,
  invalidBookDocumentSchema,
} from '@eb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreconditionFailedError } from '../../../lib/domain-errors';
import { errorResponses } from '../../../plugins/error-handler';
import { requireCaller } from '../../auth/authentication';
import type { DocumentService } from './service';

const tags = ['Bücher'];
/** Saves of book documents per person: an autosave every few seconds stays far below it. */
export const SAVE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The book document for the editor (issue 11): read with its version, store a new version on top of the one read. */
export const documentRoutes: FastifyPluginAsyncZod<{ service: DocumentService }> = async (app, { service }) => {
  app.get(
    '/:id/document',
    {
      schema: {
        tags,
        summary: 'Das Dokument eines Buches (Version im ETag)',
        params: bookIdParamsSchema,
        response: { 200: bookDocumentBodySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { version, document } = await service.get(requireCaller(request).userId, request.params.id);
      // Always asked anew: an editor must never start from a cached, older version.
      reply.header('etag', documentEtag(version)).header('cache-control', 'no-store');
      return document;
    },
  );

  app.put(
    '/:id/document',
    {
      bodyLimit: BOOK_DOCUMENT_BODY_LIMIT,
      config: {
        tooLargeMessage: 'Das Buch ist zu groß, um es zu speichern.',
        // Autosave every few seconds is far below this; a loop is not. Counted per person, in the database.
        rateLimit: { ...SAVE_LIMIT, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `book-document|${request.caller?.userId ?? request.ip}` },
      },
      schema: {
        tags,
        summary: 'Eine neue Version des Dokuments speichern (If-Match: die bearbeitete Version)',
        params: bookIdParamsSchema,
        body: bookDocumentBodySchema,
        response: {
          200: bookDocumentSavedSchema,
          400: invalidBookDocumentSchema,
          412: bookDocumentConflictSchema,
          ...errorResponses(401, 403, 404, 413, 428, 429),
        },
      },
    },
    async (request, reply) => {
      let saved;
      try {
        saved = await service.save(requireCaller(request).userId, request.params.id, request.headers['if-match'], request.body);
      } catch (error) {
        // The 412 carries the current version in its body and, as a conditional answer should, in its ETag.
        if (error instanceof PreconditionFailedError && typeof error.details?.version === 'number') reply.header('etag', documentEtag(error.details.version)).header('cache-control', 'no-store');
        throw error;
      }
      reply.header('etag', documentEtag(saved.version)).header('cache-control', 'no-store');
      return saved;
    },
  );

  app.get(
    '/:id/document/versions',
    {
      schema: {
        tags,
        summary: 'Die aufbewahrten früheren Versionen des Dokuments (neueste zuerst)',
        params: bookIdParamsSchema,
        response: { 200: bookDocumentVersionsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.versions(requireCaller(request).userId, request.params.id);
    },
  );

  app.get(
    '/:id/document/versions/:version',
    {
      schema: {
        tags,
        summary: 'Das Dokument einer aufbewahrten früheren Version (zum Zurückholen im Editor)',
        params: bookDocumentVersionParamsSchema,
        response: { 200: bookDocumentBodySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      // A version never changes, but it can be thinned away: asked anew each time, like the versions' list.
      reply.header('cache-control', 'no-store');
      return service.version(requireCaller(request).userId, request.params.id, request.params.version);
    },
  );
};
