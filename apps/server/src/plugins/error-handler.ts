import { apiErrorSchema } from '@eb/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/domain-errors';
import { isTransactionConflict } from '../lib/sql-state';
import { tooManyRequestsMessage } from '../lib/too-many-requests';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  428: 'Precondition Required',
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own words for a body or uploaded file over its limit (413), e.g. naming the limit;
     * without them, 'Die Datei ist zu groß.' or 'Die Anfrage ist zu groß.'. Routes need not catch
     * @fastify/multipart's FST_REQ_FILE_TOO_LARGE themselves: it arrives here.
     */
    tooLargeMessage?: string;
  }
}

const TRANSACTION_CONFLICT_MESSAGE =
  'Zur selben Zeit wurde an denselben Daten gearbeitet, deshalb wurde Ihre Änderung nicht gespeichert. Bitte versuchen Sie es noch einmal.';

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
      return reply.status(error.statusCode).send({ ...error.details, ...errorBody(error.statusCode, error.code, error.message) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send(errorBody(400, 'MALFORMED_MULTIPART', MALFORMED_MULTIPART_MESSAGE));
    }
    // A route that does not handle it itself: PostgreSQL rolled the whole transaction back because a
    // simultaneous one collided with it (deadlock, serialization). Nothing was written; asking again helps.
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction conflict answered with 409');
      return reply.status(409).send(errorBody(409, 'TRANSACTION_CONFLICT', TRANSACTION_CONFLICT_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(errorBody(status, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    // Framework errors below 500 (bad JSON, too large, rate limited): a German reason; the code stays
    // Fastify's own, for programs and for finding the cause.
    const message = (status === 413 ? request.routeOptions.config?.tooLargeMessage : undefined) ?? germanFrameworkMessage(status, error.code);
    return reply.status(status).send(errorBody(status, error.code ?? 'REQUEST_REJECTED', message));
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route runs (an address with broken
 * escapes, a too long parameter) gets the same German answers as everything else.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed before routing');
    void reply.status(500).send(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    return;
  }
  void reply.status(status).send(errorBody(status, error.code, germanFrameworkMessage(status, error.code)));
}

/** Fastify's and its plugins' common client errors; their own messages are English and never shown. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Die Anfrage ist fehlerhaft: Ihr Inhalt ist kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage ist fehlerhaft: Sie ist als JSON angekündigt, aber leer.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Anfrage ist fehlerhaft: Ihre Länge stimmt nicht mit der angegebenen überein.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieses Datenformat wird nicht unterstützt.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'Die Anfrage ist fehlerhaft: Sie gibt ihr Datenformat nicht an.',
  FST_ERR_BAD_URL: 'Die Adresse enthält ungültige Zeichen.',
  FST_ERR_INVALID_URL: 'Die Adresse ist ungültig.',
  FST_ERR_MAX_PARAM_LENGTH: 'Die Adresse ist zu lang.',
  FST_ERR_VALIDATION: 'Die Anfrage enthält ungültige Angaben.',
  FST_ERR_NOT_FOUND: 'Diese Adresse gibt es nicht.',
  // @fastify/multipart (uploads)
  FST_REQ_FILE_TOO_LARGE: 'Die Datei ist zu groß.',
  FST_FILES_LIMIT: 'Es sind zu viele Dateien auf einmal.',
  FST_PARTS_LIMIT: 'Die Anfrage hat zu viele Teile.',
  FST_FIELDS_LIMIT: 'Die Anfrage hat zu viele Felder.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Die Anfrage enthält keine hochgeladenen Dateien.',
  FST_INVALID_JSON_FIELD_ERROR: 'Die Anfrage ist fehlerhaft: Ein Feld ist kein gültiges JSON.',
  FST_PROTO_VIOLATION: 'Die Anfrage enthält ein unzulässiges Feld.',
  FST_MP_PREMATURE_CLOSE: 'Die Übertragung wurde abgebrochen, bevor sie vollständig war.',
};

export const MALFORMED_MULTIPART_MESSAGE = 'Die Anfrage ist fehlerhaft: Die hochgeladenen Daten sind unvollständig oder falsch aufgebaut.';

/**
 * The upload parser (busboy, under @fastify/multipart) throws plain errors without a status for a
 * client's broken upload: no boundary, a boundary over 256 characters, data cut short. They are the
 * client's fault (400), not ours. Known by their messages: the server is bundled, so no stack path
 * tells where they come from.
 */
const MULTIPART_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Missing Content-Type-header\.$/,
  /^Unsupported Content-Type\.$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/,
];

function isMalformedMultipart(error: FastifyError): boolean {
  return error.statusCode === undefined && !error.code && MULTIPART_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** For client errors without a message of their own above: by status, never the English original. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Die Anfrage ist fehlerhaft.',
  404: 'Diese Adresse gibt es nicht.',
  406: 'Die Anfrage kann so nicht angenommen werden.',
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang.',
  415: 'Dieses Datenformat wird nicht unterstützt.',
  429: tooManyRequestsMessage(),
};

function germanFrameworkMessage(status: number, code: string | undefined): string {
  return (code ? FRAMEWORK_MESSAGES[code] : undefined) ?? STATUS_MESSAGES[status] ?? 'Die Anfrage wurde abgelehnt.';
}
