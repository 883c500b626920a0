/**
 * The route table itself: every route is unique, consistent with its path and has its handler
 * file under functions/api (checked on disk, as the CDK app and the local server derive it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, routes } from './api';
import { handlerPathOf } from './define-route';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const handlersRoot = path.join(repositoryRoot, 'functions/api');

function listTsFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listTsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Valid values of path placeholders whose format is not a plain id. */
const SAMPLE_PARAM: Record<string, string> = { meetingId: 'dr-id_1-20260105' };

const placeholders = (template: string) =>
  [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!);

describe('the route table', () => {
  it('lists every route of the api object once, in declaration order', () => {
    const declared = Object.values(api).flatMap((group) => Object.values(group));
    expect(routes).toEqual(declared);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('every route has a unique method + path', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every id is group.action matching its place in the api object', () => {
    for (const [group, members] of Object.entries(api)) {
      for (const [action, route] of Object.entries(members)) {
        expect(route.id).toBe(`${group}.${action}`);
        expect(route.handlerPath).toBe(handlerPathOf(route.id));
      }
    }
  });

  it('every path is under /api/ with well-formed segments', () => {
    for (const route of routes) {
      expect(route.path, route.id).toMatch(/^\/api(\/([a-z0-9-]+|\{[A-Za-z0-9_]+\}))+$/);
    }
  });

  it("every path placeholder is accepted by the route's params schema, and required by it", () => {
    for (const route of routes) {
      const names = placeholders(route.path);
      const filled = Object.fromEntries(names.map((name) => [name, SAMPLE_PARAM[name] ?? 'id_1']));
      expect(route.params.safeParse(filled).success, route.id).toBe(true);
      for (const name of names) {
        const { [name]: _omitted, ...rest } = filled;
        expect(route.params.safeParse(rest).success, `${route.id} without ${name}`).toBe(false);
      }
    }
  });

  it('reads are GET with read access and no body; writes have write access, a body unless DELETE; AI computations and other computations over a body are POSTs that only read', () => {
    for (const route of routes) {
      if (route.ai || (route.method === 'POST' && route.access === 'read')) {
        // e.g. 'Help me say it': a POST for its body, storing nothing (least privilege).
        expect(route.method, route.id).toBe('POST');
        expect(route.access, route.id).toBe('read');
        expect(route.body, route.id).not.toBeNull();
      } else if (route.method === 'GET') {
        expect(route.access, route.id).toBe('read');
        expect(route.body, route.id).toBeNull();
      } else if (route.method === 'DELETE') {
        expect(route.access, route.id).toBe('write');
        expect(route.body, route.id).toBeNull();
      } else {
        expect(route.access, route.id).toBe('write');
        expect(route.body, route.id).not.toBeNull();
      }
    }
  });

  it('creates answer 201, everything else 200', () => {
    for (const route of routes) {
      expect(route.successStatus, route.id).toBe(route.id.endsWith('.create') ? 201 : 200);
    }
  });
});

describe('handler files', () => {
  it.each(routes.map((route) => [route.id, route] as const))(
    '%s has functions/api/<handlerPath>.ts wired to its own route',
    (_id, route) => {
      const file = path.join(handlersRoot, `${route.handlerPath}.ts`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/export const handler\s*=/);
      expect(source).toContain(`route(api.${route.id},`);
    },
  );

  it('every file under functions/api is the handler of a route', () => {
    const expected = routes
      .map((route) => path.join(handlersRoot, `${route.handlerPath}.ts`))
      .sort();
    expect(listTsFiles(handlersRoot).sort()).toEqual(expected);
  });
});
