/**
 * Mounts the contract's routes on the local server: finds the route for a method and path (the
 * most specific match wins, as in API Gateway), loads the same handler module the route's Lambda
 * runs, and invokes it with an API Gateway v2 event; the result's `cookies` become Set-Cookie
 * headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes } from '../../shared/contract/api';
import type { AnyRoute } from '../../shared/contract/define-route';
import { compareSpecificity, compilePath, matchSegments } from '../../shared/contract/paths';
import type { ApiHandler } from '../../functions/lib/http/route';
import { toApiGatewayEvent } from './apigw-event';
import { sendError } from './json-response';
import { readRequestBody, refuseOversizedBody } from './request-body';

/** Lambda's synchronous payload limit; the API's own limit (256 KB) is enforced by the handlers. */
const MAX_RAW_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Most specific first: a static segment wins over a `{param}` (API Gateway's choice). Each path
 * template is split once, here, not on every request.
 */
const ordered = [...routes]
  .sort((a, b) => compareSpecificity(a.path, b.path))
  .map((route) => ({ route, path: compilePath(route.path) }));
const modules = new Map<string, Promise<{ handler: ApiHandler }>>();

function loadHandler(route: AnyRoute): Promise<{ handler: ApiHandler }> {
  let module = modules.get(route.id);
  if (!module) {
    module = import(/* @vite-ignore */ `../../functions/api/${route.handlerPath}.ts`) as Promise<{
      handler: ApiHandler;
    }>;
    modules.set(route.id, module);
  }
  return module;
}

/** Handles one `/api/*` request. */
export async function handleApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  const pathSegments = url.pathname.split('/');
  const candidates = ordered
    .map(({ route, path }) => ({ route, params: matchSegments(path, pathSegments) }))
    .filter(
      (candidate): candidate is { route: AnyRoute; params: Record<string, string> } =>
        candidate.params !== null,
    );
  // The most specific route of this method; a more specific path with other methods only
  // answers 405 when no route of this method matches (API Gateway matches method and path).
  const match = candidates.find((candidate) => candidate.route.method === method);
  if (!match) {
    if (candidates.length > 0) {
      const allow = [...new Set(candidates.map((candidate) => candidate.route.method))].join(', ');
      sendError(
        response,
        405,
        { code: 'method_not_allowed', message: `${method} is not supported on ${url.pathname}` },
        { allow },
      );
    } else {
      sendError(response, 404, {
        code: 'not_found',
        message: `No API route for ${method} ${url.pathname}`,
      });
    }
    return;
  }
  const body = await readRequestBody(request, MAX_RAW_BODY_BYTES);
  if (body === null) {
    return refuseOversizedBody(request, response, 'Request body is too large');
  }
  const { handler } = await loadHandler(match.route);
  const result: APIGatewayProxyStructuredResultV2 = await handler(
    toApiGatewayEvent({
      request,
      url,
      routeKey: `${match.route.method} ${match.route.path}`,
      pathParameters: match.params,
      body,
    }),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const payload = result.isBase64Encoded
    ? Buffer.from(result.body ?? '', 'base64')
    : (result.body ?? '');
  response.writeHead(result.statusCode ?? 200, headers).end(payload);
}
