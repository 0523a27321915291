import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict defaults: only our own scripts and stylesheets load; nothing inline runs (the site config
 * is a JSON data block, which is not executed). The API docs page sets its own policy.
 * `outsideIssuer` (OIDC_ISSUER): the web app fetches that issuer's discovery document and tokens
 * itself, so its origin may be connected to as well.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { outsideIssuer?: string | undefined } = {}): Promise<void> {
  const issuerOrigin = options.outsideIssuer ? new URL(options.outsideIssuer).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: issuerOrigin ? ["'self'", issuerOrigin] : ["'self'"],
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
