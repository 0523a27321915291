import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description is generated from the routes' zod schemas, so it cannot drift. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Erinnerungsbuch API',
        description: 'Schnittstelle des Erinnerungsbuch-Shops. Alle Fehlermeldungen sind deutsch.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI needs inline styles and its own script; allow them on the docs page only.
    transformStaticCSP: (header) => header.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
  });
}
