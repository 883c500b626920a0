/**
 * Fuzz suite of the local server (docs/architecture.md#local-server-hardening): the built server
 * runs as its own process and gets malformed requests over raw TCP — bad `Host` headers,
 * absolute-form and malformed targets, bad percent-encodings, huge headers, deep and huge bodies,
 * broken framing — each on its own connection. Every one gets an answer below 500 (the expected 4xx
 * with the API's error body where the server itself answers) or a closed connection, the process
 * never exits, no handler error is logged, and a normal signed-in request still works afterwards. A
 * `Host` the server does not serve (DNS rebinding) gets a 421 and no token; two `Host` headers a
 * 400. A body over the limit, chunked or with a Content-Length, gets a 413 and a clean close.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { errorBodySchema } from '../../shared/contract/schemas/error';
import {
  createApiClient,
  createTempDataDir,
  removeDataDir,
  signInAt,
} from '../../test-support/local-stack';
import {
  removeLocalServerBuild,
  startLocalServerProcess,
  type LocalServerProcess,
} from '../../test-support/local-server-process';
import {
  openRawConnection,
  rawHttp,
  rawRequest,
  type RawResponse,
} from '../../test-support/raw-http';

let dataDir: string;
let server: LocalServerProcess;
let port: number;
let token: string;
/** Whether frontend/dist is built (else the static files answer 503 'not built yet'). */
const frontendBuilt = existsSync(
  path.resolve(import.meta.dirname, '../../frontend/dist/index.html'),
);

beforeAll(async () => {
  dataDir = await createTempDataDir();
  server = await startLocalServerProcess({ dataDir });
  port = server.port;
  token = (await signInAt(server.url, 'fuzz@example.com')).token;
});

afterAll(async () => {
  await server?.stop();
  await removeLocalServerBuild();
  await removeDataDir(dataDir);
});

const host = () => `Host: localhost:${port}`;
const auth = () => `Authorization: Bearer ${token}`;

/** Asserts the server's own error answer: the status, the error body and nosniff. */
function expectErrorAnswer(response: RawResponse, status: number, code: string) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const body = errorBodySchema.parse(JSON.parse(response.body));
  expect(body.error.code).toBe(code);
}

/** Not a server error: a 4xx/2xx answer, or the connection closed without one. */
function expectNoServerError(response: RawResponse, staticPath = false) {
  if (response.status === null) return;
  if (staticPath && !frontendBuilt && response.status === 503) return;
  expect(response.status, response.body).toBeLessThan(500);
}

describe('malformed Host headers', () => {
  it.each([
    ['a port out of range', 'Host: localhost:99999'],
    ['a space', 'Host: a b'],
    ['a lone bracket', 'Host: ['],
    ['an empty value', 'Host: '],
    ['an unclosed IPv6 literal', 'Host: [::1'],
    ['a user part', 'Host: user@localhost'],
    ['a path', 'Host: localhost/x'],
  ])('answers 400 to %s', async (_, hostHeader) => {
    for (const target of ['/', '/api/notes', '/local-auth/sessions']) {
      const response = await rawRequest(port, rawHttp([`GET ${target} HTTP/1.1`, hostHeader]));
      expectErrorAnswer(response, 400, 'bad_request');
    }
  });

  it('answers 400 to a request with two Host headers, even when both name this server', async () => {
    for (const hosts of [
      [host(), host()],
      [host(), `Host: 127.0.0.1:${port}`],
      [host(), `Host: evil.example:${port}`],
      [`Host: evil.example:${port}`, host()],
    ]) {
      for (const target of ['/', '/api/notes', '/local-auth/.well-known/jwks.json']) {
        const response = await rawRequest(
          port,
          rawHttp([`GET ${target} HTTP/1.1`, ...hosts, auth(), 'Connection: close']),
        );
        expectErrorAnswer(response, 400, 'bad_request');
        expect(response.body).toContain('more than one Host header');
      }
    }
  });

  it('answers 400 to an HTTP/1.1 request without Host, and to an HTTP/1.0 one', async () => {
    expect((await rawRequest(port, rawHttp(['GET /api/notes HTTP/1.1']))).status).toBe(400);
    expectErrorAnswer(
      await rawRequest(port, rawHttp(['GET /api/notes HTTP/1.0'])),
      400,
      'bad_request',
    );
  });
});

