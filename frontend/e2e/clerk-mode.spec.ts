/**
 * The same frontend build signs in with Clerk when VITE_CLERK_PUBLISHABLE_KEY is set
 * (docs/architecture.md#local-token-issuer). Clerk cannot load offline, so this checks the wiring:
 * the build asks Clerk's Frontend API (named by the key) for clerk-js, and the local sign-in forms
 * are gone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createStaticHandler } from '../../infra/local/static-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FRONTEND_API = 'coach-e2e.clerk.accounts.dev';
const PUBLISHABLE_KEY = `pk_test_${Buffer.from(`${FRONTEND_API}$`).toString('base64')}`;

let outDir: string;
let server: Server;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(os.tmpdir(), 'coach-clerk-build-'));
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'frontend/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      env: { ...process.env, VITE_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY },
      stdio: 'inherit',
    },
  );
  const serve = createStaticHandler(outDir, { clerkFrontendApi: `https://${FRONTEND_API}` });
  server = createServer((request, response) => {
    void serve(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('with a Clerk key the build loads Clerk instead of the local sign-in forms', async ({
  page,
}) => {
  const clerkRequests: string[] = [];
  await page.route(`https://${FRONTEND_API}/**`, (route) => {
    clerkRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${baseUrl}/sign-up`);
  await expect
    .poll(() =>
      clerkRequests.some(
        (url) => url.includes('/npm/@clerk/clerk-js@') && url.endsWith('/dist/clerk.browser.js'),
      ),
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await expect(page.getByText('Local sign-in: no password needed on this machine.')).toHaveCount(0);
});
