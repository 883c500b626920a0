/**
 * Binds a started connection to the browser that started it (RFC 9700 §4.7.1): starting sets an
 * HttpOnly, SameSite=Lax cookie holding a random nonce, scoped to the provider's callback path and
 * living as long as the state; the state item keeps only the nonce's SHA-256. The callback refuses
 * a state presented without the matching cookie — so an authorisation URL made for one user and
 * completed in another user's browser (e.g. sent to a victim) connects nobody. Lax cookies are sent
 * on the provider's top-level GET redirect back to the callback.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { googleAuthRoutes } from '../../../../shared/contract/routes/google-auth';
import { slackAuthRoutes } from '../../../../shared/contract/routes/slack-auth';
import {
  CONNECTION_STATE_TTL_SECONDS,
  type IntegrationProvider,
} from '../../../../shared/domain/integrations';

const CALLBACK_PATHS: Readonly<Record<IntegrationProvider, string>> = {
  google: googleAuthRoutes.callback.path,
  slack: slackAuthRoutes.callback.path,
};

/** The cookie's name for a provider, e.g. `coach_oauth_google`. */
export function bindingCookieName(provider: IntegrationProvider): string {
  return `coach_oauth_${provider}`;
}

/** A random value, base64url: 256 bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, base64url. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

/** Whether `value` hashes to `expectedHash` (constant time). */
export function matchesHash(value: string | undefined, expectedHash: string): boolean {
  if (!value) return false;
  const actual = Buffer.from(sha256(value));
  const expected = Buffer.from(expectedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function cookie(provider: IntegrationProvider, value: string, maxAge: number, secure: boolean) {
  return [
    `${bindingCookieName(provider)}=${value}`,
    `Path=${CALLBACK_PATHS[provider]}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie for a new binding nonce (Secure when the public URL is https). */
export function bindingCookie(provider: IntegrationProvider, nonce: string, secure: boolean) {
  return cookie(provider, nonce, CONNECTION_STATE_TTL_SECONDS, secure);
}

/** Set-Cookie that removes the binding once the callback ran. */
export function clearedBindingCookie(provider: IntegrationProvider, secure: boolean) {
  return cookie(provider, '', 0, secure);
}
