import { apiErrorSchema } from '@eb/api-contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/domain-errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const GENERIC_ERROR_MESSAGE = 'Es ist ein Fehler aufgetreten.';

/** Response schemas for the error statuses a route may answer, for the OpenAPI description. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

export function errorBody(statusCode: number, code: string, message: string) {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', code, message };
}

/** The one place where errors become HTTP answers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'Anfrage';
      const reason = first?.message ?? 'Ungültige Eingabe';
      // Our own messages are whole German sentences (SPEC.md's words) and go out as they are, so the
      // browser can show them; zod's built-in ones (German locale, no full stop) get the field's name.
      const message = /[.!]$/.test(reason) ? reason : `Ungültige Eingabe bei „${field}“: ${reason}`;
      return reply.status(400).send({ ...errorBody(400, 'VALIDATION_FAILED', message), field });
    }
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(errorBody(status, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    // Framework errors below 500 (bad JSON, too large, rate limited): their reason is safe to pass on.
    return reply.status(status).send(errorBody(status, error.code ?? 'REQUEST_REJECTED', germanFrameworkMessage(status, error.message)));
  });
}

function germanFrameworkMessage(status: number, original: string): string {
  switch (status) {
    case 413:
      return 'Die Anfrage ist zu groß.';
    case 415:
      return 'Dieses Datenformat wird nicht unterstützt.';
    case 429:
      return 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
    case 400:
      return `Die Anfrage ist fehlerhaft: ${original}`;
    default:
      return original;
  }
}
