/**
 * The `npm start` process from the outside (docs/architecture.md#local-server-hardening,
 * docs/operations.md#configuration): the built server runs as its own process. Under `npm start`'s
 * settings (no POWERTOOLS_LOG_LEVEL) it announces itself as Middle and logs no INFO line for a
 * request, while INFO, when asked for, shows one; SIGTERM and SIGINT let a request in flight finish
 * with its 2xx (the note is there after a restart on the same data) while new connections are
 * refused, then the process exits 0; a request still unfinished after SHUTDOWN_TIMEOUT_MS has its
 * connection closed and the process still exits 0.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
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
import { openRawConnection, rawHttp } from '../../test-support/raw-http';

/** Each test starts one or two server processes (dynalite and all), slow on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

const dataDirs: string[] = [];
let running: LocalServerProcess[] = [];

async function startServer(
  env: Record<string, string | undefined> = {},
  dataDir?: string,
): Promise<LocalServerProcess> {
  const directory = dataDir ?? (await createTempDataDir());
  if (!dataDir) dataDirs.push(directory);
  const server = await startLocalServerProcess({ dataDir: directory, env });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  running = [];
});

afterAll(async () => {
  await removeLocalServerBuild();
  await Promise.all(dataDirs.map((dataDir) => removeDataDir(dataDir)));
});

/** Resolves once the process has printed `text`. */
async function printed(server: LocalServerProcess, text: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!server.output().includes(text)) {
    if (Date.now() - started > timeoutMs) throw new Error(`No '${text}' in:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A note write whose head and first half of the body are sent; the rest is up to the caller. */
async function startNoteWrite(port: number, token: string, content: string) {
  const body = JSON.stringify({ content });
  const half = Math.floor(body.length / 2);
  const connection = await openRawConnection(port);
  connection.write(
    rawHttp(
      [
        'POST /api/notes HTTP/1.1',
        `Host: localhost:${port}`,
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ],
      body.slice(0, half),
    ),
  );
  return { connection, rest: body.slice(half) };
}

describe("npm start's settings", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  /** Signs in and lists the notes, and answers what the process printed. */
  async function outputOfOneRequest(server: LocalServerProcess) {
    const user = createApiClient(server.url, (await signInAt(server.url, 'log@example.com')).token);
    expect((await user.call(api.notes.list)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return server.output();
  }

  it('announces Middle and logs no INFO line for a request', async () => {
    const output = await outputOfOneRequest(await startServer({ POWERTOOLS_LOG_LEVEL: undefined }));
    expect(output).toMatch(/^Middle is running at http:\/\/localhost:\d+ \(data in /m);
    expect(output).not.toContain('Coach');
    expect(output).not.toContain('"level":"INFO"');
  });

  it('logs the request at INFO when POWERTOOLS_LOG_LEVEL=INFO', async () => {
    const output = await outputOfOneRequest(await startServer({ POWERTOOLS_LOG_LEVEL: 'INFO' }));
    expect(output).toMatch(/"level":"INFO".*"message":"request"/);
  });
});

describe('stopping', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  /**
   * Sends `signal` while a note write is in flight: the write finishes 201 on its connection,
   * which then closes, new connections are refused meanwhile, and the process exits 0.
   */
  async function stopDuringNoteWrite(server: LocalServerProcess, signal: NodeJS.Signals) {
    const { token } = await signInAt(server.url, 'drain@example.com');
    // The app's first read (its first API request also fetches the issuer's keys from this
    // server, which a closed listener could no longer answer).
    expect((await createApiClient(server.url, token).call(api.notes.list)).status).toBe(200);
    const { connection, rest } = await startNoteWrite(server.port, token, `in flight ${signal}`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exit = server.stop(signal);
    await printed(server, `${signal} received`);
    await expect(openRawConnection(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    connection.write(rest);
    const response = await connection.closed();
    expect(response.status, response.body).toBe(201);
    expect(response.headers.connection).toBe('close');
    expect(await exit).toBe(0);
    expect(server.output()).not.toContain('Local server error');
  }

  it('SIGTERM and SIGINT let the request in flight finish, refuse new connections, then exit 0', async () => {
    const dataDir = await createTempDataDir();
    dataDirs.push(dataDir);
    await stopDuringNoteWrite(await startServer({}, dataDir), 'SIGTERM');

    // Restarted on the same data: the note written while stopping is there.
    const restarted = await startServer({}, dataDir);
    const user = createApiClient(
      restarted.url,
      (await signInAt(restarted.url, 'drain@example.com')).token,
    );
    const listed = await user.call(api.notes.list);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('in flight SIGTERM');

    await stopDuringNoteWrite(restarted, 'SIGINT');
  });

  it('closes a request still unfinished after SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const { token } = await signInAt(server.url, 'stuck@example.com');
    const { connection } = await startNoteWrite(server.port, token, 'never finished');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_000 + 4_000);
    const response = await connection.closed(2_000);
    expect(response.ending).not.toBe('open');
    expect(response.status).toBeNull();
  });
});
