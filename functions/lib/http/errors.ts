/**
 * Domain errors a handler or the data layer may throw; the route wrapper maps each to its status
 * and the error body of ARCHITECTURE.md. Anything else becomes a 500 without details.
 */
import type { ErrorCode, ErrorDetail } from '../../../shared/contract';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request is well-formed JSON but breaks a rule. */
export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, 'validation_failed', message, details);
  }
}

/** 401: no token, or a token that fails verification. */
export class UnauthorizedError extends AppError {
  constructor(message = 'A valid bearer token is required') {
    super(401, 'unauthorized', message);
  }
}

/** 404: no such item in the caller's data (also for another user's ids). */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

/** 409: a rule about existing data or a concurrent change prevents the write. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

/** A 400 about one field, worded like the wrapper's own validation errors. */
export function invalidField(
  location: ErrorDetail['location'],
  field: string,
  message: string,
): ValidationError {
  return new ValidationError(`Invalid request ${location}: ${field}: ${message}`, [
    { location, field, message },
  ]);
}
