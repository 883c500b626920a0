/**
 * `npm run dev`: the local stack (API, issuer, dynalite) on :3000 plus Vite's dev server on :5173
 * with hot reload, proxying /api and /local-auth to the stack. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['.build/local/server.mjs'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite', '--config', 'frontend/vite.config.ts'], {
    stdio: 'inherit',
    env: process.env,
  }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
