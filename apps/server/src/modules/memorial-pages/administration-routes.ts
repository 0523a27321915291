import {
  appointmentParamsSchema,
  entryParamsSchema,
  entryVisibilitySchema,
  memorialAppointmentInputSchema,
  memorialPageAdministrationSchema,
  memorialPageIdParamsSchema,
  memorialPageUpdateSchema,
} from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { MemorialAdministrationService } from './administration-service';

const tags = ['Gedenkseiten'];
const answers = { 200: memorialPageAdministrationSchema, ...errorResponses(400, 401, 404) };

/** The administrator's API; every change answers with the whole administration view. */
export const memorialAdministrationRoutes: FastifyPluginAsyncZod<{ service: MemorialAdministrationService }> = async (app, { service }) => {
  // What the administration answers is private: no cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/:pageId/administration',
    { schema: { tags, summary: 'Die Gedenkseite für ihre Verwaltung (alle Einträge)', params: memorialPageIdParamsSchema, response: answers } },
    (request) => service.view(request.params.pageId, requireCaller(request).userId),
  );

  app.put(
    '/:pageId/administration',
    { schema: { tags, summary: 'Daten der verstorbenen Person und ihre Sichtbarkeit ändern', params: memorialPageIdParamsSchema, body: memorialPageUpdateSchema, response: answers } },
    (request) => service.update(request.params.pageId, requireCaller(request).userId, request.body),
  );

  app.put(
    '/:pageId/entries/:entryId',
    { schema: { tags, summary: 'Einen Eintrag freigeben oder ausblenden', params: entryParamsSchema, body: entryVisibilitySchema, response: answers } },
    (request) => service.setEntryVisibility(request.params.pageId, requireCaller(request).userId, request.params.entryId, request.body.visible),
  );

  app.post(
    '/:pageId/appointments',
    { schema: { tags, summary: 'Einen Termin hinzufügen (deutsche Zeit)', params: memorialPageIdParamsSchema, body: memorialAppointmentInputSchema, response: answers } },
    (request) => service.addAppointment(request.params.pageId, requireCaller(request).userId, request.body),
  );

  app.put(
    '/:pageId/appointments/:appointmentId',
    { schema: { tags, summary: 'Einen Termin ändern', params: appointmentParamsSchema, body: memorialAppointmentInputSchema, response: answers } },
    (request) => service.updateAppointment(request.params.pageId, requireCaller(request).userId, request.params.appointmentId, request.body),
  );

  app.delete(
    '/:pageId/appointments/:appointmentId',
    { schema: { tags, summary: 'Einen Termin löschen', params: appointmentParamsSchema, response: answers } },
    (request) => service.deleteAppointment(request.params.pageId, requireCaller(request).userId, request.params.appointmentId),
  );
};
