import {
  funeralDirectorParamsSchema,
  funeralDirectorSchema,
  funeralDirectorUpdateSchema,
  memorialPageCompanySchema,
  memorialPageCompanyUpdateSchema,
  memorialPageCreateSchema,
  memorialPageIdParamsSchema,
  operatorMemorialPageSchema,
} from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../modules/auth/authentication';
import { errorResponses } from '../plugins/error-handler';
import type { MemorialPageWorkflow } from './create-memorial-page';
import type { FuneralDirectorsWorkflow } from './funeral-directors';

const tags = ['Betrieb'];

/** The operators' own API: memorial pages and their administrators, funeral directors. */
export const operatorRoutes: FastifyPluginAsyncZod<{ workflow: MemorialPageWorkflow; funeralDirectors: FuneralDirectorsWorkflow }> = async (app, { workflow, funeralDirectors }) => {
  app.get(
    '/memorial-pages',
    { schema: { tags, summary: 'Alle Gedenkseiten (nur Betrieb)', response: { 200: z.array(operatorMemorialPageSchema), ...errorResponses(401, 403) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return workflow.list(requireCaller(request).userId);
    },
  );

  app.post(
    '/memorial-pages',
    {
      schema: {
        tags,
        summary: 'Eine Gedenkseite anlegen und ihre Verwaltung vergeben (nur Betrieb)',
        body: memorialPageCreateSchema,
        response: { 200: operatorMemorialPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => workflow.create(requireCaller(request).userId, request.body),
  );

  app.put(
    '/memorial-pages/:pageId/company',
    {
      schema: {
        tags,
        summary: 'Das Bestattungsunternehmen festlegen, das eine Gedenkseite betreut, oder entfernen (nur Betrieb)',
        params: memorialPageIdParamsSchema,
        body: memorialPageCompanyUpdateSchema,
        response: { 200: memorialPageCompanySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => workflow.setCompany(requireCaller(request).userId, request.params.pageId, request.body),
  );

  app.put(
    '/funeral-directors/:account',
    {
      schema: {
        tags,
        summary: 'Ein Kundenkonto zum Bestatter machen: Zahl der Vorlagen und Unternehmen (nur Betrieb)',
        params: funeralDirectorParamsSchema,
        body: funeralDirectorUpdateSchema,
        response: { 200: funeralDirectorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => funeralDirectors.update(requireCaller(request).userId, request.params.account, request.body),
  );
};
