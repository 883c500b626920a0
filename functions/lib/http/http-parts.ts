/**
 * The pieces both route wrappers share (http/route.ts for bearer routes, http/oauth-callback-route.ts
 * for the OAuth callbacks): the request frame (id, logger, cookies, the 500 fallback and the log
 * line), the status of each error code, JSON responses with the one error body, header and cookie
 * lookup on API Gateway v2 events, and schema validation into 400 details. Nothing here verifies
 * tokens, so the callbacks' bundles carry no bearer check.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from '../../../shared/zod';
import { API_JSON_HEADERS } from '../../../shared/contract/json-headers';
import { ERROR_BODY_LIMITS } from '../../../shared/contract/schemas/error';
import type {
  AnyRoute,
  ErrorBody,
  ErrorCode,
  ErrorDetail,
  RouteAuth,
} from '../../../shared/contract';
import { logger as rootLogger, withRequestKeys, type RequestLogger } from '../logger';
import { ValidationError } from '../errors';
import { isFromOrigin, MISDIRECTED_MESSAGE, ORIGIN_VERIFY_HEADER } from './origin-verify';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The HTTP status of each error code (docs/api.md#conventions). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  quota_exceeded: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  misdirected_request: 421,
  header_fields_too_large: 431,
  too_many_requests: 429,
  rate_limited: 429,
  not_configured: 503,
  upstream_failed: 502,
  internal_error: 500,
};

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
    headers: { ...API_JSON_HEADERS, 'x-request-id': requestId, ...extraHeaders },
    ...(cookies.length ? { cookies: [...cookies] } : {}),
    body: JSON.stringify(body),
  };
}

/** `text` cut to `max` characters, an ellipsis marking the cut. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A detail's field as error bodies show it: cut to `ERROR_BODY_LIMITS.fieldLength` characters. */
export function shownField(field: string): string {
  return clip(field, ERROR_BODY_LIMITS.fieldLength);
}

/**
 * The one error body. Bounded whatever the request (docs/api.md#conventions): at most
 * `ERROR_BODY_LIMITS.details` details with `detailsOmitted` counting the rest, and each message
 * and field cut to its length limit, so a body of thousands of mistakes or a huge field name
 * gets a small answer.
 */
export function errorBody(code: ErrorCode, message: string, details?: ErrorDetail[]): ErrorBody {
  const listed = (details ?? []).slice(0, ERROR_BODY_LIMITS.details).map((detail) => ({
    location: detail.location,
    field: shownField(detail.field),
    message: clip(detail.message, ERROR_BODY_LIMITS.messageLength),
  }));
  const omitted = (details?.length ?? 0) - listed.length;
  return {
    error: {
      code,
      message: clip(message, ERROR_BODY_LIMITS.messageLength),
      ...(listed.length ? { details: listed } : {}),
      ...(omitted > 0 ? { detailsOmitted: omitted } : {}),
    },
  };
}

export function toDetails(
  location: ErrorDetail['location'],
  error: z.core.$ZodError,
): ErrorDetail[] {
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
export function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  location: ErrorDetail['location'],
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = toDetails(location, result.error);
    const first = details[0];
    const where = first?.field ? `${shownField(first.field)}: ` : '';
    throw new ValidationError(
      `Invalid request ${location}: ${where}${first?.message ?? 'invalid'}`,
      details,
    );
  }
  return result.data;
}

/** What a wrapper knows of the request it handles. */
export interface RequestScope {
  requestId: string;
  /** Logs with the route id and the request id on every line (the process's one logger). */
  logger: RequestLogger;
  /** Set-Cookie values for the response. */
  cookies: string[];
  /** The caller, once known (logged). */
  userId: string | undefined;
}

/**
 * The frame both wrappers share: checks at wrap time that the route has the wrapper's `auth`, gives
 * each request its id, logger and cookie list, refuses a request that did not come through
 * CloudFront (421 `misdirected_request`, http/origin-verify.ts), answers 500 with the error body for anything
 * `handle` throws (logged by name only), and logs one line per request (method, path template,
 * status, user, duration) — never a body, a code, a state or a token.
 */
export function requestHandler(
  definition: AnyRoute,
  auth: RouteAuth,
  handle: (
    event: APIGatewayProxyEventV2,
    scope: RequestScope,
  ) => Promise<APIGatewayProxyStructuredResultV2>,
): ApiHandler {
  if (definition.auth !== auth) {
    throw new Error(`Route ${definition.id} has auth '${definition.auth}': wrap it accordingly`);
  }
  return async (event) => {
    const startedAt = performance.now();
    const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
    // The process's one logger; the request's keys ride in its scope (logger.ts), so every line
    // logged while it runs, from any module, names this request, even beside others locally.
    return withRequestKeys({ route: definition.id, requestId }, async () => {
      const scope: RequestScope = {
        requestId,
        logger: rootLogger,
        cookies: [],
        userId: undefined,
      };
      let status = 500;
      try {
        const result = isFromOrigin(header(event, ORIGIN_VERIFY_HEADER))
          ? await handle(event, scope)
          : respond(421, errorBody('misdirected_request', MISDIRECTED_MESSAGE), requestId);
        status = result.statusCode ?? 200;
        return result;
      } catch (error) {
        scope.logger.error('Unhandled error', error as Error);
        return respond(500, errorBody('internal_error', 'Something went wrong'), requestId);
      } finally {
        scope.logger.info('request', {
          method: definition.method,
          path: definition.path,
          status,
          userId: scope.userId,
          durationMs: Math.round(performance.now() - startedAt),
        });
      }
    });
  };
}
