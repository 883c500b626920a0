/**
 * Infra tier: every route's Lambda bundle, built with the stack's esbuild settings
 * (infra/lib/function-bundling.ts) by scripts/build-functions.ts, stays under the size limit
 * (BUNDLE_SIZE_LIMIT_BYTES, 350 KB minified; the AWS SDK comes from the Lambda runtime, ElectroDB
 * ships beside the bundle), and keeps what a cold start need not load out of its module's load:
 * the contract's whole route table, and the provider SDKs and KMS client (loaded on first use).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/api';
import {
  BUNDLE_SIZE_LIMIT_BYTES,
  bundleConsumers,
  bundleJobs,
  bundleRoutes,
  type ConsumerBundleSize,
  formatKb,
  type RouteBundleSize,
} from '../../scripts/build-functions';

let sizes: RouteBundleSize[];
let consumers: ConsumerBundleSize[];
let jobs: ConsumerBundleSize[];

beforeAll(async () => {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'coach-functions-'));
  sizes = await bundleRoutes({ outdir });
  consumers = await bundleConsumers({ outdir });
  jobs = await bundleJobs({ outdir });
});

/** The one module that writes inferred moments (docs/data.md#who-writes-moments). */
const INFERRED_MOMENTS_WRITER = 'functions/lib/moments/inferred-moments.ts';

describe('the note-moments consumer bundle', () => {
  it(`is under ${formatKb(BUNDLE_SIZE_LIMIT_BYTES)} and holds the inferred-moments writer`, () => {
    expect(consumers.map((consumer) => consumer.consumer)).toEqual(['noteMoments']);
    for (const consumer of consumers) {
      expect(consumer.bytes, consumer.consumer).toBeLessThanOrEqual(BUNDLE_SIZE_LIMIT_BYTES);
      expect(consumer.inputs).toContain(INFERRED_MOMENTS_WRITER);
    }
  });

  it('is the only bundle that does: no route can write inferred moments', () => {
    const routesWithWriter = sizes
      .filter((size) => size.inputs.includes(INFERRED_MOMENTS_WRITER))
      .map((size) => size.routeId);
    expect(routesWithWriter).toEqual([]);
  });
});

/** The bearer token check (http/route.ts runs it for every `auth: 'bearer'` route). */
const TOKEN_VERIFIER = 'functions/lib/auth/verify-token.ts';
/** The OAuth state check of the callbacks. */
const STATE_CHECK = 'functions/lib/connections/oauth-state/oauth-state-store.ts';

describe('authentication in the bundles (the OAuth callbacks are the only routes without a bearer check)', () => {
  it('every bearer route carries the token verification', () => {
    for (const size of sizes) {
      const route = routes.find((candidate) => candidate.id === size.routeId)!;
      if (route.auth === 'bearer') expect(size.inputs, size.routeId).toContain(TOKEN_VERIFIER);
    }
  });

  it('the callbacks carry the state check instead, and no token verification', () => {
    const callbacks = sizes.filter(
      (size) => routes.find((route) => route.id === size.routeId)?.auth === 'oauthState',
    );
    expect(callbacks.map((size) => size.routeId)).toEqual([
      'googleAuth.callback',
      'slackAuth.callback',
    ]);
    for (const size of callbacks) {
      expect(size.inputs, size.routeId).toContain(STATE_CHECK);
      expect(size.inputs, size.routeId).not.toContain(TOKEN_VERIFIER);
    }
  });

  it('the provider SDKs ship beside the bundles, not in them', () => {
    for (const size of [...sizes, ...jobs.map((job) => ({ ...job, routeId: job.consumer }))]) {
      const bundled = size.inputs.filter((input) =>
        /node_modules\/(google-auth-library|@slack\/web-api|gaxios)\//.test(input),
      );
      expect(bundled, size.routeId).toEqual([]);
    }
  });
});

describe('the scheduled job bundles', () => {
  it(`are each under ${formatKb(BUNDLE_SIZE_LIMIT_BYTES)} and never hold the inferred-moments writer`, () => {
    expect(jobs.map((job) => job.consumer)).toEqual([
      'weeklyRollover',
      'outboxSweep',
      'slackNudges',
      'calendarSync',
    ]);
    for (const job of jobs) {
      expect(job.bytes, job.consumer).toBeLessThanOrEqual(BUNDLE_SIZE_LIMIT_BYTES);
      expect(job.inputs).not.toContain(INFERRED_MOMENTS_WRITER);
    }
  });
});

/** The contract's whole route table: every route's schemas (docs/performance.md#cold-starts). */
const ROUTE_TABLE = 'shared/contract/api.ts';
/**
 * Packages a function imports on first use only, never with its module: most first calls of the
 * routes that ship them answer without them (docs/performance.md#cold-starts).
 */
const LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-kms',
  '@googleapis/calendar',
  '@slack/web-api',
  'google-auth-library',
];

describe('cold starts', () => {
  it("no route bundle holds the contract's whole route table, only its own resource's routes", () => {
    expect(
      sizes.filter((size) => size.inputs.includes(ROUTE_TABLE)).map((size) => size.routeId),
    ).toEqual([]);
  });

  it('no bundle imports the provider SDKs or the KMS client with its module', () => {
    for (const bundle of [
      ...sizes.map((size) => ({ name: size.routeId, file: size.file })),
      ...jobs.map((job) => ({ name: job.consumer, file: job.file })),
    ]) {
      const staticImports = [...readFileSync(bundle.file, 'utf8').matchAll(/\bfrom\s*"([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((name) =>
          LOADED_ON_FIRST_USE.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)),
        );
      expect(staticImports, bundle.name).toEqual([]);
    }
  });
});

describe('route bundles', () => {
  it('exist for every contract route', () => {
    expect(sizes.map((size) => size.routeId)).toEqual(routes.map((route) => route.id));
    for (const size of sizes) expect(size.bytes, size.routeId).toBeGreaterThan(0);
  });

  it(`are each under ${formatKb(BUNDLE_SIZE_LIMIT_BYTES)}`, () => {
    const over = sizes
      .filter((size) => size.bytes > BUNDLE_SIZE_LIMIT_BYTES)
      .map((size) => `${size.routeId} (${size.method} ${size.path}): ${formatKb(size.bytes)}`);
    expect(over).toEqual([]);
  });
});
