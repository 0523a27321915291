import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { TooManyRequestsError } from '../lib/domain-errors';
import { tooManyRequestsMessage } from '../lib/too-many-requests';
import { createRateLimitRepository } from './rate-limit-repository';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * Limits are set per route where abuse is possible (login, mails); nothing is limited globally.
 * The counts live in the shared database, so several processes grant one allowance, not one each.
 */
export async function registerRateLimits(app: FastifyInstance, options: { db: Database; allowList: string[] }): Promise<void> {
  const store = databaseRateLimitStore(createRateLimitRepository(options.db), {
    onError: (error, during) =>
      during === 'clean-up' ? app.log.warn({ err: error }, 'rate-limit clean-up failed') : app.log.error({ err: error }, 'rate-limit plugin callback threw'),
  });
  await app.register(rateLimit, { global: false, allowList: options.allowList, store, errorResponseBuilder: TOO_MANY_REQUESTS });
}

/**
 * The German answer of every rate-limited route (429). @fastify/rate-limit throws what this
 * returns, so the one error handler answers it like any other domain error. It is also the
 * plugin's default, so a route that names no builder of its own answers the same.
 */
export const TOO_MANY_REQUESTS = (_request: unknown, context: { after: string }) => new TooManyRequestsError('TOO_MANY_REQUESTS', tooManyRequestsMessage(context.after));
