import { memorialEntrySchema, memorialPageDataSchema, orderParamsSchema, quoteSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../lib/domain-errors';
import { requireCaller } from '../modules/auth/authentication';
import type { BooksService } from '../modules/books/service';
import type { MemorialPagesService } from '../modules/memorial-pages/service';
import { errorResponses } from '../plugins/error-handler';

const tags = ['Gedenkseiten'];
type Kind = 'candle' | 'condolence' | 'gift';

/**
 * SPEC.md section 7 'Memorial data': what a book's side panel shows, read through the book. The
 * book decides the page; a book the caller may not see is a 404, never another family's data. A
 * book without a page, or a page that is gone, yields empty lists (SPEC.md: failures yield empty lists).
 */
export const bookMemorialDataRoutes: FastifyPluginAsyncZod<{ books: BooksService; memorial: MemorialPagesService }> = async (app, { books, memorial }) => {
  const pageOf = async (userId: string, orderPk: number) => books.linkedMemorialPage(userId, orderPk);

  app.get(
    '/memorialpages/:orderPk',
    { schema: { tags, summary: 'Die Gedenkseite eines Buches', params: orderParamsSchema, response: { 200: memorialPageDataSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      const { userId } = requireCaller(request);
      const pageId = await pageOf(userId, request.params.orderPk);
      if (!pageId) throw new NotFoundError('NO_MEMORIAL_PAGE', 'Mit diesem Buch ist keine Gedenkseite verbunden.');
      return memorial.pageDataForBook(pageId, userId);
    },
  );

  for (const [path, kind] of [
    ['candles', 'candle'],
    ['condolences', 'condolence'],
    ['gifts', 'gift'],
  ] as Array<[string, Kind]>) {
    app.get(
      `/memorialpages/:orderPk/${path}`,
      { schema: { tags, summary: `Die freigegebenen Einträge (${path}) der Gedenkseite eines Buches`, params: orderParamsSchema, response: { 200: z.array(memorialEntrySchema), ...errorResponses(400, 401, 404) } } },
      async (request) => {
        const pageId = await pageOf(requireCaller(request).userId, request.params.orderPk);
        return pageId ? memorial.entriesForBook(pageId, kind) : [];
      },
    );
  }

  app.get(
    '/assets/quotesbyorder/:orderPk',
    { schema: { tags, summary: 'Trauersprüche für ein Buch', params: orderParamsSchema, response: { 200: z.array(quoteSchema), ...errorResponses(400, 401, 404) } } },
    async (request) => {
      await pageOf(requireCaller(request).userId, request.params.orderPk);
      return memorial.quotes();
    },
  );
};
