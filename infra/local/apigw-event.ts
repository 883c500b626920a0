/**
 * Adapts a Node HTTP request to the API Gateway HTTP API (payload format 2.0) event the Lambda
 * handlers receive in the cloud, so the local server runs the very same handler code.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface EventInput {
  request: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
}

/**
 * Builds the v2 event: lower-case headers, comma-joined repeated values, the Cookie header moved to
 * `cookies` (as API Gateway does), UTF-8 body.
 */
export function toApiGatewayEvent({
  request,
  url,
  routeKey,
  pathParameters,
  body,
}: EventInput): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = (headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  delete headers.cookie;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const now = new Date();
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(cookies.length ? { cookies } : {}),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? url.hostname,
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: body.toString('utf8') } : {}),
    isBase64Encoded: false,
  };
}
