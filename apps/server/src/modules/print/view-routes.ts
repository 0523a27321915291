import { BOOK_MESSAGES, PRINT_MESSAGES, bookIdParamsSchema, pageViewParamsSchema, pageViewsSchema } from '@eb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { PrintBooks } from './ports';
import type { PageViewRendering } from './view-rendering';
import type { ViewRepository } from './view-repository';

const tags = ['Druck'];
/** The flip-through asks again every few seconds while pages are prepared: plenty for that, no loop beyond. */
const LIST_LIMIT = { max: 240, timeWindow: '10 minutes', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `page-views|${request.caller?.userId ?? request.ip}` };

/**
 * The pages of the read-only flip-through (base /api/books, decision 034), for whoever may open the
 * book (the books module's scope rules); anyone else gets the 404 of a book that does not exist.
 */
export const viewRoutes: FastifyPluginAsyncZod<{ books: PrintBooks; files: FileStorage; views: PageViewRendering; rows: ViewRepository }> = async (app, { books, files, views, rows }) => {
  app.get(
    '/:id/views',
    {
      config: { rateLimit: LIST_LIMIT },
      schema: {
        tags,
        summary: 'Die großen Seitenbilder zum Durchblättern (werden beim ersten Aufruf vorbereitet)',
        params: bookIdParamsSchema,
        response: { 200: pageViewsSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const bookId = request.params.id;
      await books.assertVisible(userId, bookId);
      const answer = await views.list(bookId);
      if (!answer) throw new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get(
    '/:id/views/:look.jpg',
    { schema: { tags, summary: 'Das große Bild einer Innenseite', params: pageViewParamsSchema } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const { id: bookId, look } = request.params;
      await books.assertVisible(userId, bookId);
      const row = await rows.findByLook(bookId, look);
      const stored = row ? await files.get(row.imageKey) : null;
      if (!stored) {
        reply.header('cache-control', 'no-store');
        throw new NotFoundError('PAGE_VIEW_NOT_FOUND', PRINT_MESSAGES.pageViewMissing);
      }
      // The address names the look: the image behind it never changes, and it is personal.
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.contentLength)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stored.body);
    },
  );
};
