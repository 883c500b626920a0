/**
 * How every route Lambda is bundled, declared once (docs/architecture.md#the-route-table: one
 * Lambda per route). The CDK api construct (NodejsFunction) and the bundle size report
 * (scripts/build-functions.ts) both derive their esbuild settings from FUNCTION_BUNDLING, so the
 * sizes the report prints are the sizes that get deployed.
 *
 * Output is an ES module (`index.mjs`) for Node 24. The AWS SDK v3 (`@aws-sdk/*`: the DynamoDB
 * client and lib-dynamodb, EventBridge, KMS, Secrets Manager) is left out of every bundle and taken
 * from the Lambda runtime, whose Node.js runtimes include the full SDK v3, lib-dynamodb among it
 * (RUNTIME_PROVIDED_SCOPES; docs/performance.md#cold-starts). It is most of what a bundle held
 * (about 260 KB of 580 KB minified), so bundles are half the size and load faster. The trade-off:
 * the SDK version is the runtime's, not the lock file's — it may lag it by some weeks and changes
 * when AWS updates the runtime, not when we deploy. The code uses only long-stable SDK APIs
 * (clients, commands, the document client's marshalling), so any SDK v3 of the past years serves;
 * a feature that needs a newer SDK than the runtime's would have to bundle that client again
 * (drop it from the externals) and accept its size.
 *
 * No source maps at run time unless asked: `--enable-source-maps` makes every stack trace walk the
 * map and the map itself weighs more than the bundle. Set COACH_SOURCE_MAPS=1 when synthesizing to
 * ship `index.mjs.map` and set `NODE_OPTIONS=--enable-source-maps` (sourceMapEnvironment).
 *
 * Every function ships ElectroDB beside its bundle in `node_modules/` (ENTITY_NODE_MODULES) and
 * bundles zod. Routes that call the AI layer (`ai: true` in the contract) also keep the `openai`
 * SDK and compromise out of their bundle (AI_ROUTE_NODE_MODULES): they ship beside it, copied from
 * the project's installed (lock-file) versions (compromise built from it: PREBUILT_NODE_MODULES), so
 * the bundle stays under the size limit (an AI route also reads DynamoDB for the per-user AI call
 * limit) and the SDK is loaded only when the `openai` engine is configured (functions/lib/ai/ai.ts
 * imports it lazily). zod ships beside them too, for the SDK's own `require('zod/v4')`, and is
 * still bundled for our code (BUNDLED_THOUGH_SHIPPED).
 *
 * Routes that talk to Google or Slack (contract `integrations`) likewise ship their providers' SDKs
 * (google-auth-library, @slack/web-api) beside the bundle, with every package those depend on
 * (packageClosure: read from the installed packages' manifests).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { AnyRoute } from '../../shared/contract/define-route';
import type { IntegrationProvider } from '../../shared/domain/integrations';
import { JOB_PROVIDERS, type ScheduledJobName } from '../../functions/jobs/job-schedules';
import { prebuildCompromise } from './compromise-prebuilt';

/** Where the installed packages are (the repository's node_modules). */
const PACKAGES_ROOT = path.resolve(import.meta.dirname, '../..');

/** ESM bundles have no `require`; some CommonJS dependencies still call it. */
const CREATE_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Package scopes the Lambda nodejs24.x runtime provides and no bundle carries: the AWS SDK v3
 * (see above for the trade-off).
 */
export const RUNTIME_PROVIDED_SCOPES = ['@aws-sdk'] as const;

/** Whether source maps were asked for (COACH_SOURCE_MAPS=1 at synth / build time). */
export const SOURCE_MAPS_ASKED = process.env.COACH_SOURCE_MAPS === '1';

/**
 * Environment that turns source-mapped stack traces on in a function, only when asked
 * (COACH_SOURCE_MAPS=1): `{ NODE_OPTIONS: '--enable-source-maps' }`, else nothing.
 */
export function sourceMapEnvironment(): Record<string, string> {
  return SOURCE_MAPS_ASKED ? { NODE_OPTIONS: '--enable-source-maps' } : {};
}

/** The one set of bundling choices for route functions. */
export const FUNCTION_BUNDLING = {
  minify: true,
  /** External source map next to the bundle, only when asked (sourceMapEnvironment reads it). */
  sourceMap: SOURCE_MAPS_ASKED,
  target: 'node24',
  format: 'esm',
  /** Prefer packages' ES module builds (better tree shaking). */
  mainFields: ['module', 'main'],
  banner: CREATE_REQUIRE_BANNER,
  /** The AWS SDK v3, provided by the Lambda runtime (RUNTIME_PROVIDED_SCOPES). */
  externalModules: RUNTIME_PROVIDED_SCOPES.map((scope) => `${scope}/*`),
  /** Writes esbuild's metafile (per-output byte sizes, inputs) next to the bundle. */
  metafile: true,
} as const;

