import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict defaults: only our own scripts and stylesheets load; nothing inline runs (the site config
 * is a JSON data block, which is not executed). The API docs page sets its own policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app is served over plain http on localhost by default; HSTS belongs to the TLS proxy.
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
}
