import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-errors';
import type { AccountFacts } from '../users/account-facts';
import { IssuerUnreachableError, TokenRejectedError, type AuthenticatedCaller, type TokenRejection, type TokenVerifier } from './token-verifier';

export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
}

const SIGN_IN_AGAIN = 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
const REJECTIONS: Record<TokenRejection, { code: string; message: string }> = {
  invalid: { code: 'INVALID_TOKEN', message: SIGN_IN_AGAIN },
  'wrong-audience': { code: 'WRONG_AUDIENCE', message: 'Diese Anmeldung gilt nicht für diesen Shop. Bitte melden Sie sich erneut an.' },
  'unknown-subject': { code: 'UNKNOWN_SUBJECT', message: 'Diese Anmeldung gehört zu keinem Kundenkonto dieses Shops. Bitte melden Sie sich erneut an.' },
  'not-an-access-token': { code: 'NOT_AN_ACCESS_TOKEN', message: 'Mit diesem Schlüssel kann man sich hier nicht anmelden. Bitte melden Sie sich erneut an.' },
};

/** The outside issuer could not be reached to check a token: the shop's fault, not the caller's. */
export class SignInCheckUnavailableError extends DomainError {
  readonly statusCode = 503;
}
const ISSUER_UNREACHABLE = 'Ihre Anmeldung kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of an API request with a valid bearer token; null for anonymous calls. */
    caller: SignedInCaller | null;
  }
}

/**
 * The account behind a token: undefined when it no longer exists, else when its sign-ins were last
 * ended (new password, or null) and the facts about the account the modules need for the request.
 */
export type SignInState = (userId: string) => Promise<{ sessionsEndedAt: Date | null; account: AccountFacts } | undefined>;

/** A caller whose token and account were checked, with the account's facts as the check read them. */
export interface SignedInCaller extends AuthenticatedCaller {
  account: AccountFacts;
}

/**
 * Whether something issued (or signed in) at `seconds` (a JWT's whole seconds) dates from before the
 * person's sign-ins were ended. The very second of the ending still counts as after it: nobody is
 * refused who signed in again just afterwards. Unknown times count as before.
 */
export function startedBeforeEnd(seconds: number | undefined, endedAt: Date | null | undefined): boolean {
  if (!endedAt) return false;
  return seconds === undefined || seconds < Math.floor(endedAt.getTime() / 1000);
}

/** A token issued before the person's sign-ins were ended no longer counts. */
export function issuedBeforeEnd(caller: AuthenticatedCaller, endedAt: Date | null): boolean {
  return startedBeforeEnd(caller.issuedAt, endedAt);
}

/**
 * Reads the bearer token of every API request; a present but invalid token is refused with 401, and
 * so is one whose account is gone (deleted) or whose sign-ins were ended after it was issued.
 */
export function registerAuthentication(app: FastifyInstance, verify: TokenVerifier, signInState: SignInState): void {
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
      if (error instanceof IssuerUnreachableError) {
        request.log.warn({ err: error }, 'the sign-in issuer is unreachable');
        throw new SignInCheckUnavailableError('ISSUER_UNREACHABLE', ISSUER_UNREACHABLE);
      }
      const { code, message } = REJECTIONS[error instanceof TokenRejectedError ? error.reason : 'invalid'];
      throw new UnauthorizedError(code, message);
    }
    // One primary-key lookup answers both (is the account still there, is this sign-in still valid?)
    // and reads the account facts the modules need, so they ask the database nothing more for them.
    const state = await signInState(caller.userId);
    if (!state) throw new UnauthorizedError(REJECTIONS['unknown-subject'].code, REJECTIONS['unknown-subject'].message);
    if (issuedBeforeEnd(caller, state.sessionsEndedAt)) throw new UnauthorizedError(REJECTIONS.invalid.code, REJECTIONS.invalid.message);
    request.caller = { ...caller, account: state.account };
  });
}

/** For routes that need a signed-in (or temporary) user. */
export function requireCaller(request: FastifyRequest): SignedInCaller {
  if (!request.caller) throw new UnauthorizedError('SIGN_IN_REQUIRED', 'Bitte melden Sie sich an.');
  return request.caller;
}