/**
 * Packages every function loads from `node_modules/` beside its bundle: ElectroDB (about 190 KB
 * minified, CommonJS that does not tree-shake) and its one dependency besides the AWS SDK,
 * jsonschema. Beside the bundle they keep it small, and Node loads them as CommonJS files as fast
 * as from the bundle (measured with `npm run bench:cold`). Bundled instead is zod: its ES module
 * build is some sixty files that Node's ES module loader takes more than twice as long to load as
 * the same code inside the bundle.
 */
export const ENTITY_NODE_MODULES = ['electrodb', 'jsonschema'] as const;

/**
 * Packages a route that phrases text with compromise outside the AI layer (contract `nlp: true`:
 * the routes that build prep prompts, functions/lib/one-on-ones/trait-phrases.ts) loads from
 * `node_modules/` beside its bundle: compromise, loaded only when a prompt needs it, and ElectroDB
 * like every function. The compromise shipped is its `two` build with its model computed at build
 * time, its three dependencies inside (PREBUILT_NODE_MODULES).
 */
export const NLP_ROUTE_NODE_MODULES = ['compromise', ...ENTITY_NODE_MODULES] as const;

/**
 * Packages shipped as a folder the build writes instead of their installed copy: compromise, as
 * its `two` build with the model it computes on load computed at build time
 * (infra/lib/compromise-prebuilt.ts; docs/performance.md#cold-starts).
 */
export const PREBUILT_NODE_MODULES: Readonly<Record<string, () => string>> = {
  compromise: () => prebuildCompromise(),
};

/**
 * The folder a package beside a bundle is copied from, in the repository at `root`: its prebuilt
 * copy (written under the repository's `.build/` first), or the installed one.
 */
export function nodeModuleSource(name: string, root = PACKAGES_ROOT): string {
  const prebuilt = PREBUILT_NODE_MODULES[name];
  return prebuilt
    ? path.join(root, path.relative(PACKAGES_ROOT, prebuilt()))
    : path.join(root, 'node_modules', name);
}

/**
 * Packages an AI route ships in `node_modules/` beside its bundle: the openai SDK (about 450 KB
 * minified) and zod, which the SDK's structured-output helpers `require` (its CommonJS build: a
 * zod instance of its own, apart from the bundle's), neither with dependencies of its own; the
 * builtin engine's compromise (prebuilt: about 180 KB of code and 850 KB of model); and
 * ElectroDB like every function (ENTITY_NODE_MODULES).
 */
export const AI_ROUTE_NODE_MODULES = ['openai', 'zod', ...NLP_ROUTE_NODE_MODULES] as const;

/**
 * Packages shipped beside a bundle for the packages there that load them, and still bundled for
 * our own code: zod, whose ES module build is some sixty files that Node's loader takes 70–100 ms
 * of CPU to load on a cold start, where the bundled copy costs a few (docs/performance.md#cold-starts).
 */
export const BUNDLED_THOUGH_SHIPPED: readonly string[] = ['zod'];

/** Packages every other route loads from `node_modules/` beside its bundle: ElectroDB's. */
export const ROUTE_NODE_MODULES = ENTITY_NODE_MODULES;

/**
 * Packages the note-moments consumer (infra/lib/events.ts) loads from `node_modules/` beside its
 * bundle: the same as an AI route's, as it classifies notes through the AI layer (the builtin
 * engine's compromise, and the openai SDK with zod when a model is configured).
 */
export const CONSUMER_NODE_MODULES = AI_ROUTE_NODE_MODULES;

/** The SDKs each provider's code imports (functions/lib/integrations/<provider>/, functions/lib/connections/, functions/lib/calendar-sync/). */
export const PROVIDER_SDKS: Readonly<Record<IntegrationProvider, readonly string[]>> = {
  google: ['google-auth-library', '@googleapis/calendar'],
  slack: ['@slack/web-api'],
};

/** Packages the scheduled jobs that talk to no provider load from `node_modules/` beside their bundle. */
export const JOB_NODE_MODULES = ENTITY_NODE_MODULES;

/**
 * Packages a scheduled job (infra/lib/jobs.ts) ships beside its bundle: JOB_NODE_MODULES, and for a
 * job that talks to a provider (JOB_PROVIDERS: the calendar sync, the Slack nudges) that
 * provider's SDKs with every package they depend on.
 */
export function jobNodeModules(job: ScheduledJobName): readonly string[] {
  const provider = JOB_PROVIDERS[job];
  return provider
    ? [...JOB_NODE_MODULES, ...packageClosure(PROVIDER_SDKS[provider])].sort()
    : JOB_NODE_MODULES;
}

/**
 * The packages `names` need at run time: themselves and, recursively, their dependencies and
 * optional dependencies as installed, resolved like Node (a package's own nested node_modules
 * first, copied along with it; else the hoisted one). Type-only packages (`@types/*`) and the
 * runtime's AWS SDK (RUNTIME_PROVIDED_SCOPES) are left out. Sorted. @throws for a package that is not installed.
 */
