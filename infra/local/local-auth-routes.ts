/**
 * HTTP routes of the local token issuer (docs/architecture.md#local-token-issuer):
 * - POST /local-auth/sessions with `{ email, firstName?, lastName? }` → 200 `{ token, user }`
 * - GET /local-auth/.well-known/jwks.json → the public key set
 * - POST /local-auth/demo → 200 `{ token, user }` of the seeded demo account, in demo mode only
 *   (404 otherwise; demo/demo-mode.ts)
 * - GET /local-auth/demo → 200 `{ available }`: whether this server runs the demo, so the landing
 *   page's 'View demo' can say how to run it instead of making a sign-in that fails
 * Errors use the API's error body. Both sign-ins come from the server's own pages only, 403
 * `forbidden` otherwise, and `/sessions` takes JSON only, 415 `unsupported_media_type` otherwise
 * (sign-in-request-check.ts). Sign-ins are limited per email and per caller IP
 * (sign-in-rate-limit.ts): 429 `rate_limited` with `Retry-After`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError as error, sendJson as json } from './json-response';
import { readRequestBody, refuseOversizedBody } from './request-body';
import {
  SIGN_IN_RATE_LIMITED_MESSAGE,
  signInLimiter,
  type SignInLimiter,
} from './sign-in-rate-limit';
import {
  checkSignInBodyType,
  checkSignInOrigin,
  type SignInRequestVerdict,
} from './sign-in-request-check';
import { LOCAL_AUTH_PREFIX, sessionRequestSchema, type TokenIssuer } from './token-issuer';
import type { DemoMode } from './demo/demo-mode';

const MAX_BODY_BYTES = 16 * 1024;

async function readJson(
  request: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; status: number; message: string }> {
  const body = await readRequestBody(request, MAX_BODY_BYTES);
  if (body === null) return { ok: false, status: 413, message: 'Request body is too large' };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false, status: 400, message: 'Request body is not valid JSON' };
  }
}

/** Answers the refusal (403, 415) of the first failed check; true when it did. */
function refusedSignIn(response: ServerResponse, ...verdicts: SignInRequestVerdict[]): boolean {
  const refusal = verdicts.find((verdict) => !verdict.ok);
  if (!refusal || refusal.ok) return false;
  error(response, refusal.status, refusal.error);
  return true;
}

/** Answers 429 when `result` is a refusal; true when it did. */
function refused(response: ServerResponse, result: ReturnType<SignInLimiter['takeIp']>): boolean {
  if (result.allowed) return false;
  error(
    response,
    429,
    { code: 'rate_limited', message: SIGN_IN_RATE_LIMITED_MESSAGE },
    { 'retry-after': String(result.retryAfterSeconds) },
  );
  return true;
}

export async function handleLocalAuthRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  issuer: TokenIssuer,
  allowedOrigins: string[],
  demo?: Pick<DemoMode, 'signIn'>,
): Promise<void> {
  const route = url.pathname.slice(LOCAL_AUTH_PREFIX.length);
  if (route === '/.well-known/jwks.json') {
    if (request.method !== 'GET')
      return error(response, 405, { code: 'method_not_allowed', message: 'Use GET' });
    return json(response, 200, issuer.jwks(), { 'cache-control': 'public, max-age=300' });
  }
  const authorizedPartyOf = () => {
    const origin = String(request.headers.origin ?? '');
    return allowedOrigins.includes(origin) ? origin : allowedOrigins[0]!;
  };
  if (route === '/demo' && request.method === 'GET') {
    return json(response, 200, { available: Boolean(demo) });
  }
  if (route === '/demo' && demo) {
    if (request.method !== 'POST')
      return error(response, 405, { code: 'method_not_allowed', message: 'Use POST' });
    if (refusedSignIn(response, checkSignInOrigin(request.headers, allowedOrigins))) return;
    return json(response, 200, await demo.signIn(authorizedPartyOf()));
  }
  if (route === '/sessions') {
    if (request.method !== 'POST')
      return error(response, 405, { code: 'method_not_allowed', message: 'Use POST' });
    const ownOrigin = checkSignInOrigin(request.headers, allowedOrigins);
    if (refusedSignIn(response, ownOrigin, checkSignInBodyType(request.headers))) return;
    const limiter = signInLimiter();
    if (refused(response, limiter.takeIp(request.socket.remoteAddress ?? 'unknown'))) return;
    const body = await readJson(request);
    if (!body.ok && body.status === 413) {
      return refuseOversizedBody(request, response, body.message);
    }
    if (!body.ok) {
      return error(response, body.status, { code: 'invalid_json', message: body.message });
    }
    const parsed = sessionRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        location: 'body' as const,
        field: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      return error(response, 400, {
        code: 'validation_failed',
        message: `Invalid request body: ${details[0]?.field || 'body'}: ${details[0]?.message ?? 'invalid'}`,
        details,
      });
    }
    if (refused(response, limiter.takeEmail(parsed.data.email))) return;
    return json(response, 200, await issuer.createSession(parsed.data, authorizedPartyOf()));
  }
  return error(response, 404, {
    code: 'not_found',
    message: `No local-auth route ${url.pathname}`,
  });
}