describe('DNS rebinding', () => {
  it('answers 421 to a Host it does not serve, and mints no token', async () => {
    const body = JSON.stringify({ email: 'victim@example.com' });
    for (const hostHeader of [
      `Host: evil.example:${port}`,
      `Host: rebind.attacker.test`,
      `Host: localhost:${port === 65535 ? 1 : port + 1}`,
    ]) {
      const response = await rawRequest(
        port,
        rawHttp(
          [
            'POST /local-auth/sessions HTTP/1.1',
            hostHeader,
            'Content-Type: application/json',
            `Content-Length: ${body.length}`,
          ],
          body,
        ),
      );
      expectErrorAnswer(response, 421, 'misdirected_request');
      expect(response.body).not.toContain('token');
    }
  });

  it('serves localhost and the loopback addresses on its port', async () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      const response = await rawRequest(
        port,
        rawHttp([
          'GET /local-auth/.well-known/jwks.json HTTP/1.1',
          `Host: ${name}:${port}`,
          'Connection: close',
        ]),
      );
      expect(response.status, `${name}: ${response.body}`).toBe(200);
    }
  });
});

describe('request targets', () => {
  it('answers 400 to malformed absolute-form and other targets', async () => {
    for (const target of ['http://[::1/', 'http://[', '*', 'foo', 'http:', 'https://']) {
      const response = await rawRequest(port, rawHttp([`GET ${target} HTTP/1.1`, host()]));
      expect([400, null]).toContain(response.status);
      if (response.status === 400 && response.headers['content-type']) {
        expectErrorAnswer(response, 400, 'bad_request');
      }
    }
  });

  it('reads the path of a well-formed absolute-form target', async () => {
    const response = await rawRequest(
      port,
      rawHttp([
        `GET http://localhost:${port}/local-auth/.well-known/jwks.json HTTP/1.1`,
        host(),
        'Connection: close',
      ]),
    );
    expect(response.status).toBe(200);
  });

  it.each(['/%zz', '/%', '/%e0%a4', '/api/notes/%zz', '/api/%', '/local-auth/%c3%28', '/a%2'])(
    'answers 400 to the bad percent-encoding %s',
    async (target) => {
      expectErrorAnswer(
        await rawRequest(port, rawHttp([`GET ${target} HTTP/1.1`, host(), auth()])),
        400,
        'bad_request',
      );
    },
  );

  it('keeps odd but valid paths inside the site', async () => {
    for (const target of [
      '/%00',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/package.json',
      `/${'a'.repeat(8000)}`,
      '/%F0%9F%92%A9',
    ]) {
      const response = await rawRequest(
        port,
        rawHttp([`GET ${target} HTTP/1.1`, host(), 'Connection: close']),
      );
      expectNoServerError(response, true);
      expect(response.body).not.toMatch(/root:|"devDependencies"/);
    }
    for (const target of ['/api/%00', '/api/notes/%F0%9F%92%A9', `/api/${'x'.repeat(8000)}`]) {
      const response = await rawRequest(
        port,
        rawHttp([`GET ${target} HTTP/1.1`, host(), auth(), 'Connection: close']),
      );
      expectNoServerError(response);
      expect(response.status).not.toBeNull();
    }
  });
});

describe('headers and framing', () => {
  it('answers 431 to headers over the limit', async () => {
    expectErrorAnswer(
      await rawRequest(
        port,
        rawHttp(['GET /api/notes HTTP/1.1', host(), `X-Big: ${'a'.repeat(20_000)}`]),
      ),
      431,
      'header_fields_too_large',
    );
    const many = Array.from({ length: 2_000 }, (_, index) => `X-H${index}: ${'v'.repeat(10)}`);
    expectErrorAnswer(
      await rawRequest(port, rawHttp(['GET / HTTP/1.1', host(), ...many])),
      431,
      'header_fields_too_large',
    );
  });

  it.each([
    ['an unknown method', rawHttp(['FOO / HTTP/1.1', host()])],
    ['a garbage request line', '\u0000\u0001\u0002 garbage\r\n\r\n'],
    ['a bad HTTP version', rawHttp(['GET / HTTP/9.9', host()])],
    ['a control character in a header', rawHttp(['GET / HTTP/1.1', `${host()}\u0000`])],
    ['a header without a colon', rawHttp(['GET / HTTP/1.1', host(), 'NoColonHere'])],
    [
      'a negative Content-Length',
      rawHttp(['POST /api/notes HTTP/1.1', host(), 'Content-Length: -1']),
    ],
    [
      'a non-numeric Content-Length',
      rawHttp(['POST /api/notes HTTP/1.1', host(), 'Content-Length: abc']),
    ],
    [
      'Content-Length with Transfer-Encoding',
      rawHttp(
        ['POST /api/notes HTTP/1.1', host(), 'Content-Length: 4', 'Transfer-Encoding: chunked'],
        '0\r\n\r\n',
      ),
    ],
    [
      'a bad chunk size',
      rawHttp(
        ['POST /api/notes HTTP/1.1', host(), auth(), 'Transfer-Encoding: chunked'],
        'zz\r\nabc\r\n0\r\n\r\n',
      ),
    ],
  ])('answers 400 to %s', async (_, request) => {
    expectErrorAnswer(await rawRequest(port, request), 400, 'bad_request');
  });

  it('survives CONNECT, upgrade requests and a request cut short', async () => {
    expectNoServerError(
      await rawRequest(port, rawHttp([`CONNECT localhost:${port} HTTP/1.1`, host()]), 2_000),
    );
    expectNoServerError(
      await rawRequest(
        port,
        rawHttp(['GET /api/notes HTTP/1.1', host(), 'Connection: Upgrade', 'Upgrade: websocket']),
        2_000,
      ),
    );
    expectNoServerError(
      await rawRequest(port, `POST /api/notes HTTP/1.1\r\n${host()}\r\nContent-Le`, 500),
    );
    expectNoServerError(
      await rawRequest(
        port,
        rawHttp(['POST /api/notes HTTP/1.1', host(), auth(), 'Content-Length: 100'], '{"content":'),
        1_000,
      ),
    );
  });
});

