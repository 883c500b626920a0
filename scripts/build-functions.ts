/**
 * Bundle size report of the route functions (`npm run build:functions`;
 * docs/architecture.md#the-route-table). Bundles every contract route's handler
 * (`functions/api/<handlerPath>.ts`) with the same esbuild settings the CDK stack uses
 * (infra/lib/function-bundling.ts), in one esbuild build, into `.build/functions/<route
 * id>/index.mjs`; prints each bundle's minified size from the metafile and exits 1 when any bundle
 * exceeds BUNDLE_SIZE_LIMIT_BYTES. The event consumers (infra/lib/events.ts EVENT_CONSUMERS) and
 * the scheduled jobs (functions/jobs/job-schedules.ts) are bundled and measured the same way.
 */
import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { routes } from '../shared/contract/api';
import type { AnyRoute } from '../shared/contract/define-route';
import {
  AI_ROUTE_NODE_MODULES,
  CONSUMER_NODE_MODULES,
  NLP_ROUTE_NODE_MODULES,
  PROVIDER_SDKS,
  ROUTE_NODE_MODULES,
  RUNTIME_PROVIDED_SCOPES,
  esbuildBuildOptions,
  jobNodeModules,
  nodeModuleSource,
  nodeModulesOf,
} from '../infra/lib/function-bundling';
import { EVENT_CONSUMERS } from '../infra/lib/events';
import { SCHEDULED_JOBS, type ScheduledJobName } from '../functions/jobs/job-schedules';
import { REPO_ROOT, routeEntry } from '../infra/lib/route-function';

/**
 * Largest allowed bundle (the `.mjs` file, source map excluded), in bytes: 350 KB
 * (docs/performance.md#cold-starts). The AWS SDK comes from the Lambda runtime and ElectroDB ships
 * beside the bundle (function-bundling.ts), so a route bundle holds zod, its own contract module
 * and our code.
 */
export const BUNDLE_SIZE_LIMIT_BYTES = 350 * 1024;

/** Default output folder, relative to the repository root. */
export const DEFAULT_OUT_DIR = path.join(REPO_ROOT, '.build', 'functions');

/** Size of one route's bundle. */
export interface RouteBundleSize {
  routeId: string;
  method: AnyRoute['method'];
  path: AnyRoute['path'];
  /** Output file, absolute. */
  file: string;
  /** Size of the minified `index.mjs`, in bytes. */
  bytes: number;
  /** Source files in the bundle, relative to the repository root. */
  inputs: string[];
}

export interface BundleRoutesOptions {
  /** Where `<route id>/index.mjs` are written; emptied first. Default `.build/functions`. */
  outdir?: string;
  /** Routes to bundle; default every contract route. */
  routes?: readonly AnyRoute[];
}

/**
 * Bundles the routes' handlers in one esbuild build and returns each bundle's size in bytes (read
 * from esbuild's metafile), in contract order.
 */
export async function bundleRoutes(options: BundleRoutesOptions = {}): Promise<RouteBundleSize[]> {
  const outdir = path.resolve(options.outdir ?? DEFAULT_OUT_DIR);
  const selected = options.routes ?? routes;
  await rm(outdir, { recursive: true, force: true });

  // One build per set of externals: AI routes leave the openai SDK and zod out (node_modules).
  const outputs: Record<string, { bytes: number; inputs: Record<string, unknown> }> = {};
  const groups = new Map<string, AnyRoute[]>();
  for (const route of selected) {
    const key = nodeModulesOf(route).join(',');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  for (const group of groups.values()) {
    const result = await build({
      ...esbuildBuildOptions(group[0]),
      absWorkingDir: REPO_ROOT,
      entryPoints: Object.fromEntries(
        group.map((route) => [`${route.id}/index`, routeEntry(route)]),
      ),
      outdir,
      metafile: true,
    });
    Object.assign(outputs, result.metafile.outputs);
  }

  return selected.map((route) => {
    const file = path.join(outdir, route.id, 'index.mjs');
    const key = path.relative(REPO_ROOT, file).split(path.sep).join('/');
    const output = outputs[key];
    if (!output) {
      throw new Error(`esbuild metafile has no output ${key} for route ${route.id}`);
    }
    return {
      routeId: route.id,
      method: route.method,
      path: route.path,
      file,
      bytes: output.bytes,
      inputs: Object.keys(output.inputs),
    };
  });
}

/** Size of one background function's bundle: an event consumer or a scheduled job. */
export interface ConsumerBundleSize {
  /** The consumer's (EVENT_CONSUMERS) or job's (SCHEDULED_JOBS) name. */
  consumer: string;
  file: string;
  bytes: number;
  inputs: string[];
}

/** Empties `<outdir>/<subdir>`. */
async function emptySubdir(subdir: string, options: { outdir?: string }): Promise<void> {
  const dir = path.join(path.resolve(options.outdir ?? DEFAULT_OUT_DIR), subdir);
  await rm(dir, { recursive: true, force: true });
}

/** Bundles `entries` (name → absolute entry) into `<outdir>/<subdir>/<name>/index.mjs`. */
async function bundleNamed(
  entries: Readonly<Record<string, string>>,
  subdir: string,
  nodeModules: readonly string[],
  options: { outdir?: string },
): Promise<ConsumerBundleSize[]> {
  const outdir = path.join(path.resolve(options.outdir ?? DEFAULT_OUT_DIR), subdir);
  const result = await build({
    ...esbuildBuildOptions(undefined, nodeModules),
    absWorkingDir: REPO_ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => [`${name}/index`, entry]),
    ),
    outdir,
    metafile: true,
  });
  return Object.keys(entries).map((consumer) => {
    const file = path.join(outdir, consumer, 'index.mjs');
    const key = path.relative(REPO_ROOT, file).split(path.sep).join('/');
    const output = result.metafile.outputs[key];
    if (!output) throw new Error(`esbuild metafile has no output ${key} for ${consumer}`);
    return { consumer, file, bytes: output.bytes, inputs: Object.keys(output.inputs) };
  });
}

