/**
 * The one wrapper every `/api` handler goes through (ARCHITECTURE.md 'A handler'): verifies the
 * bearer token, enforces the body size limit, parses JSON, validates params, query and body with
 * the route's zod schemas, counts the call against the user's AI limit on `ai: true` routes (429
 * `rate_limited` with `Retry-After` past it), runs the handler, checks the response against the
 * contract, maps errors to statuses with the shared error body, and logs one structured line per
 * request.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { LIMITS } from '../../../shared/domain/constants';
import { API_JSON_HEADERS } from '../../../shared/contract/json-headers';
import type {
  AnyRoute,
  ErrorBody,
  ErrorCode,
  ErrorDetail,
  RouteBody,
  RouteParams,
  RouteQuery,
} from '../../../shared/contract';
import { verifyAuthorizationHeader } from '../auth/verify-token';
import { logger as rootLogger } from '../logger';
import { consumeAiCall } from '../ai/rate-limit/ai-rate-limit';
import { AppError, RateLimitedError, ValidationError } from '../errors';

export interface RequestContext<R extends AnyRoute> {
  /** The verified token's `sub`. */
  userId: string;
  /** The token's `email` claim, when present. */
  email: string | undefined;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  requestId: string;
  logger: typeof rootLogger;
}

/** A handler returns the response body (before the contract's output parsing). */
export type RouteHandler<R extends AnyRoute> = (
  context: RequestContext<R>,
) => Promise<z.input<R['response']>>;

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The HTTP status of each error code (README 'API conventions'). */
const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  misdirected_request: 421,
  header_fields_too_large: 431,
  too_many_requests: 429,
  rate_limited: 429,
  internal_error: 500,
};

function respond(
  status: number,
  body: unknown,
  requestId: string,
  extraHeaders: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...API_JSON_HEADERS, 'x-request-id': requestId, ...extraHeaders },
    body: JSON.stringify(body),
  };
}

function errorBody(code: ErrorCode, message: string, details?: ErrorDetail[]): ErrorBody {
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
function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function readBody(event: APIGatewayProxyEventV2): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > LIMITS.requestBodyBytes) {
    throw new AppError(
      'payload_too_large',
      `Request body exceeds the ${LIMITS.requestBodyBytes / 1024} KB limit`,
    );
  }
  if (text.trim() === '') {
    throw new AppError('invalid_json', 'Request body is required: send a JSON object');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json', 'Request body is not valid JSON');
  }
}

function validate<S extends z.ZodType>(
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

/**
 * Wraps a handler for one contract route into an API Gateway (HTTP API, payload v2) handler.
 * Errors: AppError subclasses map to the status of their code; anything else is logged and answered 500.
 */
export function route<R extends AnyRoute>(definition: R, handler: RouteHandler<R>): ApiHandler {
  return async (event) => {
    const startedAt = performance.now();
    const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
    const log = rootLogger.createChild({ persistentKeys: { route: definition.id, requestId } });
    let status = 500;
    let userId: string | undefined;
    try {
      const identity = await verifyAuthorizationHeader(header(event, 'authorization'));
      userId = identity.userId;
      const params = validate<R['params']>(definition.params, event.pathParameters ?? {}, 'params');
      const query = validate<R['query']>(
        definition.query,
        event.queryStringParameters ?? {},
        'query',
      );
      const body = definition.body ? validate(definition.body, readBody(event), 'body') : undefined;
      // Routes that call the AI layer count against the user's AI call limit (one UpdateItem).
      if (definition.ai) await consumeAiCall(userId);
      const result = await handler({
        userId,
        email: identity.email,
        params,
        query,
        body: body as RouteBody<R>,
        requestId,
        logger: log,
      });
      const output = definition.response.safeParse(result);
      if (!output.success) {
        log.error('Response does not match the contract', { issues: output.error.issues });
        return respond(status, errorBody('internal_error', 'Something went wrong'), requestId);
      }
      status = definition.successStatus;
      return respond(status, output.data, requestId);
    } catch (error) {
      if (error instanceof AppError) {
        status = ERROR_STATUS[error.code];
        const extra: Record<string, string> =
          status === 401 ? { 'www-authenticate': 'Bearer realm="api"' } : {};
        if (error instanceof RateLimitedError) {
          extra['retry-after'] = String(error.retryAfterSeconds);
        }
        return respond(
          status,
          errorBody(error.code, error.message, error.details),
          requestId,
          extra,
        );
      }
      log.error('Unhandled error', error as Error);
      return respond(500, errorBody('internal_error', 'Something went wrong'), requestId);
    } finally {
      log.info('request', {
        method: definition.method,
        path: definition.path,
        status,
        userId,
        durationMs: Math.round(performance.now() - startedAt),
      });
    }
  };
}
