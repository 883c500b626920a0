/**
 * The wrapper of the two routes without a bearer check (`auth: 'oauthState'` in the contract): the
 * OAuth callbacks a provider redirects the browser to. They carry no token, so nothing here
 * verifies one (and this module imports no token verification); the handler validates the
 * single-use state and the browser binding instead (connections/connection-flow.ts).
 *
 * The query is parsed with the route's schema; a query it refuses reaches the handler empty (which
 * then fails for a missing state) — a browser is never shown a JSON 400. The handler answers the
 * app path to send the browser to, answered as a 302 with `Location`, `Cache-Control: no-store`
 * and `Referrer-Policy: no-referrer`, plus the cookies it set. An unexpected error is a 500 with
 * the error body (http-parts.ts `requestHandler`). One log line per request, never with the code,
 * the state or a token. The request limit applies per caller IP (http/request-rate-limit.ts):
 * past it a 429 `rate_limited` with `Retry-After`.
 */
import type { AnyRoute, RouteQuery } from '../../../shared/contract';
import type { RequestLogger } from '../logger';
import { RateLimitedError } from '../errors';
import { errorBody, requestCookie, requestHandler, respond, type ApiHandler } from './http-parts';
import { consumeRequest } from './request-rate-limit';

export interface CallbackContext<R extends AnyRoute> {
  /** The parsed query, or `{}` when the provider sent something the schema refuses. */
  query: Partial<RouteQuery<R>>;
  /** A request cookie by name. */
  cookie(name: string): string | undefined;
  /** Adds a Set-Cookie to the redirect. */
  setCookie(cookie: string): void;
  requestId: string;
  logger: RequestLogger;
}

/** Where to send the browser (an app path), and whose connection it was, if known. */
export type CallbackHandler<R extends AnyRoute> = (
  context: CallbackContext<R>,
) => Promise<{ location: string; userId?: string | undefined }>;

/**
 * Wraps an OAuth callback handler into an API Gateway (HTTP API, payload v2) handler.
 * @throws at wrap time for a route whose `auth` is not `oauthState`.
 */
export function oauthCallbackRoute<R extends AnyRoute>(
  definition: R,
  handler: CallbackHandler<R>,
): ApiHandler {
  return requestHandler(definition, 'oauthState', async (event, scope) => {
    try {
      consumeRequest(`ip:${event.requestContext?.http?.sourceIp ?? 'unknown'}`);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      return respond(429, errorBody(error.code, error.message), scope.requestId, {
        'retry-after': String(error.retryAfterSeconds),
      });
    }
    const parsed = definition.query.safeParse(event.queryStringParameters ?? {});
    const result = await handler({
      query: (parsed.success ? parsed.data : {}) as Partial<RouteQuery<R>>,
      cookie: (name) => requestCookie(event, name),
      setCookie: (cookie) => scope.cookies.push(cookie),
      requestId: scope.requestId,
      logger: scope.logger,
    });
    scope.userId = result.userId;
    const output = definition.response.safeParse({ location: result.location });
    if (!output.success) {
      scope.logger.error('Redirect does not match the contract', { issues: output.error.issues });
      return respond(500, errorBody('internal_error', 'Something went wrong'), scope.requestId);
    }
    return {
      statusCode: definition.successStatus,
      headers: {
        location: result.location,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-request-id': scope.requestId,
      },
      ...(scope.cookies.length ? { cookies: scope.cookies } : {}),
      body: '',
    };
  });
}
