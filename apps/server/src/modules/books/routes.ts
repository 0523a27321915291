import {
  type Book,
  bookCreatedSchema,
  bookCreationSchema,
  bookDetailsSchema,
  bookEditInfoSchema,
  bookIdParamsSchema,
  bookSchema,
  bookUpdateSchema,
  createFromTemplateQuerySchema,
} from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledSerializerCompiler } from '../../plugins/compiled-serializer';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { BooksService } from './service';

const tags = ['Bücher'];

/** SPEC.md section 7 'Books' (base /api/books); every route answers only for the caller's own books. */
export const booksRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  // The longest answer of the shop (every book of a funeral director's company): serialised by code compiled from its schema.
  app.get(
    '/',
    { schema: { tags, summary: 'Die Bücher des Nutzers', response: { 200: z.array(bookSchema), ...errorResponses(401) } }, serializerCompiler: compiledSerializerCompiler },
    async (request, reply) => {
      // The sign-in check read the account facts the scope comes from: no lookup of its own.
      const { userId, account } = requireCaller(request);
      // Already written JSON (the service keeps it per scope and version, written from the same
      // schema): Fastify sends a string with a JSON type as it is, so the typed payload is only nominal.
      const body: unknown = await service.listJson(userId, account);
      return reply.type('application/json').send(body as Book[]);
    },
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Ein Buch aus der Auswahl anlegen', body: bookCreationSchema, response: { 200: bookCreatedSchema, ...errorResponses(400, 401) } } },
    (request) => service.create(requireCaller(request).userId, request.body),
  );

  app.get(
    '/details/:id',
    { schema: { tags, summary: 'Format, Design, Papier und Oberflächen eines Buches', params: bookIdParamsSchema, response: { 200: bookDetailsSchema, ...errorResponses(400, 401, 404) } } },
    (request) => service.details(requireCaller(request).userId, request.params.id),
  );

  app.get(
    '/editinfo/:id',
    { schema: { tags, summary: 'Sitzung und Projekt des Editors für ein Buch', params: bookIdParamsSchema, response: { 200: bookEditInfoSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.editInfo(requireCaller(request).userId, request.params.id);
    },
  );

  // SPEC.md's GETs that create something: no cache may keep or replay them.
  app.get(
    '/copy/:id',
    { schema: { tags, summary: 'Ein Buch kopieren', params: bookIdParamsSchema, response: { 200: bookCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.copy(requireCaller(request).userId, request.params.id);
    },
  );

  app.get(
    '/create-from-template',
    { schema: { tags, summary: 'Ein Buch aus einer Vorlage anlegen', querystring: createFromTemplateQuerySchema, response: { 200: bookCreatedSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.createFromTemplate(requireCaller(request).userId, request.query);
    },
  );

  app.get(
    '/create-template-from-book/:id',
    { schema: { tags, summary: 'Eine Vorlage aus einem Buch anlegen (Bestatter)', params: bookIdParamsSchema, response: { 200: bookCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.createTemplateFromBook(requireCaller(request).userId, request.params.id);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Ein Buch', params: bookIdParamsSchema, response: { 200: bookSchema, ...errorResponses(400, 401, 404) } } },
    (request) => service.get(requireCaller(request).userId, request.params.id),
  );

  app.put(
    '/:id',
    { schema: { tags, summary: 'Ein Buch umbenennen', params: bookIdParamsSchema, body: bookUpdateSchema, response: { 200: bookSchema, ...errorResponses(400, 401, 404, 409) } } },
    (request) => service.rename(requireCaller(request).userId, request.params.id, request.body.description),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Ein Buch löschen', params: bookIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) } } },
    async (request, reply) => {
      await service.delete(requireCaller(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
