/**
 * HTTP/1.1 over a raw TCP socket (node:net), for requests no HTTP client would send: malformed
 * request lines, `Host` headers, encodings and framing (the fuzz suite of
 * docs/architecture.md#local-server-hardening). One request per connection; the answer is read
 * until it is complete, the server closes, or the timeout.
 */
import { connect } from 'node:net';

export interface RawResponse {
  /** The status code, or null when the server closed (or timed out) without an answer. */
  status: number | null;
  /** Header names lower-cased (the last value of a repeated header). */
  headers: Record<string, string>;
  body: string;
}

function parse(raw: Buffer): RawResponse & { complete: boolean } {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { status: null, headers: {}, body: '', complete: false };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyBytes = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const { body, complete } = dechunk(bodyBytes);
    return { status: status ? Number(status) : null, headers, body, complete };
  }
  const length = headers['content-length'];
  return {
    status: status ? Number(status) : null,
    headers,
    body: bodyBytes.toString('utf8'),
    complete: length !== undefined && bodyBytes.length >= Number(length),
  };
}

/** Decodes a chunked body; complete once its last (empty) chunk arrived. */
function dechunk(bytes: Buffer): { body: string; complete: boolean } {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) break;
    if (size === 0) return { body: Buffer.concat(parts).toString('utf8'), complete: true };
    if (bytes.length < lineEnd + 2 + size + 2) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return { body: Buffer.concat(parts).toString('utf8'), complete: false };
}

/**
 * Sends `request` (bytes as given, nothing added) to 127.0.0.1:`port` and resolves with the
 * answer. Never rejects: a reset or a timeout answers what arrived so far.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const { complete: _complete, ...response } = parse(Buffer.concat(chunks));
      resolve(response);
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (parse(Buffer.concat(chunks)).complete) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(request, () => undefined);
  });
}

/** A request line and headers (CRLF-joined, ending the head), then `body` when given. */
export function rawHttp(head: string[], body = ''): string {
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/** How a raw connection ended: the server closed it (FIN), reset it, or it was still open. */
export type RawEnding = 'closed' | 'reset' | 'open';

/** A raw TCP connection whose request is written piece by piece (slow bodies, held requests). */
export interface RawConnection {
  /** Writes bytes as given; false once the connection is gone. */
  write(data: string | Buffer): boolean;
  /** Whether the server has closed or reset the connection. */
  ended(): boolean;
  /** Resolves once a complete answer arrived, the connection ended, or `timeoutMs` passed. */
  answer(timeoutMs?: number): Promise<RawResponse>;
  /**
   * Resolves once the server ends the connection or `timeoutMs` passed: the answer so far and
   * how the connection ended.
   */
  closed(timeoutMs?: number): Promise<RawResponse & { ending: RawEnding }>;
  /** Closes the client side. */
  destroy(): void;
}

/**
 * Opens a connection to 127.0.0.1:`port` and resolves once it is connected (or rejects with the
 * connect error, e.g. ECONNREFUSED). Nothing is sent until {@link RawConnection.write}.
 */
export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ending: RawEnding = 'open';
    const waiters = new Set<() => void>();
    const notify = () => waiters.forEach((waiter) => waiter());
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      notify();
    });
    socket.on('end', () => {
      if (ending === 'open') ending = 'closed';
      notify();
    });
    socket.on('close', () => {
      if (ending === 'open') ending = 'closed';
      notify();
    });
    let connected = false;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) return reject(error);
      if (ending === 'open') ending = 'reset';
      notify();
    });
    const until = (done: () => boolean, timeoutMs: number) =>
      new Promise<void>((settle) => {
        if (done()) return settle();
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          settle();
        }, timeoutMs);
        waiters.add(check);
      });
    const current = () => parse(Buffer.concat(chunks));
    socket.once('connect', () => {
      connected = true;
      resolve({
        write: (data) => socket.writable && socket.write(data, () => undefined),
        ended: () => ending !== 'open',
        async answer(timeoutMs = 10_000) {
          await until(() => ending !== 'open' || current().complete, timeoutMs);
          const { complete: _complete, ...response } = current();
          return response;
        },
        async closed(timeoutMs = 10_000) {
          await until(() => ending !== 'open', timeoutMs);
          const { complete: _complete, ...response } = current();
          return { ...response, ending };
        },
        destroy: () => socket.destroy(),
      });
    });
  });
}
