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
 */
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

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

/** FUNCTION_BUNDLING as NodejsFunction bundling options (infra/lib/route-function.ts). */
export function cdkBundlingOptions(): BundlingOptions {
  return {
    minify: FUNCTION_BUNDLING.minify,
    sourceMap: FUNCTION_BUNDLING.sourceMap,
    target: FUNCTION_BUNDLING.target,
    format: OutputFormat.ESM,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    banner: FUNCTION_BUNDLING.banner,
    externalModules: [...FUNCTION_BUNDLING.externalModules],
    metafile: FUNCTION_BUNDLING.metafile,
  };
}

/**
 * FUNCTION_BUNDLING as esbuild build options (scripts/build-functions.ts). Output files get the
 * `.mjs` extension, as NodejsFunction names them for ESM.
 */
export function esbuildBuildOptions(): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    minify: FUNCTION_BUNDLING.minify,
    sourcemap: FUNCTION_BUNDLING.sourceMap,
    target: FUNCTION_BUNDLING.target,
    format: FUNCTION_BUNDLING.format,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    banner: { js: FUNCTION_BUNDLING.banner },
    external: [...FUNCTION_BUNDLING.externalModules],
    metafile: FUNCTION_BUNDLING.metafile,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  };
}
