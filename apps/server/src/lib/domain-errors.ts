/**
 * Business rules throw these; one error handler (plugins/error-handler.ts) turns them into HTTP
 * answers. Messages are German because the web client shows them as they are.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  constructor(
    readonly code: string,
    message: string,
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
