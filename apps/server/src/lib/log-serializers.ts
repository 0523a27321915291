/**
 * Errors as they go into the log, without the data people entered. A failed query's error carries
 * its SQL parameters (names of the deceased, addresses, book names) in `params` and in the message;
 * the SQL and the error itself are what an engineer needs.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const PARAMS_LINE = /\nparams: [^\n]*/g;
// The parameters first (their values may hold anything), then mailed tokens in any address quoted.
const withoutParams = (text: string) => redactSecretsInText(text.replace(PARAMS_LINE, '\nparams: [weggelassen]'));

export function serializeError(error: Error, depth = 0): LoggedError {
  const { code } = error as Error & { code?: unknown };
  const cause: unknown = error.cause;
  return {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    // A cause chain is short; the depth limit guards against a cycle.
    ...(cause instanceof Error && depth < 5 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** What stands in the log where a secret was. */
export const REDACTED = '[weggelassen]';

/**
 * Addresses whose following path segments are secret: the pages of mailed links (a password
 * reset, a registration, an address change, an account deletion, a shared book's landing and
 * confirmation, and the two share routes of the API that carry its token) and the issuer's
 * interaction ids, which stand for a sign-in in progress. Lower case; pages match in any case.
 */
const SECRET_PATH_PREFIXES = [
  ['passwort-neu'],
  ['anmeldebestaetigung'],
  ['emailbestaetigung'],
  ['account-loesch-betaetigung'],
  ['teilen-bestaetigung'],
  ['geteiltes-buch'],
  ['api', 'books', 'shared-book-info'],
  ['api', 'books', 'confirm-share'],
  ['oidc', 'interaction'],
  ['oidc', 'auth'],
];

/**
 * Query parameters that carry secrets: mailed tokens (`token`, `hash`), the issuer's sign-in
 * results (`code`, `state`, `nonce`, `id_token_hint`, `code_verifier`) and anything named like a
 * password or key. Matched within the name, so `access_token` or `reset_hash` count too.
 */
const SECRET_QUERY_NAME = /token|hash|code|state|nonce|hint|verifier|secret|password|passwort|kennwort|key|signature|session|ticket|assertion|jwt|otp/i;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * A request address as it may go into the log: path segments after a secret page and the values
 * of secret query parameters are replaced by REDACTED; the rest stays, so a log still tells which
 * page or route was asked for.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  const segments = path.split('/');
  // React Router matches pages case-insensitively, and an escaped letter opens the same page.
  const named = segments.map((segment) => safeDecode(segment).toLowerCase());
  const prefix = SECRET_PATH_PREFIXES.find((prefix) => prefix.every((name, index) => named[index + 1] === name));
  // The secret is the first segment after the prefix (what follows, like `/login`, only names a step).
  const secretAt = prefix ? segments.findIndex((segment, index) => index > prefix.length && segment !== '') : -1;
  const safePath = secretAt === -1 ? path : segments.map((segment, index) => (index === secretAt ? REDACTED : segment)).join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

// Addresses inside free text (an error's message): a path or query part of one, up to white space or a quote.
const URL_IN_TEXT = /(?:https?:\/\/[^\s/"'`<>]*)?\/[^\s"'`<>]*/g;

/** Error messages may quote an address (a failed fetch, a redirect): its secrets go as in redactUrl. */
export function redactSecretsInText(text: string): string {
  return text.replace(URL_IN_TEXT, (match) => {
    const origin = /^https?:\/\/[^/]*/.exec(match)?.[0] ?? '';
    return origin + redactUrl(match.slice(origin.length));
  });
}

/** The fields of a request in the log: never its headers (authorization, cookies), its body, or the secrets in its address. */
export function serializeRequest(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } | null }) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
