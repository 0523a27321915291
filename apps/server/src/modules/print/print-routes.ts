import { BOOK_MESSAGES, bookIdParamsSchema, PRINT_MESSAGES, printMissingPhotosMessage, printStatusSchema, type PrintStatus } from '@eb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { PrintBooks } from './ports';
import { printFileKey } from './print-keys';
import type { PrintRendering } from './print-rendering';
import type { PrintRenderRow } from './schema';
import type { createPrintRepository } from './print-repository';
import type { createPreviewRepository } from './preview-repository';
import { PROOF_RETRY_AFTER_SECONDS, ProofBusyError, type ProofRendering } from './proof';
import { proofContentDisposition } from './proof-file-name';

const tags = ['Druck'];
/**
 * Renderings cost seconds of a worker (print) or of this process (proof): a person gets plenty for
 * checking a book again and again, and no loop can keep the machines busy. Counted per person.
 */
const RENDER_LIMIT = { max: 30, timeWindow: '10 minutes' };
const renderLimit = (name: string) => ({ ...RENDER_LIMIT, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `${name}|${request.caller?.userId ?? request.ip}` });
const printFileParamsSchema = bookIdParamsSchema.extend({ file: z.enum(['inner.pdf', 'cover.pdf'], { error: 'Bitte wählen Sie inner.pdf oder cover.pdf.' }) });
const previewQuerySchema = z.object({ v: z.coerce.number({ error: 'Bitte geben Sie eine Versionsnummer an.' }).int().min(0).max(2_147_483_647).optional() });

/**
 * The print files of a book, its proof and its cover preview (base /api/books). Every route answers
 * only for a book the caller sees (the books module's scope rules), and exactly as for a book that
 * does not exist otherwise. Operators printing books will get their own seam: a second way past
 * `books.assertVisible`, never a change of it.
 */
