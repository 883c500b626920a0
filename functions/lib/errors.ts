/**
 * Domain errors the data layer, the domain modules or a handler may throw, each with the error
 * code of the shared error body. They know nothing of HTTP: the route wrapper (http/route.ts)
 * maps each code to its status. Anything else becomes a 500 without details.
 */
import type { ErrorCode, ErrorDetail } from '../../shared/contract';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is well-formed but breaks a rule (`validation_failed`). */
export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super('validation_failed', message, details);
  }
}

/** No token, or a token that fails verification (`unauthorized`). */
export class UnauthorizedError extends AppError {
  constructor(message = 'A valid bearer token is required') {
    super('unauthorized', message);
  }
}

/** No such item in the caller's data, also for another user's ids (`not_found`). */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super('not_found', message);
  }
}

/** A rule about existing data or a concurrent change prevents the write (`conflict`). */
export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** A validation error about one field, worded like the wrapper's own validation errors. */
export function invalidField(
  location: ErrorDetail['location'],
  field: string,
  message: string,
): ValidationError {
  return new ValidationError(`Invalid request ${location}: ${field}: ${message}`, [
    { location, field, message },
  ]);
}

/** Over a per-user limit (`rate_limited`): the wrapper answers 429 with `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    /** Whole seconds until a call is allowed again. */
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** Over a per-user quota (`quota_exceeded`, 409): names the quota in its detail. */
export class QuotaExceededError extends AppError {
  constructor(message: string, quota: string) {
    super('quota_exceeded', message, [{ location: 'body', field: quota, message }]);
  }
}
