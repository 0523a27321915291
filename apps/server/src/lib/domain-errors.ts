/**
 * Business rules throw these; one error handler (plugins/error-handler.ts) turns them into HTTP
 * answers. Messages are German because the web client shows them as they are.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  constructor(
    readonly code: string,
    message: string,
    /** Further fields of the answer (e.g. the current version on a 412); never personal data of others. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  readonly statusCode = 404;
}

export class InvalidInputError extends DomainError {
  readonly statusCode = 400;
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
}

export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
}

/** A write based on a state that is no longer the current one (If-Match of another version). */
export class PreconditionFailedError extends DomainError {
  readonly statusCode = 412;
}

/** A write that must say which state it is based on (If-Match) and did not. */
export class PreconditionRequiredError extends DomainError {
  readonly statusCode = 428;
}