export const printRoutes: FastifyPluginAsyncZod<{
  books: PrintBooks;
  files: FileStorage;
  rendering: PrintRendering;
  renders: ReturnType<typeof createPrintRepository>;
  previews: ReturnType<typeof createPreviewRepository>;
  proof: ProofRendering;
}> = async (app, { books, files, rendering, renders, previews, proof }) => {
  /** SPEC.md section 6: a trial user designs and proofs, but print files are for ordering. */
  async function assertMayOrder(userId: string): Promise<void> {
    if (!(await books.mayOrder(userId))) throw new ForbiddenError('TRIAL_MAY_NOT_ORDER', PRINT_MESSAGES.trialMayNotOrder);
  }

  async function status(bookId: number, row: PrintRenderRow | undefined): Promise<PrintStatus> {
    const current = (await books.currentVersion(bookId)) ?? 0;
    return statusOf(bookId, row, current);
  }

  app.post(
    '/:id/print',
    {
      config: { rateLimit: renderLimit('print') },
      schema: { tags, summary: 'Die Druckdateien des Buches erstellen lassen (im Hintergrund)', params: bookIdParamsSchema, response: { 202: printStatusSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const bookId = request.params.id;
      await books.assertVisible(userId, bookId);
      await assertMayOrder(userId);
      const version = await books.currentVersion(bookId);
      if (version === null) throw bookNotFound();
      const row = await rendering.request(bookId, version);
      return reply.code(202).header('cache-control', 'no-store').send(await status(bookId, row));
    },
  );

  app.get(
    '/:id/print',
    { schema: { tags, summary: 'Stand der Druckdateien: Fortschritt und, wenn fertig, die Dateien', params: bookIdParamsSchema, response: { 200: printStatusSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const bookId = request.params.id;
      await books.assertVisible(userId, bookId);
      reply.header('cache-control', 'no-store');
      return status(bookId, await renders.find(bookId));
    },
  );

  app.get(
    '/:id/print/:file',
    // No response schema: the answer is the PDF itself, streamed from the file storage.
    { schema: { tags, summary: 'Eine Druckdatei herunterladen: Innenseiten (inner.pdf) oder Umschlag (cover.pdf)', params: printFileParamsSchema } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const { id: bookId, file } = request.params;
      await books.assertVisible(userId, bookId);
      await assertMayOrder(userId);
      reply.header('cache-control', 'no-store');
      const row = await renders.find(bookId);
      const shown = await status(bookId, row);
      if (shown.state === 'stale' && row?.filesKey) throw new ConflictError('PRINT_FILES_STALE', PRINT_MESSAGES.stale);
      if (shown.state !== 'done' || !row?.filesKey) throw new ConflictError('PRINT_FILES_NOT_DONE', PRINT_MESSAGES.notDone);
      const stored = await files.get(printFileKey(row.filesKey, file === 'inner.pdf' ? 'inner' : 'cover'));
      // Replaced by a newer rendering between the row's read and now.
      if (!stored) throw new ConflictError('PRINT_FILES_NOT_DONE', PRINT_MESSAGES.notDone);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', stored.contentLength)
        .header('content-disposition', `attachment; filename="buch-${bookId}-v${row.filesVersion}-${file}"`)
        .send(stored.body);
    },
  );

  app.get(
    '/:id/proof.pdf',
    { config: { rateLimit: renderLimit('proof') }, schema: { tags, summary: 'Ein schneller Korrekturabzug (Umschlag und Innenseiten, Bildschirmauflösung, „Vorschau“)', params: bookIdParamsSchema } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const bookId = request.params.id;
      // The owner's only: a private book its maker's, a company book the company's, seen by whoever
      // works in the company's view (decision 011, as for opening and saving the book); 404 for anyone else.
      const bookName = await books.visibleName(userId, bookId);
      // A closed download stops the drawing (Fastify only ends the stream quietly).
      const closed = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) closed.abort();
      });
      let stream;
      try {
        stream = await proof.render(bookId, closed.signal);
      } catch (error) {
        if (error instanceof ProofBusyError) reply.header('retry-after', String(PROOF_RETRY_AFTER_SECONDS));
        throw error;
      }
      if (!stream) throw bookNotFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        // Saved under the book's name (umlauts through filename*), not its internal number.
        .header('content-disposition', proofContentDisposition(bookId, bookName))
        .send(stream);
    },
  );

  app.get(
    '/:id/preview.jpg',
    { schema: { tags, summary: 'Das Vorschaubild des Umschlags (aus dem gespeicherten Dokument)', params: bookIdParamsSchema, querystring: previewQuerySchema } },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const bookId = request.params.id;
      await books.assertVisible(userId, bookId);
      reply.header('cache-control', 'no-store');
      const row = await previews.find(bookId);
      if (!row?.imageKey || row.renderedVersion === null) throw new NotFoundError('PREVIEW_NOT_FOUND', PRINT_MESSAGES.previewMissing);
      const stored = await files.get(row.imageKey);
      if (!stored) throw new NotFoundError('PREVIEW_NOT_FOUND', PRINT_MESSAGES.previewMissing);
      // The address names the version: the image of that version never changes, and it is personal.
      const immutable = request.query.v === row.renderedVersion;
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.contentLength)
        .header('cache-control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .send(stored.body);
    },
  );
};

function bookNotFound(): NotFoundError {
  return new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound);
}

/** The row as the API tells it: files or renderings of an older document version are stale. */
export function statusOf(bookId: number, row: PrintRenderRow | undefined, currentVersion: number): PrintStatus {
  if (!row) return { state: 'none', pagesDone: 0, pagesTotal: 0, documentVersion: null };
  const base = { pagesDone: row.pagesDone, pagesTotal: row.pagesTotal, documentVersion: row.documentVersion };
  switch (row.state) {
    case 'queued':
    case 'rendering':
      return { ...base, state: row.documentVersion < currentVersion ? 'stale' : row.state };
    case 'failed':
      return { ...base, state: 'failed', message: row.missingPhotos > 0 ? printMissingPhotosMessage(row.missingPhotos) : PRINT_MESSAGES.failed };
    case 'done': {
      if (row.filesVersion === null || row.filesVersion < currentVersion) return { ...base, documentVersion: row.filesVersion, state: 'stale' };
      const base_ = `/api/books/${bookId}/print`;
      return {
        ...base,
        documentVersion: row.filesVersion,
        state: 'done',
        files: { inner: `${base_}/inner.pdf`, cover: `${base_}/cover.pdf` },
        warnings: { overflowFrames: row.overflowFrames, lowResolutionPhotos: row.lowResolutionPhotos },
      };
    }
  }
}