describe('bodies', () => {
  const post = (target: string, body: string, extra: string[] = []) =>
    rawRequest(
      port,
      rawHttp(
        [
          `POST ${target} HTTP/1.1`,
          host(),
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          ...extra,
        ],
        body,
      ),
    );

  it('answers deep bodies below 500', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const body of [
      deep(100_000),
      `{"content":"x","tags":${deep(50_000)}}`,
      `{"content":"x","extra":${deep(50_000)}}`,
      `{"content":"x","directReportId":${deepObject(20_000)}}`,
      deepObject(40_000),
    ]) {
      const response = await post('/api/notes', body, [auth()]);
      expectNoServerError(response);
      expect(response.status).not.toBeNull();
    }
    for (const body of [deep(7_000), `{"email":${deepObject(2_000)}}`]) {
      expectErrorAnswer(await post('/local-auth/sessions', body), 400, 'validation_failed');
    }
  });

  it('answers 413 to bodies over the limits', async () => {
    const big = `{"content":"${'x'.repeat(300 * 1024)}"}`;
    expectErrorAnswer(await post('/api/notes', big, [auth()]), 413, 'payload_too_large');
    expectErrorAnswer(
      await post('/local-auth/sessions', `{"email":"${'a'.repeat(20_000)}"}`),
      413,
      'payload_too_large',
    );
    const huge = await rawRequest(
      port,
      Buffer.concat([
        Buffer.from(
          rawHttp([
            'POST /api/notes HTTP/1.1',
            host(),
            auth(),
            `Content-Length: ${7 * 1024 * 1024}`,
          ]),
        ),
        Buffer.alloc(7 * 1024 * 1024, 0x61),
      ]),
    );
    expectErrorAnswer(huge, 413, 'payload_too_large');
    expect(huge.headers.connection).toBe('close');
  });

  /** A chunked request of `size` bytes in 64 KB chunks, on a connection of its own. */
  async function sendChunked(target: string, size: number, extra: string[] = []) {
    const connection = await openRawConnection(port);
    connection.write(
      rawHttp([
        `POST ${target} HTTP/1.1`,
        host(),
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        ...extra,
      ]),
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    for (let sent = 0; sent < size; sent += chunk.length) {
      connection.write(Buffer.concat([Buffer.from('10000\r\n'), chunk, Buffer.from('\r\n')]));
    }
    connection.write('0\r\n\r\n');
    return connection.closed();
  }

  it('answers 413 to chunked bodies over the limits and closes the connection cleanly', async () => {
    for (const [target, size, extra] of [
      ['/api/notes', 7 * 1024 * 1024, [auth()]],
      ['/local-auth/sessions', 64 * 1024, []],
    ] as const) {
      const response = await sendChunked(target, size, [...extra]);
      expectErrorAnswer(response, 413, 'payload_too_large');
      expect(response.headers.connection, target).toBe('close');
      expect(response.ending, target).toBe('closed');
    }
  });

  it('answers 400 to bodies that are not JSON', async () => {
    for (const body of ['{', '\u0000\u0001', '{"content": "x",}', '\uFEFF{}', 'null']) {
      const response = await post('/api/notes', body, [auth()]);
      expect(response.status, response.body).toBe(400);
    }
  });
});

describe('afterwards', () => {
  it('is still running, logged no handler error, and answers a normal request', async () => {
    expect(server.exited()).toBe(false);
    expect(server.output()).not.toContain('Local server error');
    const user = createApiClient(
      server.url,
      (await signInAt(server.url, 'after@example.com')).token,
    );
    const created = await user.call(api.notes.create, { body: { content: 'still serving' } });
    expect(created.status).toBe(201);
    const listed = await user.call(api.notes.list);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
