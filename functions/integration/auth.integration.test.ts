/**
 * Authentication suite, generated from the contract's route table: every bearer route answers 401
 * with the error body to a request without a usable token, whatever else the request gets right
 * (valid params and body). The two OAuth callbacks (`auth: 'oauthState'`, the only routes without a
 * bearer check) take no token: without a valid state they redirect with `connectionError`, token or
 * not, and never answer 2xx. The bad tokens are signed with the local issuer's own key where possible, so
 * each one fails only for the claim under test; a correctly signed control token proves the
 * signing itself is sound. Among them, tokens without end: no `exp`, no `iat`, a lifetime over the
 * hour the API allows, or an `exp` years ahead (functions/lib/auth/token-lifetime.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type AnyRoute } from '../../shared/contract';
import { startLocalStack, type LocalStack } from '../../test-support/local-stack';
import { expectError } from '../../test-support/expect-response';
import {
  paramsFor,
  QUERY_LOOKUP_ROUTES,
  sampleBody,
  sampleQuery,
} from '../../test-support/route-samples';
import { MAX_TOKEN_LIFETIME_SECONDS } from '../../functions/lib/auth/token-lifetime';
import {
  decodeToken,
  generateForeignKey,
  readLocalSigningKey,
  sessionClaims,
  signToken,
  tamperPayload,
  unsignedToken,
  type SigningKey,
} from '../../test-support/tokens';

/** Every route that checks a bearer token: all but the OAuth callbacks. */
const bearerRoutes = routes.filter((route) => route.auth === 'bearer');
const callbackRoutes = routes.filter((route) => route.auth === 'oauthState');

let stack: LocalStack;
let localKey: SigningKey;
let validToken: string;
let userId: string;
const badTokens: Record<string, string> = {};

function claims(overrides: Parameters<typeof sessionClaims>[1] = {}) {
  return sessionClaims({ sub: userId, issuer: stack.issuer, azp: stack.url }, overrides);
}

function send(route: AnyRoute, headers: Record<string, string>) {
  return stack.api().call(route, {
    params: paramsFor(route),
    query: sampleQuery(route),
    body: sampleBody(route),
    headers,
  });
}

beforeAll(async () => {
  stack = await startLocalStack();
  const session = await stack.signIn('auth-suite@example.com');
  validToken = session.token;
  userId = session.user.id;
  localKey = await readLocalSigningKey(stack.dataDir);
  const now = Math.floor(Date.now() / 1000);

  badTokens['expired'] = await signToken(
    localKey,
    claims({ iat: now - 7200, nbf: now - 7200, exp: now - 3600 }),
  );
  badTokens['wrong issuer'] = await signToken(
    localKey,
    claims({ iss: 'https://issuer.example.com/local-auth' }),
  );
  badTokens['tampered payload'] = tamperPayload(validToken, (payload) => ({
    ...payload,
    sub: 'user_someone_else',
  }));
  badTokens['alg none'] = unsignedToken(claims(), localKey.kid);
  badTokens['signed by another key with the right kid and iss'] = await signToken(
    await generateForeignKey(localKey.kid),
    claims(),
  );
  badTokens['azp not an allowed origin'] = await signToken(
    localKey,
    claims({ azp: 'https://evil.example.com' }),
  );
  badTokens['not yet valid'] = await signToken(
    localKey,
    claims({ nbf: now + 600, iat: now, exp: now + 3600 }),
  );
  badTokens['no subject'] = await signToken(localKey, claims({ sub: undefined }));
  const tenYears = 10 * 365 * 24 * 3600;
  badTokens['no exp'] = await signToken(localKey, claims({ exp: undefined }));
  badTokens['no iat'] = await signToken(localKey, claims({ iat: undefined, exp: now + 600 }));
  badTokens['exp ten years ahead'] = await signToken(localKey, claims({ exp: now + tenYears }));
  badTokens['valid 90 minutes, half of it left'] = await signToken(
    localKey,
    claims({ iat: now - 2700, nbf: now - 2700, exp: now + 2700 }),
  );
  badTokens['a one-hour lifetime ending ten years ahead'] = await signToken(
    localKey,
    claims({ iat: now + tenYears - 3600, exp: now + tenYears }),
  );
  badTokens['not a JWT'] = 'not-a-jwt';
});

afterAll(async () => {
  await stack?.close();
});

it('the contract has routes to test', () => {
  expect(routes.length).toBeGreaterThan(0);
});

