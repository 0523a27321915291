import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict defaults: only our own scripts run. Inline style attributes stay allowed because React
 * sets them for computed sizes; inline scripts never are (the site config is a JSON data block).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
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
