import { ApiRequestError } from './api-client';

/**
 * The refusals our server explains in a German sentence meant for the person: bad input or a used
 * link (400), not allowed (403), not there (404), a conflict such as a memorial page's administrator
 * deleting the account (409, SPEC.md section 8), a file too large (413), too many attempts (429).
 * Anything else (a 500, a proxy's page, no answer) gets the page's own general sentence.
 */
export const EXPLAINED_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 413, 429]);

/** The server's German text for an explained refusal; null when the page should say something itself. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || !EXPLAINED_STATUSES.has(error.status)) return null;
  return error.body?.message || null;
}
