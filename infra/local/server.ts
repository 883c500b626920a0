/**
 * The whole product on one machine (docs/architecture.md#the-local-stack): one Node process serving
 * the built frontend, the `/api` routes through the same handler modules as the Lambdas, the local
 * token issuer under `/local-auth`, dynalite keeping the table under the data directory, the
 * integration-token key beside it, the in-process event bus running the note-moments consumer
 * after note writes, and the in-process job scheduler running the scheduled jobs (the Monday
 * rollover, the Slack nudges every 30 minutes, the outbox sweep every 10) at their times. In demo
 * mode (`demo: true`, `npm run demo`) it also serves the fakes of Google and Slack under
 * `/local-fakes` and the demo sign-in (demo/demo-mode.ts).
 *
 * No request can take it down (docs/architecture.md#local-server-hardening): the target is parsed
 * without the `Host` header (request-target.ts), a malformed target or percent-encoding is a 400, a
 * `Host` it does not serve a 421 and two of them a 400 (host-check.ts, the DNS-rebinding guard), a
 * request Node cannot parse a 400 (431 for headers over 16 KB) on that connection only, a request
 * slower than the request timeout a 408, a body over the limit a 413 (request-body.ts), and any
 * error in a handler a 500; every one of them with the API's error body. Open connections are
 * capped and closing drains the requests in flight (server-limits.ts;
 * docs/architecture.md#local-server-hardening).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_TABLE_NAME } from '../../shared/data/table';
import type { ErrorCode } from '../../shared/contract/schemas/error';
import { handler as noteMomentsConsumer } from '../../functions/events/note-moments';
import { handler as slackNudges } from '../../functions/jobs/slack-nudges';
import { handler as weeklyRollover } from '../../functions/jobs/weekly-rollover';
import { handler as outboxSweep } from '../../functions/jobs/outbox-sweep';
import { handler as calendarSync } from '../../functions/jobs/calendar-sync';
import { drainLocalBus, registerLocalConsumer } from '../../functions/lib/events/local-bus';
import { handleApiRequest } from './api-router';
import { startJobScheduler } from './job-scheduler';
import { startLocalDynamo } from './dynamo';
import { checkHost, servedHostNames } from './host-check';
import { rawErrorResponse, sendError } from './json-response';
import { decodePath, parseRequestTarget } from './request-target';
import { handleLocalAuthRequest } from './local-auth-routes';
import { createStaticHandler } from './static-files';
import { createTokenIssuer, LOCAL_AUTH_PREFIX } from './token-issuer';
import { createDemoMode, type DemoMode } from './demo/demo-mode';
import { ensureLocalTokenKey } from './token-key';
import { DEFAULT_SERVER_LIMITS, httpServerOptions, type ServerLimits } from './server-limits';

export interface LocalServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Directory for dynalite's files and the issuer's key and users. */
  dataDir: string;
  /** Loopback by default (127.0.0.1 and ::1); a host name or address listens there only. */
  host?: string | undefined;
  /** The built frontend; defaults to frontend/dist of this checkout. */
  frontendDir?: string | undefined;
  /**
   * The site's public origin, for OAuth redirect URIs (PUBLIC_URL of the functions); defaults to
   * this server's own http://localhost:<port>.
   */
  publicUrl?: string | undefined;
  /**
   * Demo mode: Google and Slack are the fakes under `/local-fakes`, `POST /local-auth/demo` signs
   * into the seeded demo account (demo/demo-mode.ts). Off by default.
   */
  demo?: boolean | undefined;
  /**
   * Whether the scheduled jobs run on their schedules (default true). Tests that run a job
   * themselves at chosen instants turn it off, so a real half hour passing cannot run it too.
   */
  runScheduledJobs?: boolean | undefined;
  /** Timeouts, the connection cap and the shutdown bound; {@link DEFAULT_SERVER_LIMITS} by default. */
  limits?: Partial<ServerLimits> | undefined;
}

