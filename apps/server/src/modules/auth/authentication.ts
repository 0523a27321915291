import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-errors';
import { TokenRejectedError, type AuthenticatedCaller, type TokenRejection, type TokenVerifier } from './token-verifier';

export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
}

const SIGN_IN_AGAIN = 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
const REJECTIONS: Record<TokenRejection, { code: string; message: string }> = {
  invalid: { code: 'INVALID_TOKEN', message: SIGN_IN_AGAIN },
  'wrong-audience': { code: 'WRONG_AUDIENCE', message: 'Diese Anmeldung gilt nicht für diesen Shop. Bitte melden Sie sich erneut an.' },
  'unknown-subject': { code: 'UNKNOWN_SUBJECT', message: 'Diese Anmeldung gehört zu keinem Kundenkonto dieses Shops. Bitte melden Sie sich erneut an.' },
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of an API request with a valid bearer token; null for anonymous calls. */
    caller: AuthenticatedCaller | null;
  }
}

/** When the person's sign-ins were last ended (password reset), or null. */
export type SessionsEndedAt = (userId: string) => Promise<Date | null>;

/**
 * A token issued before the person's sign-ins were ended no longer counts. JWTs say their issue time
 * in whole seconds, so a token of the very second of the ending still passes: nobody is refused
 * who signed in again just afterwards.
 */
export function issuedBeforeEnd(caller: AuthenticatedCaller, endedAt: Date | null): boolean {
  if (!endedAt) return false;
  return caller.issuedAt === undefined || caller.issuedAt < Math.floor(endedAt.getTime() / 1000);
}

/** Reads the bearer token of every API request; a present but invalid (or ended) token is refused with 401. */
export function registerAuthentication(app: FastifyInstance, verify: TokenVerifier, sessionsEndedAt: SessionsEndedAt): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError('INVALID_TOKEN', SIGN_IN_AGAIN);
    let caller: AuthenticatedCaller;
    try {
      caller = await verify(token);
    } catch (error) {
      const { code, message } = REJECTIONS[error instanceof TokenRejectedError ? error.reason : 'invalid'];
      throw new UnauthorizedError(code, message);
    }
    if (issuedBeforeEnd(caller, await sessionsEndedAt(caller.userId))) throw new UnauthorizedError(REJECTIONS.invalid.code, REJECTIONS.invalid.message);
    request.caller = caller;
  });
}

/** For routes that need a signed-in (or temporary) user. */
export function requireCaller(request: FastifyRequest): AuthenticatedCaller {
  if (!request.caller) throw new UnauthorizedError('SIGN_IN_REQUIRED', 'Bitte melden Sie sich an.');
  return request.caller;
}
