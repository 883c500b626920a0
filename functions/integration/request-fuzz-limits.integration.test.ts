/**
 * The local server's timeouts and connection cap (docs/architecture.md#local-server-hardening),
 * against the built server as its own process over raw TCP, with short settings so the limits are
 * reached quickly: a body or a head sent slowly is answered 408 `request_timeout` and the
 * connection closed within `REQUEST_TIMEOUT_MS` (plus the one-second check); connections past
 * `MAX_CONNECTIONS` are closed without an answer while the open ones are still served, and a new
 * connection is served again once one of them ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/contract/schemas/error';
import { createTempDataDir, removeDataDir } from '../../test-support/local-stack';
import {
  removeLocalServerBuild,
  startLocalServerProcess,
  type LocalServerProcess,
} from '../../test-support/local-server-process';
import {
  openRawConnection,
  rawHttp,
  rawRequest,
  type RawConnection,
  type RawResponse,
} from '../../test-support/raw-http';

const REQUEST_TIMEOUT_MS = 1_000;
/** The request timeout, Node's check every second, and room for a busy machine. */
const CUT_WITHIN_MS = REQUEST_TIMEOUT_MS + 1_000 + 1_500;
const MAX_CONNECTIONS = 4;

const dataDirs: string[] = [];
const servers: LocalServerProcess[] = [];

async function startServer(env: Record<string, string>): Promise<LocalServerProcess> {
  const dataDir = await createTempDataDir();
  dataDirs.push(dataDir);
  const server = await startLocalServerProcess({ dataDir, env });
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await removeLocalServerBuild();
  await Promise.all(dataDirs.map((dataDir) => removeDataDir(dataDir)));
});

function expectErrorAnswer(response: RawResponse, status: number, code: string) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(errorBodySchema.parse(JSON.parse(response.body)).error.code).toBe(code);
}

/** Writes `text` one byte every 100 ms until the connection ends; stops with the returned function. */
function trickle(connection: RawConnection, text: string): () => void {
  let index = 0;
  const timer = setInterval(() => {
    if (connection.ended() || index >= text.length) return clearInterval(timer);
    connection.write(text[index]!);
    index += 1;
  }, 100);
  return () => clearInterval(timer);
}

describe('timeouts', () => {
  let server: LocalServerProcess;

  beforeAll(async () => {
    server = await startServer({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  });

  it('answers 408 to a body sent slowly and closes the connection within the request timeout', async () => {
    const connection = await openRawConnection(server.port);
    const started = Date.now();
    connection.write(
      rawHttp([
        'POST /api/notes HTTP/1.1',
        `Host: localhost:${server.port}`,
        'Content-Type: application/json',
        'Content-Length: 200',
      ]),
    );
    const stop = trickle(connection, `{"content":"${'x'.repeat(180)}"}`);
    const response = await connection.closed(CUT_WITHIN_MS + 5_000);
    stop();
    const elapsed = Date.now() - started;
    expectErrorAnswer(response, 408, 'request_timeout');
    expect(response.ending).not.toBe('open');
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(CUT_WITHIN_MS);
  });

  it('answers 408 to a request head sent slowly', async () => {
    const connection = await openRawConnection(server.port);
    const started = Date.now();
    const stop = trickle(
      connection,
      rawHttp(['GET /local-auth/.well-known/jwks.json HTTP/1.1', `Host: localhost:${server.port}`]),
    );
    const response = await connection.closed(CUT_WITHIN_MS + 5_000);
    stop();
    expectErrorAnswer(response, 408, 'request_timeout');
    expect(Date.now() - started).toBeLessThan(CUT_WITHIN_MS);
  });

  it('still answers a request that arrives in time, and is still running', async () => {
    const response = await rawRequest(
      server.port,
      rawHttp([
        'GET /local-auth/.well-known/jwks.json HTTP/1.1',
        `Host: localhost:${server.port}`,
        'Connection: close',
      ]),
    );
    expect(response.status).toBe(200);
    expect(server.exited()).toBe(false);
    expect(server.output()).not.toContain('Local server error');
  });
});

describe('the connection cap', () => {
  let server: LocalServerProcess;
  const jwks = (port: number) =>
    rawHttp([
      'GET /local-auth/.well-known/jwks.json HTTP/1.1',
      `Host: localhost:${port}`,
      'Connection: close',
    ]);

  beforeAll(async () => {
    server = await startServer({ MAX_CONNECTIONS: String(MAX_CONNECTIONS) });
  });

  it('closes connections past the cap without an answer and serves again once one ends', async () => {
    // MAX_CONNECTIONS connections, each in the middle of its request head.
    const held = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS }, () => openRawConnection(server.port)),
    );
    for (const connection of held) {
      connection.write('GET /local-auth/.well-known/jwks.json HTTP/1.1\r\n');
    }

    const refused = await openRawConnection(server.port);
    refused.write(jwks(server.port));
    const dropped = await refused.closed(5_000);
    expect(dropped.ending).not.toBe('open');
    expect(dropped.status).toBeNull();

    // The open ones are still served.
    const [first, ...others] = held;
    first!.write(`Host: localhost:${server.port}\r\nConnection: close\r\n\r\n`);
    expect((await first!.closed()).status).toBe(200);

    // One ended: a new connection is served.
    expect((await rawRequest(server.port, jwks(server.port))).status).toBe(200);
    for (const connection of others) connection.destroy();
    expect(server.exited()).toBe(false);
  });
});
