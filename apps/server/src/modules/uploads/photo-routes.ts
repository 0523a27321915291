import {
  bookIdParamsSchema,
  bookPhotosSchema,
  knownPhotosRequestSchema,
  knownPhotosResponseSchema,
  photoFileParamsSchema,
  photoParamsSchema,
  UPLOAD_LIMITS,
  uploadedImagesSchema,
} from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import { photosOfBook } from './book-photos';
import type { FileDeletions } from './file-deletions';
import { photoNotFound, viewablePhoto, type PhotosOfBooks } from './photo-access';
import { REFUSED_KEPT_MS } from './photo-processing';
import { photoKeys } from './photo-keys';
import { removePhoto } from './photo-removal';
import { photosInUse } from './photo-use';
import { photoOf } from './photo-view';
import { createPhotosRepository } from './photos-repository';
import { usedBytes } from './quota';
import { createUploadsRepository } from './uploads-repository';

const tags = ['Fotos'];
// A photo's id names one content for ever (a changed photo is a new upload, a new id): the browser
// may keep its files as long as it likes, and only the browser (private) — they are personal.
const CACHE_FOR_EVER = 'private, max-age=31536000, immutable';
const STILL_PROCESSING = 'Dieses Foto wird gerade noch vorbereitet. Bitte versuchen Sie es in einem Moment noch einmal.';

/** The person's photos: the list, their files, removing one, and which contents are already there; and the photos of a book. */
export const photoRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStorage; deletions: FileDeletions; now: () => Date; books: PhotosOfBooks }> = async (
  app,
  { db, files, deletions, now, books },
) => {
  const photos = createPhotosRepository(db);
  const uploads = createUploadsRepository(db);

  app.get(
    '/users/uploadedimages',
    {
      schema: {
        tags,
        summary: 'Die hochgeladenen Fotos (neueste zuerst) und der belegte Speicherplatz',
        response: { 200: uploadedImagesSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      reply.header('cache-control', 'no-store');
      const [rows, used] = await Promise.all([photos.listOwn(userId, new Date(now().getTime() - REFUSED_KEPT_MS)), usedBytes({ photos, uploads }, userId)]);
      const inUse = await photosInUse(db, rows.map((row) => row.id));
      return { photos: rows.map((row) => photoOf(row, inUse.has(row.id))), usedBytes: used, quotaBytes: UPLOAD_LIMITS.quotaBytes };
    },
  );

  app.get(
    '/books/:id/photos',
    {
      schema: {
        tags,
        summary: 'Die Fotos, die ein Buch zeigt (auch die anderer, etwa einer Kollegin im Firmenbuch)',
        params: bookIdParamsSchema,
        response: { 200: bookPhotosSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { photos: await photosOfBook({ photos, books }, requireCaller(request), request.params.id) };
    },
  );

  app.post(
    '/photos/known',
    {
      schema: {
        tags,
        summary: 'Welche dieser Inhalte (SHA-256) schon hochgeladen sind – der Browser lässt sie aus',
        body: knownPhotosRequestSchema,
        response: { 200: knownPhotosResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      reply.header('cache-control', 'no-store');
      const rows = await photos.findOwnByHashes(userId, [...new Set(request.body.hashes)]);
      const inUse = await photosInUse(db, rows.map((row) => row.id));
      return { photos: rows.map((row) => photoOf(row, inUse.has(row.id))) };
    },
  );

  app.get(
    '/photos/:photoId/:variant',
    // No response schema: the answer is the image itself, streamed from the file storage.
    { schema: { tags, summary: 'Ein Foto: das Original, die Vorschau (1600 px) oder das Miniaturbild (400 px)', params: photoFileParamsSchema } },
    async (request, reply) => {
      const caller = requireCaller(request);
      // Refusals are not cached; only the image itself is.
      reply.header('cache-control', 'no-store');
      const { photoId, variant } = request.params;
      const photo = await viewablePhoto(photos, books, caller, photoId, variant);
      if (photo.status === 'rejected') throw photoNotFound();
      if (photo.status === 'processing' && variant !== 'original') throw new ConflictError('PHOTO_PROCESSING', STILL_PROCESSING);
      const etag = `"${photoId}-${variant}"`;
      if (entityTagsOf(request.headers['if-none-match']).includes(etag)) {
        return reply.code(304).header('cache-control', CACHE_FOR_EVER).header('etag', etag).send();
      }
      const stored = await files.get(photoKeys(photoId)[variant]);
      // Removed between the row's read and now.
      if (!stored) throw photoNotFound();
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.contentLength)
        .header('cache-control', CACHE_FOR_EVER)
        .header('etag', etag)
        .send(stored.body);
    },
  );

  app.delete(
    '/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Ein Foto entfernen, das kein Buch verwendet',
        params: photoParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      await removePhoto({ db, photos, deletions }, userId, request.params.photoId);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
};

/** The tags of an If-None-Match header; a weak tag (W/) matches too, as RFC 9110 allows for GET. */
function entityTagsOf(header: string | undefined): string[] {
  return (header ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}
