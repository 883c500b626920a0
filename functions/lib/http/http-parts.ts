/**
 * The pieces both route wrappers share (http/route.ts for bearer routes, http/oauth-callback-route.ts
 * for the OAuth callbacks): the status of each error code, JSON responses with the one error body,
 * header and cookie lookup on API Gateway v2 events, schema validation into 400 details, and the
 * request log line. Nothing here verifies tokens, so the callbacks' bundles carry no bearer check.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { AnyRoute, ErrorBody, ErrorCode, ErrorDetail } from '../../../shared/contract';
import { logger as rootLogger } from '../logger';
import { ValidationError } from '../errors';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The HTTP status of each error code (README 'API conventions'). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  rate_limited: 429,
  not_configured: 503,
  internal_error: 500,
};

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

/** A JSON response; `cookies` become Set-Cookie headers (API Gateway v2 `cookies`). */
export function respond(
  status: number,
  body: unknown,
  requestId: string,
  extraHeaders: Record<string, string> = {},
  cookies: readonly string[] = [],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, 'x-request-id': requestId, ...extraHeaders },
    ...(cookies.length ? { cookies: [...cookies] } : {}),
    body: JSON.stringify(body),
  };
}

export function errorBody(code: ErrorCode, message: string, details?: ErrorDetail[]): ErrorBody {
  return { error: { code, message, ...(details?.length ? { details } : {}) } };
}

function toDetails(location: ErrorDetail['location'], error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    location,
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Case-insensitive header lookup (API Gateway v2 lower-cases names; be safe anyway). */
export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * A request cookie by name: from the event's `cookies` (API Gateway v2 moves the Cookie header
 * there), else from a Cookie header. Undefined when absent.
 */
export function requestCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const pairs = event.cookies ?? (header(event, 'cookie') ?? '').split(';');
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

/** Parses `value` with the schema. @throws ValidationError with one detail per issue. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: ErrorDetail['location'],
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = toDetails(location, result.error);
    const first = details[0];
    const where = first?.field ? `${first.field}: ` : '';
    throw new ValidationError(
      `Invalid request ${location}: ${where}${first?.message ?? 'invalid'}`,
      details,
    );
  }
  return result.data;
}

/** The per-request logger of a route (its id and the request id on every line). */
export function requestLogger(definition: AnyRoute, requestId: string): typeof rootLogger {
  return rootLogger.createChild({ persistentKeys: { route: definition.id, requestId } });
}

/** The one log line of a request: method, path template, status, user and duration. */
export function logRequest(
  log: typeof rootLogger,
  definition: AnyRoute,
  outcome: { status: number; userId: string | undefined; startedAt: number } & Record<
    string,
    unknown
  >,
): void {
  const { startedAt, ...fields } = outcome;
  log.info('request', {
    method: definition.method,
    path: definition.path,
    ...fields,
    durationMs: Math.round(performance.now() - startedAt),
  });
}
