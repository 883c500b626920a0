/**
 * How every route Lambda is bundled, declared once (ARCHITECTURE.md 'One route table, three
 * readers': one Lambda per route). The CDK api construct (NodejsFunction) and the bundle size
 * report (scripts/build-functions.ts) both derive their esbuild settings from FUNCTION_BUNDLING, so
 * the sizes the report prints are the sizes that get deployed.
 *
 * Output is an ES module (`index.mjs`) for Node 24. The AWS SDK is bundled rather than taken from
 * the runtime, which pins its version. Left out are only the credential sources the SDK's default
 * chain imports lazily and a Lambda never reaches (it finds its role's credentials in the
 * environment first): SSO, shared ini files, processes, web identity, container/instance metadata.
 *
 * Routes that call the AI layer (`ai: true` in the contract) keep the `openai` SDK, zod and
 * compromise out of their bundle (AI_ROUTE_NODE_MODULES): they ship beside it in `node_modules/`,
 * copied from the project's installed (lock-file) versions, so the bundle stays under the size
 * limit (an AI route also reads DynamoDB for the per-user AI call limit) and the SDK is loaded only
 * when the `openai` engine is configured (functions/lib/ai/ai.ts imports it lazily).
 *
 * Routes that talk to Google or Slack (contract `integrations`) likewise ship their providers' SDKs
 * (google-auth-library, @slack/web-api) and zod beside the bundle, with every package those depend
 * on (packageClosure: read from the installed packages' manifests).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { AnyRoute } from '../../shared/contract/define-route';
import type { IntegrationProvider } from '../../shared/domain/integrations';
import { JOB_PROVIDERS, type ScheduledJobName } from '../../functions/jobs/job-schedules';

/** Where the installed packages are (the repository's node_modules). */
const PACKAGES_ROOT = path.resolve(import.meta.dirname, '../..');

/** ESM bundles have no `require`; some CommonJS dependencies still call it. */
const CREATE_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The one set of bundling choices for route functions. */
export const FUNCTION_BUNDLING = {
  minify: true,
  /** External source map next to the bundle (NODE_OPTIONS=--enable-source-maps reads it). */
  sourceMap: true,
  target: 'node24',
  format: 'esm',
  /** Prefer packages' ES module builds (better tree shaking of the AWS SDK). */
  mainFields: ['module', 'main'],
  banner: CREATE_REQUIRE_BANNER,
  /** Lazily imported credential sources a Lambda never loads (see above). */
  externalModules: [
    '@aws-sdk/credential-provider-sso',
    '@aws-sdk/credential-provider-ini',
    '@aws-sdk/credential-provider-login',
    '@aws-sdk/credential-provider-process',
    '@aws-sdk/credential-provider-web-identity',
    '@aws-sdk/credential-provider-http',
    '@aws-sdk/token-providers',
    '@aws-sdk/nested-clients',
    '@smithy/credential-provider-imds',
  ] as string[],
  /** Writes esbuild's metafile (per-output byte sizes, inputs) next to the bundle. */
  metafile: true,
} as const;

/**
 * Packages an AI route loads from `node_modules/` beside its bundle instead of bundling them:
 * the openai SDK (about 450 KB minified) and zod, which the SDK's structured-output helpers import
 * (one zod instance for the contract and the SDK), neither with dependencies of its own; and the
 * builtin engine's compromise (about 300 KB) with its three dependency-free dependencies.
 */
export const AI_ROUTE_NODE_MODULES = [
  'openai',
  'zod',
  'compromise',
  'efrt',
  'grad-school',
  'suffix-thumb',
] as const;

/**
 * Packages every other route loads from `node_modules/` beside its bundle: zod (the contract's
 * schemas), which keeps the routes that carry the EventBridge client (note events) or the nudge
 * engine and its texts (dashboard, person pages) under the size limit.
 */
export const ROUTE_NODE_MODULES = ['zod'] as const;

/**
 * Packages the note-moments consumer (infra/lib/events.ts) loads from `node_modules/` beside its
 * bundle: the same as an AI route's, as it classifies notes through the AI layer (the builtin
 * engine's compromise, and the openai SDK with zod when a model is configured).
 */
export const CONSUMER_NODE_MODULES = AI_ROUTE_NODE_MODULES;

/** The SDKs each provider's code imports (functions/lib/integrations/<provider>/, functions/lib/calendar/). */
export const PROVIDER_SDKS: Readonly<Record<IntegrationProvider, readonly string[]>> = {
  google: ['google-auth-library', '@googleapis/calendar'],
  slack: ['@slack/web-api'],
};

/** Packages the scheduled jobs that talk to no provider load from `node_modules/` beside their bundle. */
export const JOB_NODE_MODULES = ['zod'] as const;

/**
 * Packages a scheduled job (infra/lib/jobs.ts) ships beside its bundle: JOB_NODE_MODULES, and for a
 * job that talks to a provider (JOB_PROVIDERS: the calendar sync, the Slack nudges) zod and that
 * provider's SDKs with every package they depend on.
 */
export function jobNodeModules(job: ScheduledJobName): readonly string[] {
  const provider = JOB_PROVIDERS[job];
  return provider ? packageClosure(['zod', ...PROVIDER_SDKS[provider]]) : JOB_NODE_MODULES;
}

/**
 * The packages `names` need at run time: themselves and, recursively, their dependencies and
 * optional dependencies as installed, resolved like Node (a package's own nested node_modules
 * first, copied along with it; else the hoisted one). Type-only packages (`@types/*`) are left out.
 * Sorted. @throws for a package that is not installed.
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
  if (route.integrations) {
    return ['zod', ...route.integrations.providers.flatMap((provider) => PROVIDER_SDKS[provider])];
  }
  return ROUTE_NODE_MODULES;
}

/** Packages a route ships beside its bundle in `node_modules/` instead of bundling them. */
export function nodeModulesOf(route?: AnyRoute): readonly string[] {
  if (!route) return [];
  if (route.integrations) return packageClosure(unbundledImportsOf(route));
  return unbundledImportsOf(route);
}

/** Modules left out of a bundle: the unused credential sources and the packages shipped beside it. */
export function externalModulesOf(
  route?: AnyRoute,
  nodeModules: readonly string[] = nodeModulesOf(route),
): string[] {
  return [...FUNCTION_BUNDLING.externalModules, ...nodeModules];
}

/**
 * Shell commands that copy packages from the project into the bundle's `node_modules/`, without
 * types, source maps and (for openai) sources.
 */
function copyNodeModules(nodeModules: readonly string[]) {
  return (inputDir: string, outputDir: string): string[] => [
    `mkdir -p "${outputDir}/node_modules"`,
    ...nodeModules.flatMap((name) => [
      ...(name.includes('/')
        ? [`mkdir -p "${outputDir}/node_modules/${name.split('/')[0]!}"`]
        : []),
      `cp -R "${inputDir}/node_modules/${name}" "${outputDir}/node_modules/${name}"`,
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
