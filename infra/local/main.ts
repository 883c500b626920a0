/**
 * `npm start` entry: serves the app and API on http://localhost:$PORT (default 3000) with data
 * under $DATA_DIR (default .data). Stops cleanly on SIGINT/SIGTERM.
 *
 * `--demo` or `DEMO=1` (`npm run demo`): demo mode (demo/demo-mode.ts): Google and Slack are the
 * fakes under /local-fakes, 'View demo' signs into a seeded account; data under .data-demo unless
 * DATA_DIR says otherwise.
 */
import * as z from '../../shared/zod';
import { startLocalServer } from './server';
import { DEMO_USER } from './demo/demo-seed';

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
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

try {
  const server = await startLocalServer({
    port: PORT,
    dataDir: DATA_DIR,
    host: HOST,
    publicUrl: PUBLIC_URL,
    demo,
  });
  console.log(`Coach is running at ${server.url} (data in ${DATA_DIR})`);
  if (demo) {
    console.log(
      `Demo mode: choose 'View demo' on ${server.url} to sign in as ${DEMO_USER.firstName} ${DEMO_USER.lastName}; Google and Slack are offline fakes; Slack DMs sent: ${server.url}/local-fakes/slack`,
    );
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping…`);
    await server.close();
    process.exit(0);
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