export interface LocalServer {
  /** http://localhost:<port> */
  url: string;
  port: number;
  /** The demo's fakes and seeding, in demo mode. */
  demo: DemoMode | undefined;
  /**
   * Stops accepting connections, lets the requests in flight finish (at most the shutdown
   * timeout; then their connections are closed), then stops the jobs, the bus and dynalite.
   */
  close(): Promise<void>;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Node's parser errors that get an answer, with its status, reason and error code. */
const CLIENT_ERRORS: Record<string, [number, string, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'header_fields_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout'],
};

/** The answer in progress on each connection (the clientError handler has no other way to know). */
const responses = new WeakMap<Duplex, ServerResponse>();

/**
 * A request Node cannot parse (bad request line, bad header, headers over 16 KB) or that took
 * longer than the request timeout: answers 400 (431, 408) with the error body and closes that
 * connection; the server keeps serving. A connection whose answer has begun is only closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable || responses.get(socket)?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, code] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'bad_request',
  ];
  const answer = rawErrorResponse(status, reason, { code, message: `${reason}: ${error.message}` });
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // A slow client may still be sending: the connection is cut once the answer is out.
    socket.end(answer, () => socket.destroy());
  } else {
    socket.end(answer);
  }
}

/**
 * Closes the listeners and their idle connections at once, lets the requests in flight finish
 * (their answers close their connections) and, after `timeoutMs`, closes what is still open.
 */
async function drainServers(
  servers: Server[],
  inFlight: ReadonlySet<ServerResponse>,
  timeoutMs: number,
): Promise<void> {
  for (const response of inFlight) {
    if (!response.headersSent) response.setHeader('connection', 'close');
  }
  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  const timer = setTimeout(
    () => servers.forEach((server) => server.closeAllConnections()),
    timeoutMs,
  );
  await closed;
  clearTimeout(timer);
}

