import { PRINT_MESSAGES, bookIdParamsSchema, pageThumbnailParamsSchema, pageThumbnailQuerySchema, pageThumbnailsSchema, type PageThumbnails } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { PrintBooks } from './ports';
import { thumbnailUrl, thumbnailVersion } from './print-keys';
import type { ThumbnailRepository } from './thumbnail-repository';

const tags = ['Druck'];

/**
 * The page thumbnails of a book (base /api/books), for the book's owner only (the books module's
 * scope rules; anyone else gets the 404 of a book that does not exist). The images are personal:
 * cached privately, for ever when the address names the current image.
 */
export const thumbnailRoutes: FastifyPluginAsyncZod<{ books: PrintBooks; files: FileStorage; thumbnails: ThumbnailRepository }> = async (app, { books, files, thumbnails }) => {
  app.get(
    '/:id/thumbnails',
    {
      schema: {
        tags,
        summary: 'Die Vorschaubilder der Innenseiten (aus dem zuletzt gezeichneten Dokument)',
        params: bookIdParamsSchema,
        response: { 200: pageThumbnailsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const bookId = request.params.id;
      await books.assertVisible(userId, bookId);
      const rows = await thumbnails.list(bookId);
      const answer: PageThumbnails = {
        documentVersion: rows[0]?.renderedVersion ?? null,
        pages: rows.map((row) => ({ pageNumber: row.pageNumber, pageId: row.pageId, url: thumbnailUrl(bookId, row.pageNumber, row.contentHash) })),
      };
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get(
    '/:id/pages/:pageNumber/thumbnail.jpg',
    { schema: { tags, summary: 'Das Vorschaubild einer Innenseite', params: pageThumbnailParamsSchema, querystring: pageThumbnailQuerySchema } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const { id: bookId, pageNumber } = request.params;
      await books.assertVisible(userId, bookId);
      reply.header('cache-control', 'no-store');
      const row = await thumbnails.findByNumber(bookId, pageNumber);
      const stored = row ? await files.get(row.imageKey) : null;
      if (!row || !stored) throw new NotFoundError('THUMBNAIL_NOT_FOUND', PRINT_MESSAGES.thumbnailMissing);
      const immutable = request.query.v === thumbnailVersion(row.contentHash);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.contentLength)
        .header('cache-control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .send(stored.body);
    },
  );
};
