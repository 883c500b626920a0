/**
 * Infra tier: the site build's first page stays light (docs/performance.md#a-light-first-page). The
 * frontend is built with its own Vite config (not written to disk); what a signed-out visitor's
 * landing page loads before any interaction is the entry chunk and its static imports. They hold
 * no router, auth library, server state, UI kit or API client, and stay under 100 kB gzip (kB of
 * 1,000 bytes, as Vite reports). A signed-in dashboard's first load (the scripts its HTML document
 * asks for on every screen: the entry and the lazy routes of /dashboard, with their static
 * imports) holds no zod, toasts, notes panel, people dialogs, Radix tooltip, menu or dialog code:
 * those load when first used; nor the 1:1 lists and date-fns' formatting, which load right after
 * the first paint. It starts its reads from a small script of its own, comes in few files (each is
 * a request with its headers) and stays under its gzip budget. `npm run bench:web` measures both
 * pages in a browser.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticClosure } from '../../frontend/page-documents-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIRST_PAGE_BUDGET_KB = 100;
/**
 * The dashboard's first load, gzip without HTTP headers: the bench's budget is 180 kB on the wire,
 * headers included (docs/performance.md#a-light-first-page).
 */
const DASHBOARD_BUDGET_KB = 170;
const DASHBOARD_MAX_FILES = 14;

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

/** What a signed-in dashboard must not load before any interaction, as module path fragments. */
const NOT_ON_THE_DASHBOARD = [
  '/node_modules/zod/',
  '/node_modules/sonner/',
  '/frontend/src/features/notes/components/notes-panel.tsx',
  '/frontend/src/features/people/dialogs/person-dialog.tsx',
  '/node_modules/@radix-ui/react-tooltip/',
  '/node_modules/@floating-ui/',
  '/node_modules/@radix-ui/react-menu/',
  '/node_modules/@radix-ui/react-dropdown-menu/',
  '/node_modules/@radix-ui/react-dialog/',
  '/node_modules/react-remove-scroll/',
  // The 1:1 lists and date-fns' formatting load right after the first paint.
  '/frontend/src/features/meetings/meeting-list.tsx',
  '/node_modules/date-fns/format.js',
];

/**
 * The scripts an HTML document of the build asks for on every screen (its module script and module
 * preloads without a `media` query), as file names in the build.
 */
function scriptsOfDocument(html: string): string[] {
  return (html.match(/<(script|link)\b[^>]*>/g) ?? [])
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag) && !tag.includes(' media='))
    .map((tag) => /(?:src|href)="\/([^"]+)"/.exec(tag)![1]!);
}

let firstPage: Rolldown.OutputChunk[];
let dashboard: Rolldown.OutputChunk[];
let dashboardScripts: string[];
/** Scripts the dashboard's document asks for that the build bundles apart (its first script). */
let dashboardOwnScripts: Rolldown.OutputAsset[];

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
  const files = outputs.flatMap((output) => output.output);
  const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  firstPage = staticClosure([entry], byName);
  // The dashboard's own document (shared/web/pages.ts), written by the build's page-documents plugin.
  const document = files.find((file) => file.fileName === 'dashboard.html');
  if (document?.type !== 'asset') throw new Error('The build has no dashboard.html');
  const scripts = scriptsOfDocument(String(document.source));
  const assets = new Map(
    files
      .filter((file): file is Rolldown.OutputAsset => file.type === 'asset')
      .map((file) => [file.fileName, file]),
  );
  dashboardOwnScripts = scripts.flatMap((name) => assets.get(name) ?? []);
  dashboard = staticClosure(
    scripts
      .filter((name) => !assets.has(name))
      .map((name) => {
        const chunk = byName.get(name);
        if (!chunk) throw new Error(`dashboard.html asks for ${name}, which the build lacks`);
        return chunk;
      }),
    byName,
  );
  dashboardScripts = scripts.filter((name) => !assets.has(name));
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

describe("a signed-in manager's dashboard", () => {
  it('has a document that asks for the router, the shell, the page and all they import', () => {
    const modules = dashboard.flatMap((chunk) => chunk.moduleIds.map((id) => id.split('?')[0]!));
    for (const file of [
      'app/router.tsx',
      'app/layouts/app-shell/app-shell.tsx',
      'app/layouts/app-shell/app-shell-loader.ts',
      'app/routes/dashboard/dashboard-page.tsx',
      'app/routes/dashboard/dashboard-loader.ts',
    ]) {
      expect(
        modules.some((id) => id.endsWith(`/frontend/src/${file}`)),
        file,
      ).toBe(true);
    }
    expect(dashboard.map((chunk) => chunk.fileName).sort()).toEqual([...dashboardScripts].sort());
  });

  it('loads no zod (the route table comes without schemas), toasts, notes panel, people dialogs, tooltips, menus, dialogs or 1:1 lists', () => {
    const modules = dashboard.flatMap((chunk) => chunk.moduleIds.map((id) => id.split('?')[0]!));
    const early = modules.filter((id) => NOT_ON_THE_DASHBOARD.some((part) => id.includes(part)));
    expect(early).toEqual([]);
    expect(modules.some((id) => id.endsWith('/shared/contract/api.ts'))).toBe(true);
  });

  it('starts its reads from a first script of its own, without the app', () => {
    expect(dashboardOwnScripts.map((script) => script.fileName)).toEqual([
      expect.stringMatching(/^assets\/first-reads-[\w-]+\.js$/),
    ]);
    const code = String(dashboardOwnScripts[0]!.source);
    expect(code).toContain('/api/dashboard');
    expect(code).not.toMatch(/\bimport\b/);
    expect(gzipSync(code).length / 1000).toBeLessThanOrEqual(2);
  });

  it(`comes in at most ${DASHBOARD_MAX_FILES} files and ${DASHBOARD_BUDGET_KB} kB of JS gzip`, () => {
    const bytes =
      dashboard.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0) +
      dashboardOwnScripts.reduce((sum, script) => sum + gzipSync(script.source).length, 0);
    expect(dashboard.length + dashboardOwnScripts.length).toBeLessThanOrEqual(DASHBOARD_MAX_FILES);
    expect(bytes / 1000).toBeLessThanOrEqual(DASHBOARD_BUDGET_KB);
  });
});
