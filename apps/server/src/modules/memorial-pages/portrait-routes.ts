import multipart from '@fastify/multipart';
import { memorialPageAdministrationSchema, memorialPageIdParamsSchema, PORTRAIT_LIMITS, PORTRAIT_MESSAGES, portraitParamsSchema } from '@eb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvalidInputError } from '../../lib/domain-errors';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { MemorialAdministrationService } from './administration-service';
import type { PortraitService } from './portrait-service';

const tags = ['Gedenkseiten'];
// A changed portrait gets a new address (its name is its content hash), but a removed one must not
// stay in shared caches for long: an hour, then caches ask again and learn it is gone (404).
const CACHE_BRIEFLY = 'public, max-age=3600';

/** The portrait: the administrator uploads or removes it (multipart/form-data), everyone may see it. */
export const portraitRoutes: FastifyPluginAsyncZod<{ portraits: PortraitService; administration: MemorialAdministrationService }> = async (app, { portraits, administration }) => {
  // Multipart only here, in this plugin's scope: one small file, nothing else in the request.
  await app.register(multipart, { limits: { fileSize: PORTRAIT_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });

  app.put(
    '/:pageId/portrait',
    {
      schema: {
        tags,
        summary: 'Das Porträt hochladen oder ersetzen (JPEG, PNG oder WebP bis 10 MB, als multipart/form-data)',
        consumes: ['multipart/form-data'],
        params: memorialPageIdParamsSchema,
        response: { 200: memorialPageAdministrationSchema, ...errorResponses(400, 401, 404, 413) },
      },
      // A file over the limit is a 413 from the one error handler, in these words.
      config: { tooLargeMessage: PORTRAIT_MESSAGES.tooLarge },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      reply.header('cache-control', 'no-store');
      if (!request.isMultipart()) throw new InvalidInputError('PORTRAIT_MISSING', PORTRAIT_MESSAGES.missing);
      // The file is read only once the caller is known to administer the page.
      await portraits.replace(request.params.pageId, userId, () => readUpload(request));
      return administration.view(request.params.pageId, userId);
    },
  );

  app.delete(
    '/:pageId/portrait',
    { schema: { tags, summary: 'Das Porträt entfernen', params: memorialPageIdParamsSchema, response: { 200: memorialPageAdministrationSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      reply.header('cache-control', 'no-store');
      await portraits.remove(request.params.pageId, userId);
      return administration.view(request.params.pageId, userId);
    },
  );

  app.get(
    '/:pageId/portrait/:file',
    // No response schema: the answer is the image itself, streamed from the file storage.
    { schema: { tags, summary: 'Das Porträt der Gedenkseite (WebP)', params: portraitParamsSchema } },
    async (request, reply) => {
      const { pageId, file } = request.params;
      // The content hash in the name is the entity tag: an unchanged portrait costs a cache one 304.
      const etag = `"${file}"`;
      if (entityTagsOf(request.headers['if-none-match']).includes(etag) && (await portraits.isCurrent(pageId, file))) {
        return reply.code(304).header('cache-control', CACHE_BRIEFLY).header('etag', etag).send();
      }
      // Only the image itself is cached; a 404 (portrait removed) is not.
      const stored = await portraits.current(pageId, file);
      return reply.header('content-type', stored.contentType).header('content-length', stored.contentLength).header('cache-control', CACHE_BRIEFLY).header('etag', etag).send(stored.body);
    },
  );
};

/** The one file of the request, in memory (10 MB at most; larger is the error handler's 413); missing is the sender's mistake. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw new InvalidInputError('PORTRAIT_MISSING', PORTRAIT_MESSAGES.missing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof InvalidInputError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new InvalidInputError('PORTRAIT_ONE_FILE', PORTRAIT_MESSAGES.missing);
    throw error;
  }
}

/** The tags of an If-None-Match header; a weak tag (W/) matches too, as RFC 9110 allows for GET. */
function entityTagsOf(header: string | undefined): string[] {
  return (header ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}
