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
const withoutParams = (text: string) => text.replace(PARAMS_LINE, '\nparams: [weggelassen]');

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
