/**
 * The local server as a real child process, for tests that must see it crash or be killed
 * (docs/architecture.md#local-server-hardening: the fuzz suite, the `kill -9` crash test): the
 * server entry (infra/local/main.ts) is bundled once per test process with the settings of `npm run
 * build:local`, into `.build/` so its packages resolve from the checkout's node_modules, and run
 * with Node with its own `DATA_DIR` and `PORT` (0 by default: a free port, read from its start
 * line).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LocalServerProcess {
  /** http://localhost:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Whether the process has exited (crashed or was killed). */
  exited(): boolean;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

let bundled: Promise<string> | undefined;

/** Bundles infra/local/main.ts like `npm run build:local` (once per test process). */
export function buildLocalServer(): Promise<string> {
  bundled ??= (async () => {
    const outfile = path.join(repositoryRoot, '.build', `test-${process.pid}`, 'server.mjs');
    await build({
      entryPoints: [path.join(repositoryRoot, 'infra/local/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      outfile,
      // As `npm run build:local`: server.mjs.map maps a CPU profile's frames to the sources.
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    return outfile;
  })();
  return bundled;
}

/** Removes the bundle of this test process. */
export async function removeLocalServerBuild(): Promise<void> {
  if (!bundled) return;
  await rm(path.dirname(await bundled), { recursive: true, force: true });
  bundled = undefined;
}

const RUNNING = /Middle is running at (http:\/\/localhost:(\d+))/;

/**
 * Starts the built server on `dataDir` and resolves once it serves.
 * @throws when it exits or does not announce itself within `timeoutMs`.
 */
export async function startLocalServerProcess(options: {
  dataDir: string;
  port?: number;
  timeoutMs?: number;
  /**
   * Extra environment of the server, e.g. `{ DEMO: '1' }` for demo mode; `undefined` removes a
   * variable (`{ POWERTOOLS_LOG_LEVEL: undefined }`: the log level `npm start` gets).
   */
  env?: Record<string, string | undefined>;
  /** Node options before the entry, e.g. `['--import', '<module>']`. */
  execArgv?: readonly string[];
  /** Opens an IPC channel to the process (`child.send`, `process.on('message')` in it). */
  ipc?: boolean;
}): Promise<LocalServerProcess> {
  const entry = await buildLocalServer();
  const child = spawn(process.execPath, [...(options.execArgv ?? []), entry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      DATA_DIR: options.dataDir,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  let exited = false;
  const exit = once(child, 'exit').then(([code]) => {
    exited = true;
    return code as number | null;
  });
  // Both are pipes (stdio above); with an 'ipc' entry the types no longer say so.
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const started = Date.now();
  let match = RUNNING.exec(output);
  while (!match) {
    if (exited) throw new Error(`The local server exited while starting:\n${output}`);
    if (Date.now() - started > (options.timeoutMs ?? 30_000)) {
      child.kill('SIGKILL');
      throw new Error(`The local server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
    match = RUNNING.exec(output);
  }
  const url = match[1]!;
  return {
    url,
    port: Number(match[2]),
    child,
    output: () => output,
    exited: () => exited,
    async stop(signal = 'SIGTERM') {
      if (!exited) child.kill(signal);
      return exit;
    },
  };
}
