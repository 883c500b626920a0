/**
 * The one error body of every API response with status >= 400 (docs/api.md#errors).
 */
import * as z from '../../zod';

export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  /** A request the local server cannot read: a malformed target, Host or percent-encoding. */
  'bad_request',
  'unauthorized',
  /** A request from a page of another site (the local issuer's sign-ins). */
  'forbidden',
  'not_found',
  'method_not_allowed',
  /** The request timed out before it was complete (local server). */
  'request_timeout',
  'conflict',
  /** Over a per-user quota (people, notes); the detail's `field` names the quota. */
  'quota_exceeded',
  'payload_too_large',
  /** A body in a media type the route does not take (the local issuer's sign-ins take JSON). */
  'unsupported_media_type',
  /**
   * A `Host` the local server does not serve (DNS-rebinding guard,
   * docs/architecture.md#local-server-hardening).
   */
  'misdirected_request',
  /** Request headers over the local server's limit (Node's 16 KB). */
  'header_fields_too_large',
  'too_many_requests',
  /** Over a per-user limit of requests, sign-ins or AI calls (with `Retry-After`). */
  'rate_limited',
  /** The deployment lacks what the route needs (e.g. no Google or Slack client configured). */
  'not_configured',
  /** A provider (Google, Slack) failed to answer what the route needs. */
  'upstream_failed',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with the request: where it is, which field (dotted path), and what is wrong. */
export const errorDetailSchema = z.object({
  location: z.enum(['body', 'query', 'params', 'headers']),
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Bounds of an error body, so a request full of mistakes gets a small answer
 * (docs/api.md#conventions): the details listed, and the characters of a detail's `field` and of
 * the message.
 */
export const ERROR_BODY_LIMITS = { details: 20, fieldLength: 100, messageLength: 300 } as const;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** At most `ERROR_BODY_LIMITS.details`, the first found. */
    details: z.optional(z.array(errorDetailSchema)),
    /** How many more details were found than `details` lists; absent when none. */
    detailsOmitted: z.optional(z.int()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
