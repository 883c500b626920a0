/**
 * Only CloudFront may call the API (docs/api.md#fair-limits): the distribution adds
 * the header {@link ORIGIN_VERIFY_HEADER} with a secret (a Secrets Manager value the stack
 * generates, infra/lib/origin-secret.ts) to every `/api/*` request it forwards, and each function
 * gets the same value as `ORIGIN_VERIFY_SECRET`. A request without it — someone calling the
 * execute-api endpoint (or the API's custom domain) directly, around the WAF — is answered 421
 * `misdirected_request` before anything else runs. Unset (the local server, tests): no check.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const MISDIRECTED_MESSAGE = 'Call the API through the site, not its endpoint directly';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request came through CloudFront (always true when no secret is configured). */
export function isFromOrigin(
  headerValue: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const secret = env.ORIGIN_VERIFY_SECRET;
  if (!secret) return true;
  return headerValue !== undefined && timingSafeEqual(digest(headerValue), digest(secret));
}
