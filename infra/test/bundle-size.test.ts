/**
 * Infra tier: every route's Lambda bundle, built with the stack's esbuild settings
 * (infra/lib/function-bundling.ts) by scripts/build-functions.ts, stays under the size limit
 * (BUNDLE_SIZE_LIMIT_BYTES, 700 KB minified, AWS SDK included).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/api';
import {
  BUNDLE_SIZE_LIMIT_BYTES,
  bundleRoutes,
  formatKb,
  type RouteBundleSize,
} from '../../scripts/build-functions';

let sizes: RouteBundleSize[];

beforeAll(async () => {
  sizes = await bundleRoutes({ outdir: mkdtempSync(path.join(os.tmpdir(), 'coach-functions-')) });
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
