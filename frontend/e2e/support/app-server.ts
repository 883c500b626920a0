/**
 * Starts the built local stack (`node .build/local/server.mjs`) as a child process on a free port
 * with its own temporary DATA_DIR (and any extra environment, e.g. a fake provider's), and can
 * restart it on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../test-support/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startAppServer(
  options: { env?: Record<string, string> } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-e2e-'));
  let child: ChildProcess | null = null;
  let output = '';

  async function start() {
    output = '';
    child = spawn(process.execPath, [path.join(root, '.build/local/server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        ...options.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        POWERTOOLS_LOG_LEVEL: 'WARN',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is running at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout?.on('data', onData);
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Server exited with ${code}:\n${output}`));
      });
    });
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    child = null;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    url: `http://localhost:${port}`,
    dataDir,
    start,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