describe('control: correctly signed tokens are accepted', () => {
  it('a token signed here with the local key and the issuer claims passes on every read route', async () => {
    const token = await signToken(localKey, claims());
    expect(decodeToken(token).header).toMatchObject({ alg: 'RS256', kid: localKey.kid });
    for (const route of bearerRoutes.filter(
      (candidate) => candidate.method === 'GET' && !candidate.path.includes('{'),
    )) {
      const response = await stack.api(token).call(route, { query: sampleQuery(route) });
      // A lookup of the sample's (unknown) item gets past authentication to a 404.
      const expected = QUERY_LOOKUP_ROUTES.has(route.id) ? 404 : 200;
      expect(response.status, `${route.id}: ${response.text}`).toBe(expected);
    }
  });

  it('the token from the local issuer passes, and its lifetime is within the bound', async () => {
    const response = await stack.api(validToken).get('/api/profile');
    expect(response.status).toBe(200);
    const { iat, exp } = decodeToken(validToken).payload as { iat: number; exp: number };
    expect(exp - iat).toBeLessThanOrEqual(MAX_TOKEN_LIFETIME_SECONDS);
  });

  it("a token shaped like Clerk's (valid 60 s) and one at the bound (an hour) pass", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const lifetime of [60, MAX_TOKEN_LIFETIME_SECONDS]) {
      const token = await signToken(
        localKey,
        claims({ iat: now, nbf: now - 10, exp: now + lifetime }),
      );
      const response = await stack.api(token).get('/api/profile');
      expect(response.status, `${lifetime} s`).toBe(200);
    }
  });
});

describe.each(bearerRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_, route) => {
    const noToken: Record<string, Record<string, string>> = {
      'no Authorization header': {},
      'an empty bearer': { authorization: 'Bearer ' },
      'a Basic credential': { authorization: 'Basic dXNlcjpwYXNzd29yZA==' },
    };

    it.each(Object.entries(noToken))('401 without a token: %s', async (_label, headers) => {
      const response = await send(route, headers);
      expectError(response, 401, 'unauthorized');
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });

    it('401 when the token is sent without the Bearer scheme', async () => {
      const response = await send(route, { authorization: validToken });
      expectError(response, 401, 'unauthorized');
    });

    it('401 for every bad token', async () => {
      expect(Object.keys(badTokens).length).toBeGreaterThanOrEqual(7);
      for (const [label, token] of Object.entries(badTokens)) {
        const response = await send(route, { authorization: `Bearer ${token}` });
        expect(response.status, `${label}: ${response.text}`).toBe(401);
        expectError(response, 401, 'unauthorized');
      }
    });
  },
);

describe('the OAuth callbacks: no bearer check, the state is validated instead', () => {
  it('are exactly the two callbacks', () => {
    expect(callbackRoutes.map((route) => route.path)).toEqual([
      '/api/auth/google/callback',
      '/api/auth/slack/callback',
    ]);
  });

  it.each(callbackRoutes.map((route) => [route.path, route] as const))(
    '%s redirects with connectionError for a bad state, with or without a token',
    async (_path, route) => {
      const provider = route.path.split('/')[3];
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${validToken}` },
        ...Object.values(badTokens).map((token) => ({ authorization: `Bearer ${token}` })),
      ];
      for (const headers of attempts) {
        const response = await stack.api().call(route, {
          query: { code: 'a-code', state: 'not-a-state-we-issued' },
          headers,
        });
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe(`/profile?connectionError=${provider}`);
      }
    },
  );
});

it('no route answers 2xx without a valid token', async () => {
  const attempts: string[] = [];
  for (const route of routes) {
    for (const headers of [
      {},
      ...Object.values(badTokens).map((token) => ({ authorization: `Bearer ${token}` })),
    ]) {
      const response = await send(route, headers);
      if (response.status < 300) attempts.push(`${route.id} → ${response.status}`);
    }
  }
  expect(attempts).toEqual([]);
});

it('a rejected write changed nothing: the data of the token subject is still empty', async () => {
  const user = stack.api(validToken);
  const profile = await user.get('/api/profile');
  expect(profile.body).toMatchObject({
    firstName: '',
    onboardingCompleted: false,
    createdAt: null,
  });
  for (const path of ['/api/direct-reports', '/api/bosses']) {
    const list = await user.get(path, { query: { includeArchived: '1' } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  }
  const notes = await user.get('/api/notes');
  expect(notes.status).toBe(200);
  expect(notes.body).toEqual({ notes: [], nextCursor: null });
});
