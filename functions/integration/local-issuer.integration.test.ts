/**
 * The local token issuer (stand-in for Clerk) over real HTTP: stable user ids per email (also
 * across a restart on the same data directory), RS256 tokens with a kid shaped like Clerk session
 * tokens, a JWKS publishing that kid and no private key material, validation of the request, and
 * sign-ins taken only as JSON from the server's own pages (403 from another origin, 415 for another
 * body type), with nothing stored for a refused one.
 *
 * The API is not called here after the restart: functions/lib/config.ts keeps the first stack's
 * issuer and table for the rest of this process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import {
  createTempDataDir,
  removeDataDir,
  startLocalStack,
  type LocalStack,
} from '../../test-support/local-stack';
import { expectError } from '../../test-support/expect-response';
import { decodeToken } from '../../test-support/tokens';

let dataDir: string;
let stack: LocalStack;

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  return stack.api().request('POST', `/local-auth${path}`, { rawBody: body, headers });
}

async function jwks(target: LocalStack = stack): Promise<JSONWebKeySet> {
  const response = await target.api().get('/local-auth/.well-known/jwks.json');
  expect(response.status).toBe(200);
  return response.body as JSONWebKeySet;
}

beforeAll(async () => {
  dataDir = await createTempDataDir();
  stack = await startLocalStack({ dataDir });
});

afterAll(async () => {
  await stack?.close();
  await removeDataDir(dataDir);
});

describe('sessions', () => {
  it('returns a token and the user; names given are stored', async () => {
    const session = await stack.signIn('Jo.Doe@Example.com', {
      firstName: ' Jo ',
      lastName: 'Doe',
    });
    expect(session.user).toEqual({
      id: expect.stringMatching(/^user_[0-9a-f]{27}$/),
      email: 'jo.doe@example.com',
      firstName: 'Jo',
      lastName: 'Doe',
    });
    expect(session.token.split('.')).toHaveLength(3);

    const again = await stack.signIn('jo.doe@example.com');
    expect(again.user).toEqual(session.user);
    expect(again.token).not.toBe(session.token);
  });

  it('the same email always gets the same user id; another email another id', async () => {
    const first = await stack.signIn('same@example.com');
    const second = await stack.signIn('  SAME@example.com ');
    const other = await stack.signIn('other@example.com');
    expect(second.user.id).toBe(first.user.id);
    expect(other.user.id).not.toBe(first.user.id);
  });

  it('a token from the issuer is accepted by the API as that user', async () => {
    const { token } = await stack.signIn('api-user@example.com');
    const response = await stack.api(token).get('/api/onboarding/status');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ onboardingCompleted: false });
  });

  it('the token is RS256 with a kid and carries sub, sid, azp, iss, iat, nbf, exp (one hour) and email', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { token, user } = await stack.signIn('claims@example.com');
    const after = Math.floor(Date.now() / 1000);
    const { header, payload } = decodeToken(token);

    expect(header).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(String(header.kid).length).toBeGreaterThan(0);
    expect(Object.keys(payload).sort()).toEqual([
      'azp',
      'email',
      'exp',
      'iat',
      'iss',
      'nbf',
      'sid',
      'sub',
    ]);
    expect(payload).toMatchObject({
      sub: user.id,
      email: 'claims@example.com',
      sid: expect.stringMatching(/^sess_/),
      azp: stack.url,
      iss: stack.issuer,
    });
    const iat = payload.iat as number;
    expect(iat).toBeGreaterThanOrEqual(before);
    expect(iat).toBeLessThanOrEqual(after);
    expect(payload.nbf).toBe(iat);
    expect((payload.exp as number) - iat).toBe(3600);
  });

  it('azp is the request origin when it is one of the server origins; without one, the server url', async () => {
    const alternative = `http://127.0.0.1:${stack.port}`;
    const fromAlternative = await post('/sessions', JSON.stringify({ email: 'azp@example.com' }), {
      origin: alternative,
    });
    expect(decodeToken((fromAlternative.body as { token: string }).token).payload.azp).toBe(
      alternative,
    );

    const noBrowser = await post('/sessions', JSON.stringify({ email: 'azp@example.com' }));
    expect(decodeToken((noBrowser.body as { token: string }).token).payload.azp).toBe(stack.url);
  });

  it('the JWKS publishes the kid of the tokens, verifies them, and holds no private key', async () => {
    const { token } = await stack.signIn('jwks@example.com');
    const set = await jwks();
    expect(set.keys).toHaveLength(1);
    const [key] = set.keys;
    expect(key).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: decodeToken(token).header.kid,
    });
    for (const privateField of ['d', 'p', 'q', 'dp', 'dq', 'qi']) {
      expect(key).not.toHaveProperty(privateField);
    }
    const { payload } = await jwtVerify(token, createLocalJWKSet(set), { issuer: stack.issuer });
    expect(payload.sub).toMatch(/^user_/);
  });
});

describe('bad requests', () => {
  it.each([
    ['not an email', { email: 'not-an-email' }],
    ['no email', { firstName: 'No' }],
    ['an empty email', { email: '' }],
    ['a number', { email: 42 }],
  ])('400 validation_failed for %s', async (_label, body) => {
    const error = expectError(
      await post('/sessions', JSON.stringify(body)),
      400,
      'validation_failed',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['email']);
  });

  it('400 invalid_json for malformed JSON', async () => {
    expectError(await post('/sessions', '{"email":'), 400, 'invalid_json');
  });

  it('404 for an unknown local-auth path; 405 for the wrong method', async () => {
    expectError(await stack.api().get('/local-auth/nope'), 404, 'not_found');
    expect((await stack.api().get('/local-auth/sessions')).status).toBe(405);
  });
});

describe('sign-ins from other sites are refused', () => {
  const FOREIGN = 'https://evil.example.com';

  /** The stored names of `email`, read back through a plain sign-in. */
  async function namesOf(email: string) {
    const { user } = await stack.signIn(email);
    return { firstName: user.firstName, lastName: user.lastName };
  }

  it('a text/plain post from another origin (a cross-site form or no-cors fetch): 403, nothing stored', async () => {
    await stack.signIn('victim@example.com', { firstName: 'Vic', lastName: 'Tim' });
    const response = await post(
      '/sessions',
      JSON.stringify({ email: 'victim@example.com', firstName: 'Evil' }),
      { 'content-type': 'text/plain', origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    );
    const error = expectError(response, 403, 'forbidden');
    expect(error.details?.map((detail) => detail.field)).toEqual(['origin']);
    expect(response.body).not.toHaveProperty('token');
    expect(await namesOf('victim@example.com')).toEqual({ firstName: 'Vic', lastName: 'Tim' });
  });

  it.each([
    ['another origin', { origin: FOREIGN }, 'origin'],
    ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }, 'origin'],
    ['another port of this host', { origin: 'http://localhost:1' }, 'origin'],
    ['Sec-Fetch-Site same-site, no Origin', { 'sec-fetch-site': 'same-site' }, 'sec-fetch-site'],
    ['Sec-Fetch-Site cross-site, no Origin', { 'sec-fetch-site': 'cross-site' }, 'sec-fetch-site'],
  ])('JSON from %s: 403 forbidden on that header', async (_label, headers, field) => {
    const error = expectError(
      await post('/sessions', JSON.stringify({ email: 'someone@example.com' }), headers),
      403,
      'forbidden',
    );
    expect(error.message).toBe("Sign-ins are accepted only from this app's own pages");
    expect(error.details?.map((detail) => detail.field)).toEqual([field]);
  });

  it('the own origin with Sec-Fetch-Site cross-site (a forged or relayed Origin): 403', async () => {
    const error = expectError(
      await post('/sessions', JSON.stringify({ email: 'someone@example.com' }), {
        origin: stack.url,
        'sec-fetch-site': 'cross-site',
      }),
      403,
      'forbidden',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['sec-fetch-site']);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form-encoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON-ish text', 'text/json'],
  ])('a %s body from the own origin: 415 unsupported_media_type', async (_label, type) => {
    const error = expectError(
      await post('/sessions', JSON.stringify({ email: 'someone@example.com' }), {
        'content-type': type,
        origin: stack.url,
        'sec-fetch-site': 'same-origin',
      }),
      415,
      'unsupported_media_type',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['content-type']);
  });

  it("the app's own pages sign in: JSON, the server's origins, Sec-Fetch-Site same-origin", async () => {
    for (const origin of [stack.url, `http://127.0.0.1:${stack.port}`]) {
      const response = await post('/sessions', JSON.stringify({ email: 'own@example.com' }), {
        'content-type': 'application/json; charset=utf-8',
        origin,
        'sec-fetch-site': 'same-origin',
      });
      expect(response.status, response.text).toBe(200);
      expect(decodeToken((response.body as { token: string }).token).payload.azp).toBe(origin);
    }
  });
});

describe('restart on the same data directory', () => {
  it('keeps the signing key and gives every email the same user id', async () => {
    const before = await stack.signIn('restart@example.com', {
      firstName: 'Ria',
      lastName: 'Start',
    });
    const kidBefore = decodeToken(before.token).header.kid;
    await stack.close();

    stack = await startLocalStack({ dataDir });
    const after = await stack.signIn('restart@example.com');
    expect(after.user).toEqual(before.user);
    expect(decodeToken(after.token).header.kid).toBe(kidBefore);
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([kidBefore]);
    expect(decodeToken(after.token).payload.iss).toBe(stack.issuer);
  });
});