/**
 * Starts dynalite, the issuer and the HTTP listener(s), and points the handlers' configuration at
 * them (environment variables, read by functions/lib/config.ts on first use).
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const dataDir = path.resolve(options.dataDir);
  const dynamo = await startLocalDynamo(dataDir, LOCAL_TABLE_NAME);
  const tokenKeyFile = await ensureLocalTokenKey(dataDir);
  const serveStatic = createStaticHandler(
    options.frontendDir ?? path.join(repositoryRoot, 'frontend/dist'),
  );

  // The issuer URL contains the port, known only once the listeners are up; requests arriving
  // before then wait for `ready`.
  let issuer: Awaited<ReturnType<typeof createTokenIssuer>> | undefined = undefined;
  let demo: DemoMode | undefined = undefined;
  let origins: string[] = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  let hostNames: ReadonlySet<string> = new Set();
  let servedPort = 0;
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  /** Requests whose answers are not finished; once closing, each answer closes its connection. */
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  async function onRequest(request: IncomingMessage, response: ServerResponse) {
    inFlight.add(response);
    responses.set(request.socket, response);
    response.once('close', () => {
      inFlight.delete(response);
      if (responses.get(request.socket) === response) responses.delete(request.socket);
    });
    if (closing) response.setHeader('connection', 'close');
    try {
      await ready;
      const url = parseRequestTarget(request.url);
      if (!url || decodePath(url.pathname) === null) {
        return sendError(response, 400, {
          code: 'bad_request',
          message: 'The request target is malformed (bad URL or percent-encoding)',
        });
      }
      const host = checkHost(request.headersDistinct.host, servedPort, hostNames);
      if (!host.ok) {
        return sendError(response, host.status, {
          code: host.status === 421 ? 'misdirected_request' : 'bad_request',
          message: host.message,
          details: [{ location: 'headers', field: 'host', message: host.message }],
        });
      }
      if (url.pathname === LOCAL_AUTH_PREFIX || url.pathname.startsWith(`${LOCAL_AUTH_PREFIX}/`)) {
        await handleLocalAuthRequest(request, response, url, issuer!, origins, demo);
      } else if (demo && (await demo.handle(request, response, url))) {
        // Answered by the demo's fakes (under /local-fakes).
      } else if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        await handleApiRequest(request, response, url);
      } else {
        await serveStatic(request, response, url);
      }
    } catch (error) {
      // The client went away while its body was being read: nobody to answer.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        response.destroy();
        return;
      }
      console.error(
        JSON.stringify({ level: 'ERROR', message: 'Local server error', error: String(error) }),
      );
      if (!response.headersSent) {
        sendError(response, 500, { code: 'internal_error', message: 'Something went wrong' });
      } else {
        response.destroy();
      }
    }
  }

  const servers: Server[] = [];
  let port = options.port;
  const hosts = options.host ? [options.host] : ['127.0.0.1', '::1'];
  try {
    for (const [index, host] of hosts.entries()) {
      const server = createServer(httpServerOptions(limits), onRequest);
      server.maxConnections = limits.maxConnections;
      server.on('clientError', answerClientError);
      try {
        port = await listen(server, port, host);
        servers.push(server);
      } catch (error) {
        // ::1 is optional: machines without IPv6 loopback still serve on 127.0.0.1.
        const code = (error as NodeJS.ErrnoException).code;
        if (index === 0 || (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT')) throw error;
      }
    }
  } catch (error) {
    await drainServers(servers, inFlight, 0);
    await dynamo.close();
    throw error;
  }

  const url = `http://localhost:${port}`;
  servedPort = port;
  hostNames = servedHostNames(options.host);
  // The server's own origins (each name it serves on its port, and PUBLIC_URL's): sign-ins come
  // from these pages only (sign-in-request-check.ts), and tokens name one of them as `azp`.
  origins = [
    ...new Set([
      url,
      ...[...hostNames].map((name) => `http://${name}:${port}`),
      ...(options.publicUrl ? [new URL(options.publicUrl).origin] : []),
    ]),
  ];
  issuer = await createTokenIssuer({ dataDir, issuer: `${url}${LOCAL_AUTH_PREFIX}` });
  Object.assign(process.env, {
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: 'local',
    AUTH_ISSUER: issuer.issuer,
    AUTH_JWKS_URI: `http://127.0.0.1:${port}${LOCAL_AUTH_PREFIX}/.well-known/jwks.json`,
    AUTH_AUTHORIZED_PARTIES: origins.join(','),
    // Integration tokens: AES-256-GCM with the key under the data directory (KMS in the cloud).
    TOKEN_KEY_FILE: tokenKeyFile,
    PUBLIC_URL: options.publicUrl ?? url,
  });
  if (options.demo) {
    demo = createDemoMode({ origin: url, apiBaseUrl: `http://127.0.0.1:${port}`, issuer });
    Object.assign(process.env, demo.env);
  }
  // The in-process stand-in for the EventBridge rule: note events run the same consumer.
  const unregisterConsumer = registerLocalConsumer(noteMomentsConsumer);
  // The in-process stand-in for EventBridge Scheduler: the same jobs at the same local times.
  const scheduler = startJobScheduler(
    options.runScheduledJobs === false
      ? {}
      : {
          weeklyRollover: (input) => weeklyRollover(input),
          outboxSweep: () => outboxSweep(),
          slackNudges: (input) => slackNudges(input),
          calendarSync: (input) => calendarSync(input),
        },
  );
  markReady();
  // The demo account is ready before anyone asks for it; a failure is retried on sign-in.
  const demoSeeding = demo?.seed().catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'ERROR', message: 'Demo seeding failed', error: String(error) }),
    );
  });

  return {
    url,
    port,
    demo,
    async close() {
      await demoSeeding;
      closing = true;
      await drainServers(servers, inFlight, limits.shutdownTimeoutMs);
      scheduler.stop();
      unregisterConsumer();
      await drainLocalBus();
      await dynamo.close();
    },
  };
}
