/**
 * Reading a request body under a size limit, and refusing one over it, on the local server
 * (docs/architecture.md#local-server-hardening). A body over the limit — declared by
 * `Content-Length` or counted while a chunked body arrives — gets a 413 `payload_too_large` with
 * the API's error body and `Connection: close`; the rest of the body is then read and discarded, so
 * the connection closes cleanly after the answer instead of being reset under a client that is
 * still sending (which would lose the answer). The server's request timeout bounds how long that
 * lasts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import { API_JSON_HEADERS } from '../../shared/contract/json-headers';
import type { ErrorBody } from '../../shared/contract/schemas/error';

/**
 * The whole body, or null as soon as it is known to exceed `maxBytes` (then the rest is left
 * unread for {@link refuseOversizedBody}).
 * @throws the request's error when the client goes away mid-body (ECONNRESET).
 */
export async function readRequestBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | null> {
  // Node has already refused a malformed Content-Length (400), so this is a number when present.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  // destroyOnReturn: false — leaving the loop early must not destroy the socket before the 413.
  for await (const chunk of request.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Answers 413 `payload_too_large` with `message` and `Connection: close`, discards the rest of the
 * body and ends the answer once the body has ended (or the client went away). Resolves then.
 */
export async function refuseOversizedBody(
  request: IncomingMessage,
  response: ServerResponse,
  message: string,
): Promise<void> {
  const text = JSON.stringify({
    error: { code: 'payload_too_large', message },
  } satisfies ErrorBody);
  response.writeHead(413, {
    ...API_JSON_HEADERS,
    'content-length': String(Buffer.byteLength(text)),
    connection: 'close',
  });
  // Written now, ended later: ending the answer would make Node close the socket under a body
  // still arriving (a reset).
  response.write(text);
  request.resume();
  await finished(request).catch(() => undefined);
  response.end();
}
