/**
 * Bearer token verification (docs/api.md#conventions). Clerk session tokens in the cloud and
 * the local issuer's tokens locally are verified by the same code with aws-jwt-verify: RS256
 * signature against the issuer's JWKS, `iss`, `exp`/`nbf` with 5 s grace, `azp` against the
 * allowed origins, and a bounded lifetime (token-lifetime.ts: `iat` and `exp` required, valid at
 * most an hour, expiring at most an hour from now). The user id is the token's `sub`, the only
 * source of identity. A token that passed is remembered until its `exp` (token-cache.ts), so a
 * warm instance verifies each token once.
 */
import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { getConfig } from '../config';
import { UnauthorizedError } from '../errors';
import { createTokenCache } from './token-cache';
import { tokenLifetimeProblem } from './token-lifetime';

export interface VerifiedIdentity {
  /** The token's `sub`: the user id every item is keyed by. */
  userId: string;
  /** The token's `sid` (session id), when present. */
  sessionId?: string;
  /**
   * The user's email when the token carries an `email` claim (the local issuer does; Clerk does
   * when its session token is customised with `"email": "{{user.primary_email_address}}"`).
   */
  email?: string;
}

/** User ids become part of partition keys: keep them to a safe alphabet. */
const USER_ID_PATTERN = /^[A-Za-z0-9_|.:@-]{1,128}$/;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Clock skew allowed on `exp`, `nbf` and the lifetime bound, seconds. */
const GRACE_SECONDS = 5;

/**
 * aws-jwt-verify's built-in fetcher only speaks https; the local issuer serves its JWKS over plain
 * http on loopback, which this fetcher allows and nothing else. It uses node:http like the built-in
 * one uses node:https, taken with process.getBuiltinModule: the global fetch, and an ES module
 * import of node:http, load undici (Node's fetch) on first use, which the cloud never does — a
 * local cold start costs what it costs in the cloud (docs/performance.md#cold-starts).
 */
const loopbackFetcher: Fetcher = {
  fetch(uri) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const { get } = process.getBuiltinModule('node:http');
      const request = get(uri, { timeout: 3000 }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`JWKS fetch failed with ${response.statusCode}`));
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)).buffer));
      });
      request.on('timeout', () => request.destroy(new Error('JWKS fetch timed out')));
      request.on('error', reject);
    });
  },
};

function createVerifier() {
  const { issuer, jwksUri, authorizedParties } = getConfig().auth;
  const url = new URL(jwksUri);
  const useLoopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  return JwtVerifier.create(
    {
      issuer,
      jwksUri,
      audience: null,
      graceSeconds: GRACE_SECONDS,
      customJwtCheck: ({ payload }) => {
        const lifetime = tokenLifetimeProblem(payload, Date.now() / 1000, GRACE_SECONDS);
        if (lifetime) throw new Error(`Refusing ${lifetime}`);
        if (typeof payload.sub !== 'string' || !USER_ID_PATTERN.test(payload.sub)) {
          throw new Error('Token subject is missing or malformed');
        }
        if (authorizedParties.length > 0 && !authorizedParties.includes(String(payload.azp))) {
          throw new Error('Token azp is not an allowed origin');
        }
      },
    },
    useLoopbackHttp ? { jwksCache: new SimpleJwksCache({ fetcher: loopbackFetcher }) } : undefined,
  );
}

let verifier: ReturnType<typeof createVerifier> | undefined;

/** Verified tokens kept per instance (a few hundred bytes each). */
export const VERIFIED_TOKENS_KEPT = 1000;
const verifiedTokens = createTokenCache<VerifiedIdentity>({ maxEntries: VERIFIED_TOKENS_KEPT });

/**
 * Verifies an `Authorization` header value ('Bearer <jwt>').
 * @throws UnauthorizedError when the header is missing or the token fails any check.
 */
export async function verifyAuthorizationHeader(
  header: string | undefined,
): Promise<VerifiedIdentity> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw new UnauthorizedError('Missing bearer token');
  const jwtVerifier = (verifier ??= createVerifier());
  try {
    return await verifiedTokens.verify(match[1], async (token) => {
      const payload = await jwtVerifier.verify(token);
      return {
        value: {
          userId: payload.sub as string,
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
          ...(typeof payload.email === 'string' && payload.email.length <= 254
            ? { email: payload.email }
            : {}),
        },
        // Present: the lifetime check refuses a token without exp.
        exp: payload.exp as number,
      };
    });
  } catch {
    throw new UnauthorizedError('Invalid or expired token');
  }
}
