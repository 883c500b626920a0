/**
 * The sign-in limit of the local issuer's `POST /local-auth/sessions` (docs/api.md#fair-limits),
 * stricter than the API's request limit: a token bucket per email — a burst of `SIGN_IN_BURST`
 * (default 10), refilled at `SIGN_IN_PER_MINUTE` (default 10) per minute — and one per caller IP
 * with six times both. In memory (functions/lib/http/token-bucket.ts). Past either: 429
 * `rate_limited` with `Retry-After` and the error body.
 */
import {
  positiveNumberFromEnv,
  TokenBuckets,
  type TakeResult,
} from '../../functions/lib/http/token-bucket';

export const DEFAULT_SIGN_IN_BURST = 10;
export const DEFAULT_SIGN_IN_PER_MINUTE = 10;
/** The IP bucket holds this many times the email bucket (several people behind one address). */
const IP_FACTOR = 6;

export const SIGN_IN_RATE_LIMITED_MESSAGE =
  'Too many sign-in attempts: wait a moment and try again';

function createSignInLimiter(burst: number, perSecond: number) {
  const byEmail = new TokenBuckets({ burst, perSecond });
  const byIp = new TokenBuckets({ burst: burst * IP_FACTOR, perSecond: perSecond * IP_FACTOR });
  return {
    /** Counts an attempt from this address. */
    takeIp: (ip: string): TakeResult => byIp.take(ip),
    /** Counts an attempt for this (normalised) email. */
    takeEmail: (email: string): TakeResult => byEmail.take(email),
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

let cached: { settings: string; limiter: SignInLimiter } | undefined;

/** The process's sign-in buckets for the current settings (new ones when the environment changes). */
export function signInLimiter(env: NodeJS.ProcessEnv = process.env): SignInLimiter {
  const burst = positiveNumberFromEnv('SIGN_IN_BURST', DEFAULT_SIGN_IN_BURST, env);
  const perMinute = positiveNumberFromEnv('SIGN_IN_PER_MINUTE', DEFAULT_SIGN_IN_PER_MINUTE, env);
  const settings = `${burst}/${perMinute}`;
  if (cached?.settings !== settings) {
    cached = { settings, limiter: createSignInLimiter(burst, perMinute / 60) };
  }
  return cached.limiter;
}
