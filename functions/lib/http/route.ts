/**
 * The one wrapper every `/api` handler goes through (docs/api.md#conventions): verifies the
 * bearer token, counts the request against the user's request limit (http/request-rate-limit.ts),
 * enforces the body size limit, parses JSON, refuses unknown fields, deep nesting and empty
 * updates (http/body-shape.ts), validates params, query and body with the route's
 * zod schemas, counts the call against the user's AI limit on `ai: true` routes while the handler
 * reads (it awaits `aiCallAllowed` before calling a model; both limits: 429 `rate_limited` with
 * `Retry-After` past them), runs the handler, checks the response against the
 * contract, maps errors to statuses with the shared error body, and logs one structured line per
 * request. Only for `auth: 'bearer'` routes: the OAuth callbacks have their own wrapper
 * (oauth-callback-route.ts).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from '../../../shared/zod';
import { LIMITS } from '../../../shared/domain/constants';
import type { AnyRoute, RouteBody, RouteParams, RouteQuery } from '../../../shared/contract';
import { verifyAuthorizationHeader } from '../auth/verify-token';
import type { RequestLogger } from '../logger';
import { consumeAiCall } from '../ai/rate-limit/ai-rate-limit';
import { validateBody } from './body-shape';
import { consumeRequest } from './request-rate-limit';
import { AppError, RateLimitedError } from '../errors';
import {
  ERROR_STATUS,
  errorBody,
  header,
  requestHandler,
  respond,
  validate,
  type ApiHandler,
} from './http-parts';

export type { ApiHandler } from './http-parts';

export interface RequestContext<R extends AnyRoute> {
  /** The verified token's `sub`. */
  userId: string;
  /** The token's `email` claim, when present. */
  email: string | undefined;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  requestId: string;
  logger: RequestLogger;
  /** Adds a Set-Cookie to the response (e.g. the browser binding of an OAuth state). */
  setCookie(cookie: string): void;
  /**
   * On `ai: true` routes, settles once the call is counted against the user's AI limit, which
   * starts with the handler so the handler's own reads run beside it: await it before calling a
   * model. @throws RateLimitedError past the limit. Resolves at once on other routes.
   */
  aiCallAllowed(): Promise<void>;
}

/** A handler returns the response body (before the contract's output parsing). */
export type RouteHandler<R extends AnyRoute> = (
  context: RequestContext<R>,
) => Promise<z.input<R['response']>>;

/**
 * The JSON body, within the size limit; undefined for an empty body when `optional` (a route whose
 * body schema accepts none). @throws AppError payload_too_large / invalid_json
 */
function readBody(event: APIGatewayProxyEventV2, optional = false): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > LIMITS.requestBodyBytes) {
    throw new AppError(
      'payload_too_large',
      `Request body exceeds the ${LIMITS.requestBodyBytes / 1024} KB limit`,
    );
  }
  if (text.trim() === '') {
    if (optional) return undefined;
    throw new AppError('invalid_json', 'Request body is required: send a JSON object');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json', 'Request body is not valid JSON');
  }
}

/**
 * Wraps a handler for one contract route into an API Gateway (HTTP API, payload v2) handler.
 * Errors: AppError subclasses map to the status of their code; anything else is logged and answered
 * 500 (http-parts.ts `requestHandler`). @throws at wrap time for a route whose `auth` is not `bearer`.
 */
export function route<R extends AnyRoute>(definition: R, handler: RouteHandler<R>): ApiHandler {
  return requestHandler(definition, 'bearer', async (event, scope) => {
    const { requestId } = scope;
    try {
      const identity = await verifyAuthorizationHeader(header(event, 'authorization'));
      const userId = identity.userId;
      scope.userId = userId;
      // The per-user request limit: in memory, before any body work or DynamoDB call.
      consumeRequest(`user:${userId}`);
      const params = validate<R['params']>(definition.params, event.pathParameters ?? {}, 'params');
      const query = validate<R['query']>(
        definition.query,
        event.queryStringParameters ?? {},
        'query',
      );
      // Unknown fields, deep nesting and empty updates are 400s too; a resource body may carry the
      // answer's own fields (http/body-shape.ts).
      const body = definition.body
        ? validateBody(
            definition,
            readBody(event, definition.body.safeParse(undefined).success),
            params as Record<string, unknown>,
          )
        : undefined;
      // Routes that call the AI layer count against the user's AI call limit (one UpdateItem),
      // beside the handler's own reads; the handler awaits it before calling a model.
      const aiCall = definition.ai ? consumeAiCall(userId) : Promise.resolve();
      aiCall.catch(() => undefined);
      const result = await handler({
        userId,
        email: identity.email,
        params,
        query,
        body: body as RouteBody<R>,
        requestId,
        logger: scope.logger,
        setCookie: (cookie) => scope.cookies.push(cookie),
        aiCallAllowed: () => aiCall,
      });
      // Past the limit the answer is 429, whether or not the handler asked.
      await aiCall;
      const output = definition.response.safeParse(result);
      if (!output.success) {
        scope.logger.error('Response does not match the contract', {
          issues: output.error.issues,
        });
        return respond(500, errorBody('internal_error', 'Something went wrong'), requestId);
      }
      return respond(definition.successStatus, output.data, requestId, {}, scope.cookies);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = ERROR_STATUS[error.code];
      const extra: Record<string, string> =
        status === 401 ? { 'www-authenticate': 'Bearer realm="api"' } : {};
      if (error instanceof RateLimitedError) {
        extra['retry-after'] = String(error.retryAfterSeconds);
      }
      return respond(status, errorBody(error.code, error.message, error.details), requestId, extra);
    }
  });
}