export function packageClosure(names: readonly string[], root = PACKAGES_ROOT): string[] {
  const hoisted = new Set<string>();
  const seen = new Set<string>();
  /** Optional dependencies may be missing (another platform's build). */
  const optional = new Set<string>();
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
  const visit = (name: string, fromDir: string) => {
    if (name.startsWith('@types/')) return;
    if (RUNTIME_PROVIDED_SCOPES.some((scope) => name.startsWith(`${scope}/`))) return;
    // Nearest node_modules/<name> from the requiring package's folder up to the root.
    let dir = fromDir;
    let found: string | undefined;
    while (dir.startsWith(root)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) {
        found = candidate;
        break;
      }
      if (dir === root) break;
      dir = path.dirname(dir);
    }
    if (!found) {
      if (optional.has(name)) return;
      throw new Error(`Package ${name} (needed from ${fromDir}) is not installed`);
    }
    if (seen.has(found)) return;
    seen.add(found);
    if (found === path.join(root, 'node_modules', name)) hoisted.add(name);
    const { dependencies = {}, optionalDependencies = {} } = manifest(found);
    for (const dependency of Object.keys(optionalDependencies)) optional.add(dependency);
    for (const dependency of [...Object.keys(dependencies), ...Object.keys(optionalDependencies)]) {
      visit(dependency, found);
    }
  };
  for (const name of names) visit(name, root);
  return [...hoisted].sort();
}

/** The packages a route imports without bundling them (each with its closure shipped beside). */
function unbundledImportsOf(route: AnyRoute): readonly string[] {
  if (route.ai) return AI_ROUTE_NODE_MODULES;
  if (route.nlp) return NLP_ROUTE_NODE_MODULES;
  if (route.integrations) {
    return route.integrations.providers.flatMap((provider) => PROVIDER_SDKS[provider]);
  }
  return ROUTE_NODE_MODULES;
}

/** Packages a route ships beside its bundle in `node_modules/` instead of bundling them. */
export function nodeModulesOf(route?: AnyRoute): readonly string[] {
  if (!route) return [];
  if (route.integrations) {
    return [...ENTITY_NODE_MODULES, ...packageClosure(unbundledImportsOf(route))].sort();
  }
  return unbundledImportsOf(route);
}

/**
 * Modules left out of a bundle: the runtime's AWS SDK and the packages shipped beside it, but for
 * those bundled all the same (BUNDLED_THOUGH_SHIPPED).
 */
export function externalModulesOf(
  route?: AnyRoute,
  nodeModules: readonly string[] = nodeModulesOf(route),
): string[] {
  return [
    ...FUNCTION_BUNDLING.externalModules,
    ...nodeModules.filter((name) => !BUNDLED_THOUGH_SHIPPED.includes(name)),
  ];
}

/**
 * Shell commands that copy packages from the project (a prebuilt one from its folder,
 * nodeModuleSource) into the bundle's `node_modules/`, without types, source maps and (for
 * openai) sources.
 */
function copyNodeModules(nodeModules: readonly string[]) {
  return (inputDir: string, outputDir: string): string[] => [
    `mkdir -p "${outputDir}/node_modules"`,
    ...nodeModules.flatMap((name) => [
      ...(name.includes('/')
        ? [`mkdir -p "${outputDir}/node_modules/${name.split('/')[0]!}"`]
        : []),
      `cp -R "${nodeModuleSource(name, inputDir)}" "${outputDir}/node_modules/${name}"`,
    ]),
    `find "${outputDir}/node_modules" \\( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \\) -type f -delete`,
    ...(nodeModules.includes('openai') ? [`rm -rf "${outputDir}/node_modules/openai/src"`] : []),
  ];
}

/** FUNCTION_BUNDLING as NodejsFunction bundling options of a route (infra/lib/route-function.ts). */
export function cdkBundlingOptions(
  route?: AnyRoute,
  nodeModules: readonly string[] = nodeModulesOf(route),
): BundlingOptions {
  return {
    minify: FUNCTION_BUNDLING.minify,
    sourceMap: FUNCTION_BUNDLING.sourceMap,
    target: FUNCTION_BUNDLING.target,
    format: OutputFormat.ESM,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    banner: FUNCTION_BUNDLING.banner,
    externalModules: externalModulesOf(route, nodeModules),
    metafile: FUNCTION_BUNDLING.metafile,
    ...(nodeModules.length > 0
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: copyNodeModules(nodeModules),
          },
        }
      : {}),
  };
}

/**
 * FUNCTION_BUNDLING as esbuild build options (scripts/build-functions.ts) for a route (an AI route
 * leaves AI_ROUTE_NODE_MODULES out). Output files get the `.mjs` extension, as NodejsFunction
 * names them for ESM.
 */
export function esbuildBuildOptions(
  route?: AnyRoute,
  nodeModules: readonly string[] = nodeModulesOf(route),
): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    minify: FUNCTION_BUNDLING.minify,
    sourcemap: FUNCTION_BUNDLING.sourceMap,
    target: FUNCTION_BUNDLING.target,
    format: FUNCTION_BUNDLING.format,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    banner: { js: FUNCTION_BUNDLING.banner },
    external: externalModulesOf(route, nodeModules),
    metafile: FUNCTION_BUNDLING.metafile,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  };
}
