/**
 * Vite plugin: in the frontend's build, `shared/contract/api.ts` becomes its route table without
 * the zod schemas (docs/performance.md#a-light-first-page, a light dashboard). The browser calls
 * routes by method and path only (src/lib/api-client.ts) and takes its types from the contract at
 * compile time, so shipping the schemas would add zod and every request and response schema (about
 * 36 kB gzip) to each signed-in page, and their construction to its startup. Each route keeps `id`,
 * `method`, `path` and `successStatus`; its `params`, `query`, `body` and `response` are absent at
 * run time. Code that validates in the browser imports its schema module itself (e.g.
 * schemas/common.ts).
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

import type * as ContractModule from '../shared/contract/api';

type Contract = typeof ContractModule;

/** The fields of a route the browser reads. */
const KEPT = ['id', 'method', 'path', 'successStatus'] as const;

/** The route table as an ES module: `api` by resource, and `routes` in declaration order. */
export function routeTableModule(api: Contract['api']): string {
  const table = Object.fromEntries(
    Object.entries(api).map(([resource, group]) => [
      resource,
      Object.fromEntries(
        Object.entries(group).map(([name, route]) => [
          name,
          Object.fromEntries(KEPT.map((field) => [field, route[field]])),
        ]),
      ),
    ]),
  );
  return [
    `export const api = ${JSON.stringify(table)};`,
    'export const routes = Object.values(api).flatMap((group) => Object.values(group));',
  ].join('\n');
}

/** Serves routeTableModule() for `contractApiFile` (shared/contract/api.ts), in builds only. */
export function contractRoutesPlugin(contractApiFile: string): Plugin {
  const target = path.resolve(contractApiFile);
  return {
    name: 'coach-contract-routes',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (path.resolve(id.split('?')[0]!) !== target) return null;
      // The contract is TypeScript importing zod: Vite's module runner loads it (not the config).
      const { module } = await runnerImport<Contract>(target);
      return routeTableModule(module.api);
    },
  };
}
