/**
 * `npm start` entry: serves the app and API on http://localhost:$PORT (default 3000) with data
 * under $DATA_DIR (default .data). Stops cleanly on SIGINT/SIGTERM.
 */
import * as z from 'zod';
import { startLocalServer } from './server';

const environment = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('.data'),
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: z.url().optional(),
  })
  .safeParse(process.env);

if (!environment.success) {
  console.error(
    `Invalid configuration: ${environment.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
  process.exit(1);
}

const { PORT, DATA_DIR, HOST, PUBLIC_URL } = environment.data;
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

try {
  const server = await startLocalServer({
    port: PORT,
    dataDir: DATA_DIR,
    host: HOST,
    publicUrl: PUBLIC_URL,
  });
  console.log(`Coach is running at ${server.url} (data in ${DATA_DIR})`);
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
