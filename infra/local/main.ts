/**
 * `npm start` entry: serves the app and API on http://localhost:$PORT (default 3000) with data
 * under $DATA_DIR (default .data), logging at WARN unless POWERTOOLS_LOG_LEVEL says otherwise.
 * On SIGINT/SIGTERM it stops accepting connections, lets the requests in flight finish (at most
 * SHUTDOWN_TIMEOUT_MS), closes the local table and exits 0. REQUEST_TIMEOUT_MS, MAX_CONNECTIONS
 * and SHUTDOWN_TIMEOUT_MS: docs/architecture.md#local-server-hardening (server-limits.ts).
 *
 * `--demo` or `DEMO=1` (`npm run demo`): demo mode (demo/demo-mode.ts): Google and Slack are the
 * fakes under /local-fakes, 'View demo' signs into a seeded account; data under .data-demo unless
 * DATA_DIR says otherwise.
 */
import * as z from '../../shared/zod';
import { DEFAULT_SERVER_LIMITS } from './server-limits';

/** A duration in milliseconds, at least `min`, at most an hour. */
const milliseconds = (min: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(3_600_000)), fallback);

const environment = z
  .object({
    PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
    DATA_DIR: z.optional(z.string().check(z.minLength(1))),
    HOST: z.optional(z.string().check(z.minLength(1))),
    PUBLIC_URL: z.optional(z.url()),
    DEMO: z.pipe(
      z.optional(z.enum(['', '0', '1', 'false', 'true'], { error: 'DEMO must be 1 or 0' })),
      z.transform((value) => value === '1' || value === 'true'),
    ),
    REQUEST_TIMEOUT_MS: milliseconds(100, DEFAULT_SERVER_LIMITS.requestTimeoutMs),
    SHUTDOWN_TIMEOUT_MS: milliseconds(0, DEFAULT_SERVER_LIMITS.shutdownTimeoutMs),
    MAX_CONNECTIONS: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)),
      DEFAULT_SERVER_LIMITS.maxConnections,
    ),
  })
  .safeParse(process.env);

if (!environment.success) {
  console.error(
    `Invalid configuration: ${environment.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
  process.exit(1);
}

const { PORT, HOST, PUBLIC_URL } = environment.data;
const demo = environment.data.DEMO || process.argv.includes('--demo');
const DATA_DIR = environment.data.DATA_DIR ?? (demo ? '.data-demo' : '.data');
// Powertools Logger reads the level once, when functions/lib/logger.ts creates it on import: it is
// set before the server's modules are loaded, hence the dynamic imports below.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const [{ startLocalServer }, { DEMO_USER }] = await Promise.all([
  import('./server'),
  import('./demo/demo-seed'),
]);

try {
  const server = await startLocalServer({
    port: PORT,
    dataDir: DATA_DIR,
    host: HOST,
    publicUrl: PUBLIC_URL,
    demo,
    limits: {
      requestTimeoutMs: environment.data.REQUEST_TIMEOUT_MS,
      maxConnections: environment.data.MAX_CONNECTIONS,
      shutdownTimeoutMs: environment.data.SHUTDOWN_TIMEOUT_MS,
    },
  });
  console.log(`Middle is running at ${server.url} (data in ${DATA_DIR})`);
  if (demo) {
    console.log(
      `Demo mode: choose 'View demo' on ${server.url} to sign in as ${DEMO_USER.firstName} ${DEMO_USER.lastName}; Google and Slack are offline fakes; Slack DMs sent: ${server.url}/local-fakes/slack`,
    );
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, finishing the requests in flight and stopping…`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`Port ${PORT} is in use: set PORT to another port.`);
  else if (String(error).includes('LOCK'))
    console.error(`${DATA_DIR} is in use by another server: set DATA_DIR to another directory.`);
  else console.error(error);
  process.exit(1);
}
