import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a proxy or client may name a request by, so one user's trouble is findable in logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Room for a UUID, a trace id or a proxy's own ids; nothing that could forge log lines or fill them.
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId: a client's x-request-id where it is a short plain name, otherwise one of our
 * own. Fastify's own header option would take any value as it comes (10 kB, line breaks, another
 * request's id); a random UUID also stays unique across server processes, unlike Fastify's counter.
 */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && ACCEPTED_ID.test(offered) ? offered : randomUUID();
}
