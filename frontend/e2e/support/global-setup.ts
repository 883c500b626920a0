/**
 * Builds the app when its output is missing, so `npm run test:e2e` works on its own
 * (`npm test` builds before running the tiers).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export default function globalSetup() {
  const built = ['.build/local/server.mjs', 'frontend/dist/index.html'].every((file) =>
    existsSync(path.join(root, file)),
  );
  if (!built) execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
