import { feedbackRequestSchema, feedbackResponseSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import type { FeedbackService } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  app.post(
    '/feedback',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Nutzer'],
        summary: 'Feedback senden (Bewertung, Text und/oder E-Mail)',
        body: feedbackRequestSchema,
        response: { 200: feedbackResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => service.submit(request.body),
  );
};
