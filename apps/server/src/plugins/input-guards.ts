import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

export const NUL_IN_ADDRESS_MESSAGE = 'Die Adresse enthält ein unzulässiges Zeichen.';
export const NUL_IN_INPUT_MESSAGE = 'Die Eingabe enthält ein unzulässiges Zeichen.';

// An escaped NUL anywhere in path or query; `%2500` (a literal "%00") does not match.
const ESCAPED_NUL = /%00/i;

/**
 * The NUL character is never meaningful in anything people enter, and PostgreSQL refuses it in
 * every text value; half a surrogate pair (JSON's `"\ud800"`, which no keyboard makes) it refuses in
 * every jsonb value. Left alone, either would turn a probe into a 500 wherever it reaches a query (a
 * rate-limit key, a lookup, a book's document). So both are refused once, before anything else
 * runs, rather than in every route's schema.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // Before rate limits and sign-in: both read the address, and rate limits write it to the database.
  app.addHook('onRequest', async (request, reply) => {
    if (ESCAPED_NUL.test(request.url)) return reply.status(400).send(errorBody(400, 'INVALID_CHARACTER', NUL_IN_ADDRESS_MESSAGE));
  });
  app.addHook('preValidation', async (request, reply) => {
    const field = unfitTextPath(request.body);
    if (field !== undefined) return reply.status(400).send({ ...errorBody(400, 'INVALID_CHARACTER', NUL_IN_INPUT_MESSAGE), field: field || 'Anfrage' });
  });
}

// A NUL, or a surrogate without its partner (ill-formed UTF-16).
// eslint-disable-next-line no-control-regex -- the NUL is exactly what is looked for
const UNFIT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where in a parsed body unfit text hides ('' for the body itself, 'a.b' for a field), or undefined.
 * Iterative, so a deeply nested body (JSON documents of the editor) cannot exhaust the stack.
 */
export function unfitTextPath(body: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (UNFIT_TEXT.test(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (UNFIT_TEXT.test(key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}
