import { messageResponseSchema, registrationRequestSchema, tokenQuerySchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits';
import type { RegistrationService } from './registration-service';

const tags = ['Nutzer'];

export const usersRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService }> = async (app, { registration }) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes', errorResponseBuilder: TOO_MANY_REQUESTS } },
      schema: {
        tags,
        summary: 'Registrieren: legt ein Kundenkonto an und schickt die Bestätigungsmail',
        body: registrationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => registration.register(request.body),
  );

  app.get(
    '/confirm-mail',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', errorResponseBuilder: TOO_MANY_REQUESTS } },
      schema: {
        tags,
        summary: 'Bestätigt ein Kundenkonto mit dem Link aus der Mail (einmal, 7 Tage gültig)',
        querystring: tokenQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // It changes state, so no cache may keep or replay the answer.
      reply.header('cache-control', 'no-store');
      return registration.confirm(request.query.hash);
    },
  );
};
