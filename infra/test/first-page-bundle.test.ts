/**
 * Infra tier: the site build's first page stays light (issue 11 item 8, 'A light first page'). The
 * frontend is built with its own Vite config (not written to disk); what a signed-out visitor's
 * landing page loads before any interaction is the entry chunk and its static imports. They hold
 * no router, auth library, server state, UI kit or API client, and stay under 100 kB gzip (kB of
 * 1,000 bytes, as Vite reports). `npm run bench:web` measures the same in a browser.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIRST_PAGE_BUDGET_KB = 100;

/** What the first page must not load, as module path fragments. */
const HEAVY_MODULES = [
  '/node_modules/react-router',
  '/node_modules/@tanstack/',
  '/node_modules/radix-ui/',
  '/node_modules/@radix-ui/',
  '/node_modules/sonner/',
  '/node_modules/tailwind-merge/',
  '/node_modules/@clerk/',
  '/node_modules/zod/',
  '/frontend/src/lib/api-client.ts',
  '/frontend/src/app/router.tsx',
  '/frontend/src/app/layouts/',
];

let firstPage: Rolldown.OutputChunk[];

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: path.join(root, 'frontend/vite.config.ts'),
    logLevel: 'silent',
    mode: 'production',
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(entry);
  firstPage = [...seen.values()];
});

describe("a signed-out visitor's first page", () => {
  it('loads no router, auth library, server state, UI kit or API client', () => {
    const modules = firstPage.flatMap((chunk) => chunk.moduleIds.map((id) => id.split('?')[0]!));
    const heavy = modules.filter((id) => HEAVY_MODULES.some((fragment) => id.includes(fragment)));
    expect(heavy).toEqual([]);
    expect(
      modules.some((id) => id.endsWith('/frontend/src/app/routes/landing/landing-page.tsx')),
    ).toBe(true);
  });

  it(`is at most ${FIRST_PAGE_BUDGET_KB} kB of JS gzip`, () => {
    const bytes = firstPage.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
    expect(bytes / 1000).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KB);
  });
});
