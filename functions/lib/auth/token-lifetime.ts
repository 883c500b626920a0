/**
 * The bound on a bearer token's lifetime (docs/api.md#conventions): a token must carry `iat` and
 * `exp`, live at most {@link MAX_TOKEN_LIFETIME_SECONDS} (`exp − iat`), and expire no further than
 * that from now. Clerk's session tokens live 60 s and the local issuer's one hour, so both fit; a
 * correctly signed token without `exp`, or one valid for years, does not. The verifier
 * (verify-token.ts) and the local issuer (infra/local/ token-issuer.ts) apply the same rule.
 */

/** The longest lifetime a token may have, and the furthest its `exp` may be from now: one hour. */
export const MAX_TOKEN_LIFETIME_SECONDS = 60 * 60;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * What is wrong with a token's lifetime, or null when it fits the bound. Times are epoch seconds;
 * `graceSeconds` allows for clock skew on the `exp`-from-now check only.
 * @returns a phrase naming the broken rule, e.g. 'a token without exp'.
 */
export function tokenLifetimeProblem(
  claims: { iat?: unknown; exp?: unknown },
  nowSeconds: number,
  graceSeconds = 0,
): string | null {
  const { iat, exp } = claims;
  if (!isTime(exp)) return 'a token without exp';
  if (!isTime(iat)) return 'a token without iat';
  if (exp <= iat) return 'a token whose exp is not after its iat';
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) {
    return `a token valid longer than ${MAX_TOKEN_LIFETIME_SECONDS} s`;
  }
  if (exp - nowSeconds > MAX_TOKEN_LIFETIME_SECONDS + graceSeconds) {
    return `a token expiring more than ${MAX_TOKEN_LIFETIME_SECONDS} s from now`;
  }
  return null;
}
