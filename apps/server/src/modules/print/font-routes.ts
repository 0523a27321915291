import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PRINT_MESSAGES } from '@eb/api-contract';
import { findFontFile } from '@eb/book-layout/fonts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/domain-errors';

// The same resolution as book-render's fonts-node.ts: node_modules from here, in src/ and in the bundle.
const requireFromHere = createRequire(import.meta.url);
const fontParamsSchema = z.object({ fontId: z.string().max(80, { error: 'Diese Schrift gibt es nicht.' }) });

/**
 * The design fonts for the browser (GET /fonts/<id>.ttf): the very TTF files the server lays out and
 * prints with, so the editor measures every line the same. Public (the fonts are OFL, nothing
 * personal) and immutable: a font id names one file of one pinned package version.
 */
export const fontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fonts/:fontId.ttf',
    { schema: { tags: ['Druck'], summary: 'Eine Schrift der Designs (TTF, SIL Open Font License)', params: fontParamsSchema } },
    async (request, reply) => {
      const face = findFontFile(request.params.fontId);
      if (!face) throw new NotFoundError('FONT_NOT_FOUND', PRINT_MESSAGES.fontNotFound);
      const path = requireFromHere.resolve(`${face.packageName}/${face.file}`);
      const { size } = await stat(path);
      return reply
        .header('content-type', 'font/ttf')
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(path));
    },
  );
};
