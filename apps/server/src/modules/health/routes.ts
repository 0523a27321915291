import { healthSchema, readinessSchema } from '@eb/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Betrieb'];

/** Liveness says the process answers; readiness says it can serve, database included. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  // Probes come every few seconds: log them only from warnings up, never louder than the server.
  const quieter = ['silent', 'fatal', 'error'] as const;
  const logLevel = quieter.find((level) => level === app.log.level) ?? 'warn';
  app.get('/healthz', { schema: { tags, response: { 200: healthSchema } }, logLevel }, () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { tags, response: { 200: readinessSchema, 503: readinessSchema } }, logLevel }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' as const, checks: { database: 'ok' as const } };
    } catch (error) {
      request.log.error({ err: error }, 'database is not reachable');
      return reply.status(503).send({ status: 'unavailable' as const, checks: { database: 'failed' as const } });
    }
  });
};
