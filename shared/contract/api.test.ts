/**
 * The route table itself: every route is unique, consistent with its path and has its handler
 * file under functions/api (checked on disk, as the CDK app and the local server derive it),
 * wrapped by the wrapper of its `auth`; the OAuth callbacks are the only routes without a bearer
 * check, and only the token-handling routes touch integration tokens.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, routes } from './api';
import { handlerPathOf } from './define-route';
import { oauthCallbackQuerySchema, oauthRedirectSchema } from './schemas/integrations';

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
const SAMPLE_PARAM: Record<string, string> = { meetingId: 'dr-id_1-20260105', provider: 'google' };

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

  it('reads are GET with read access and no body; writes have write access, a body unless DELETE; AI computations and other computations over a body are POSTs that only read; OAuth callbacks are GETs that write', () => {
    for (const route of routes) {
      if (route.auth === 'oauthState') {
        // The provider redirects the browser here (a GET); the tokens are stored.
        expect(route.method, route.id).toBe('GET');
        expect(route.access, route.id).toBe('write');
        expect(route.body, route.id).toBeNull();
      } else if (route.ai || (route.method === 'POST' && route.access === 'read')) {
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

  it('creates answer 201, OAuth callbacks redirect (302), everything else 200', () => {
    for (const route of routes) {
      const expected = route.auth === 'oauthState' ? 302 : route.id.endsWith('.create') ? 201 : 200;
      expect(route.successStatus, route.id).toBe(expected);
    }
  });
});

describe('authentication in the route table', () => {
  it('the two OAuth callbacks are the only routes without a bearer check', () => {
    expect(routes.filter((route) => route.auth !== 'bearer').map((route) => route.id)).toEqual([
      api.googleAuth.callback.id,
      api.slackAuth.callback.id,
    ]);
    for (const route of routes) expect(['bearer', 'oauthState'], route.id).toContain(route.auth);
  });

  it('the callbacks take what a provider sends and answer a redirect into the app', () => {
    for (const route of [api.googleAuth.callback, api.slackAuth.callback]) {
      expect(route.path, route.id).toMatch(/^\/api\/auth\/[a-z]+\/callback$/);
      expect(route.query, route.id).toBe(oauthCallbackQuerySchema);
      expect(route.response, route.id).toBe(oauthRedirectSchema);
    }
  });
});

describe('integration tokens and client secrets in the route table', () => {
  /** Route id → `value(route)`, for the routes where it is set. */
  const byRoute = (value: (route: (typeof routes)[number]) => unknown) =>
    Object.fromEntries(
      routes.flatMap((route) => (value(route) ? [[route.id, value(route)] as const] : [])),
    );

  it('only the callbacks encrypt tokens, the disconnect decrypts them, the calendar sync both (a refresh)', () => {
    expect(byRoute((route) => route.integrations?.tokens)).toEqual({
      'googleAuth.callback': 'encrypt',
      'slackAuth.callback': 'encrypt',
      'integrations.remove': 'decrypt',
      'calendar.sync': 'encryptDecrypt',
    });
  });

  it('only the callbacks and the calendar sync (a refresh) read a client secret, each its own provider only', () => {
    expect(
      byRoute((route) => route.integrations?.clientSecret && route.integrations.providers),
    ).toEqual({
      'googleAuth.callback': ['google'],
      'slackAuth.callback': ['slack'],
      'calendar.sync': ['google'],
    });
  });
});

describe('handler files', () => {
  it.each(routes.map((route) => [route.id, route] as const))(
    '%s has functions/api/<handlerPath>.ts wired to its own route, imported from its resource module',
    (_id, route) => {
      const file = path.join(handlersRoot, `${route.handlerPath}.ts`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/export const handler\s*=/);
      // Bearer routes through route(), the callbacks through the wrapper that checks no token.
      const wrapper = route.auth === 'bearer' ? 'route' : 'oauthCallbackRoute';
      const [resource, name] = route.id.split('.');
      expect(source).toMatch(new RegExp(`(^|[^A-Za-z])${wrapper}\\(${resource}Routes\\.${name},`));
      // Its own resource's routes module only, never the whole contract (fast cold starts).
      expect(source).not.toMatch(/from '[./]*shared\/contract(\/api|\/index)?'/);
    },
  );

  it('every file under functions/api is the handler of a route', () => {
    const expected = routes
      .map((route) => path.join(handlersRoot, `${route.handlerPath}.ts`))
      .sort();
    expect(listTsFiles(handlersRoot).sort()).toEqual(expected);
  });
});
