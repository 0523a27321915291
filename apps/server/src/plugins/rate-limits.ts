import { TooManyRequestsError } from '../lib/domain-errors';

/**
 * The German answer of every rate-limited route (429). @fastify/rate-limit throws what this
 * returns, so the one error handler answers it like any other domain error.
 */
export const TOO_MANY_REQUESTS = (_request: unknown, context: { after: string }) =>
  new TooManyRequestsError('TOO_MANY_REQUESTS', `Zu viele Anfragen. Bitte versuchen Sie es in ${germanDuration(context.after)} erneut.`);

function germanDuration(after: string): string {
  // @fastify/rate-limit writes e.g. "10 minutes", "1 minute" or "30 seconds".
  return after
    .replace(/\bminutes?\b/, (word) => (word === 'minute' ? 'Minute' : 'Minuten'))
    .replace(/\bseconds?\b/, (word) => (word === 'second' ? 'Sekunde' : 'Sekunden'))
    .replace(/^1 /, 'einer ');
}
