/**
 * Fair limits (docs/api.md#fair-limits) on the local stack, with small limits from the environment
 * (docs/operations.md#configuration): the per-user request limit of every `/api` route and the
 * sign-in limit of the local issuer. After the documented burst the next call is a 429
 * `rate_limited` with `Retry-After` (whole seconds) and the error body; another user (another
 * email) is not affected; after waiting `Retry-After` seconds the call works again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { LOCAL_AUTH_PREFIX } from '../../infra/local/token-issuer';
import { startLocalStack, type ApiResponse, type LocalStack } from '../../test-support/local-stack';
import { expectError } from '../../test-support/expect-response';

const BURST = 5;
const SIGN_IN_BURST = 2;

let stack: LocalStack;

beforeAll(async () => {
  process.env.REQUEST_RATE_BURST = String(BURST);
  process.env.REQUEST_RATE_PER_SECOND = '0.5';
  process.env.SIGN_IN_BURST = String(SIGN_IN_BURST);
  process.env.SIGN_IN_PER_MINUTE = '60';
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
  for (const name of [
    'REQUEST_RATE_BURST',
    'REQUEST_RATE_PER_SECOND',
    'SIGN_IN_BURST',
    'SIGN_IN_PER_MINUTE',
  ]) {
    delete process.env[name];
  }
});

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Asserts a 429 `rate_limited` with a whole-seconds Retry-After; returns it. */
function expectRateLimited(response: ApiResponse): number {
  expectError(response, 429, 'rate_limited');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter), `Retry-After: ${retryAfter}`).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

describe('the per-user request limit', () => {
  it(`answers 429 after a burst of ${BURST}, spares other users, and lets the user back in after Retry-After`, async () => {
    const user = stack.api((await stack.signIn('burst@example.com')).token);
    const other = stack.api((await stack.signIn('burst-other@example.com')).token);
    // Warm the handlers up first (as another user), so the burst is sent faster than the refill.
    await other.call(api.profile.get);
    await other.call(api.directReports.list);
    for (let call = 0; call < BURST; call += 1) {
      const response = await user.call(api.profile.get);
      expect(response.status, response.text).not.toBe(429);
    }
    const limited = await user.call(api.directReports.list);
    const retryAfter = expectRateLimited(limited);
    expect(retryAfter).toBeLessThanOrEqual(2);

    expect((await other.call(api.directReports.list)).status).toBe(200);

    await wait(retryAfter);
    expect((await user.call(api.directReports.list)).status).toBe(200);
  });
});

describe('the sign-in limit', () => {
  const signIn = (email: string) => stack.api().post(`${LOCAL_AUTH_PREFIX}/sessions`, { email });

  it(`answers 429 after ${SIGN_IN_BURST} sign-ins of one email, spares another email, and lets it back in after Retry-After`, async () => {
    for (let call = 0; call < SIGN_IN_BURST; call += 1) {
      expect((await signIn('again@example.com')).status).toBe(200);
    }
    const limited = await signIn('again@example.com');
    const retryAfter = expectRateLimited(limited);
    expect((await signIn('someone-else@example.com')).status).toBe(200);
    await wait(retryAfter);
    expect((await signIn('again@example.com')).status).toBe(200);
  });
});
