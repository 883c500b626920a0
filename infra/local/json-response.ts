/**
 * JSON answers of the local server's own code (the router's 404/405/413, the issuer, the request
 * guards): the API's JSON headers (`nosniff`, `no-store`) and, for errors, the one error body
 * `{ error: { code, message, details? } }` (docs/api.md#conventions).
 */
import type { ServerResponse } from 'node:http';
import { API_JSON_HEADERS } from '../../shared/contract/json-headers';
import type { ErrorBody } from '../../shared/contract/schemas/error';

/** Answers `body` as JSON with `status`; `headers` are added (and may override the defaults). */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response
    .writeHead(status, {
      ...API_JSON_HEADERS,
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    })
    .end(text);
}

/** Answers the error body with `status`. */
export function sendError(
  response: ServerResponse,
  status: number,
  error: ErrorBody['error'],
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { error } satisfies ErrorBody, headers);
}

/**
 * A complete HTTP/1.1 error answer as raw bytes, for a socket whose request Node could not parse
 * (`clientError`: there is no ServerResponse then). The connection is closed after it.
 */
export function rawErrorResponse(
  status: number,
  reason: string,
  error: ErrorBody['error'],
): string {
  const body = JSON.stringify({ error } satisfies ErrorBody);
  const headers = {
    ...API_JSON_HEADERS,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