/** Bundles the event consumers like the routes, into `<outdir>/events/<name>/index.mjs`. */
export async function bundleConsumers(
  options: { outdir?: string } = {},
): Promise<ConsumerBundleSize[]> {
  await emptySubdir('events', options);
  return bundleNamed(EVENT_CONSUMERS, 'events', CONSUMER_NODE_MODULES, options);
}

/**
 * Bundles the scheduled jobs like the routes, each with the packages it ships beside it
 * (jobNodeModules), into `<outdir>/jobs/<name>/index.mjs`.
 */
export async function bundleJobs(options: { outdir?: string } = {}): Promise<ConsumerBundleSize[]> {
  await emptySubdir('jobs', options);
  const sizes: ConsumerBundleSize[] = [];
  for (const [name, entry] of Object.entries(SCHEDULED_JOBS) as [ScheduledJobName, string][]) {
    sizes.push(
      ...(await bundleNamed(
        { [name]: path.join(REPO_ROOT, entry) },
        'jobs',
        jobNodeModules(name),
        options,
      )),
    );
  }
  return sizes;
}

/** Size of the prebuilt compromise's files (code and model), in bytes; writes it first. */
function prebuiltBytes(): number {
  const dir = nodeModuleSource('compromise');
  return readdirSync(dir).reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
}

/** Bytes as kilobytes with one decimal (1 KB = 1024 bytes). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The report table: route id, method and path, size, a total line and the limit. */
export function formatReport(sizes: readonly RouteBundleSize[]): string {
  const rows = sizes.map((size) => [
    size.routeId,
    `${size.method} ${size.path}`,
    formatKb(size.bytes),
    size.bytes > BUNDLE_SIZE_LIMIT_BYTES ? 'OVER LIMIT' : '',
  ]);
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const header = ['route', 'method + path', 'size', ''];
  const footer = [`total (${sizes.length} bundles)`, '', formatKb(total), ''];
  const all = [header, ...rows, footer];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 2 ? cell.padStart(widths[2] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths
    .map((width) => '-'.repeat(width))
    .join('  ')
    .trimEnd();
  return [
    line(header),
    rule,
    ...rows.map(line),
    rule,
    line(footer),
    `limit per bundle: ${formatKb(BUNDLE_SIZE_LIMIT_BYTES)}`,
    ...(sizes.some((size) => routes.find((route) => route.id === size.routeId)?.ai)
      ? [
          `AI routes ship ${AI_ROUTE_NODE_MODULES.join(', ')} beside the bundle in node_modules/ (openai is loaded only when the openai engine is configured)`,
        ]
      : []),
    `prep prompt routes (contract nlp) ship ${NLP_ROUTE_NODE_MODULES.join(', ')} beside the bundle in node_modules/ (compromise is loaded only when a prompt needs it)`,
    `compromise ships prebuilt, its model computed at build time (infra/lib/compromise-prebuilt.ts): ${formatKb(prebuiltBytes())}`,
    `other routes ship ${ROUTE_NODE_MODULES.join(', ')} beside the bundle in node_modules/; the note-moments consumer ships ${CONSUMER_NODE_MODULES.join(', ')}`,
    `Google / Slack routes (and the calendar sync and Slack nudge jobs) also ship ${Object.values(PROVIDER_SDKS).flat().join(' / ')} (as they need) with their dependencies`,
    `no bundle holds the AWS SDK v3 (${RUNTIME_PROVIDED_SCOPES.join(', ')}): the Lambda runtime provides it`,
  ].join('\n');
}

async function main(): Promise<void> {
  const sizes = await bundleRoutes();
  process.stdout.write(`${formatReport(sizes)}\n`);
  const consumers = [...(await bundleConsumers()), ...(await bundleJobs())];
  process.stdout.write('\nevent consumers and scheduled jobs\n');
  for (const consumer of consumers) {
    process.stdout.write(
      `${consumer.consumer}  ${path.relative(REPO_ROOT, path.dirname(path.dirname(consumer.file)))}  ${formatKb(consumer.bytes)}${consumer.bytes > BUNDLE_SIZE_LIMIT_BYTES ? '  OVER LIMIT' : ''}\n`,
    );
  }
  const over = [
    ...sizes.filter((size) => size.bytes > BUNDLE_SIZE_LIMIT_BYTES).map((size) => size.routeId),
    ...consumers
      .filter((size) => size.bytes > BUNDLE_SIZE_LIMIT_BYTES)
      .map((size) => size.consumer),
  ];
  if (over.length > 0) {
    process.stderr.write(
      `${over.length} bundle(s) over ${formatKb(BUNDLE_SIZE_LIMIT_BYTES)}: ${over.join(', ')}\n`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
