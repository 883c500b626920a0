/** The API's bound on token lifetimes: tokens without end are refused, Clerk's and ours fit. */
import { describe, expect, it } from 'vitest';
import { tokenLifetimeProblem } from './token-lifetime';

const iat = 1_700_000_000;

describe('tokenLifetimeProblem (what the API accepts)', () => {
  const now = iat + 10;

  it("accepts Clerk's 60 s session tokens and the local issuer's hour", () => {
    expect(tokenLifetimeProblem({ iat, exp: iat + 60 }, now, 5)).toBeNull();
    expect(tokenLifetimeProblem({ iat, exp: iat + 3600 }, now, 5)).toBeNull();
  });

  it('refuses exp years ahead, even with a one-hour lifetime that starts in the future', () => {
    const tenYears = 10 * 365 * 24 * 3600;
    expect(tokenLifetimeProblem({ iat, exp: iat + tenYears }, now, 5)).toMatch(/longer than/);
    expect(
      tokenLifetimeProblem({ iat: iat + tenYears - 3600, exp: iat + tenYears }, now, 5),
    ).toMatch(/more than 3600 s from now/);
  });

  it('allows the grace on exp-from-now only', () => {
    expect(tokenLifetimeProblem({ iat: now + 5, exp: now + 3605 }, now, 5)).toBeNull();
    expect(tokenLifetimeProblem({ iat: now + 6, exp: now + 3606 }, now, 5)).toMatch(/from now/);
    expect(tokenLifetimeProblem({ iat, exp: iat + 3601 }, now, 5)).toMatch(/longer than/);
  });

  it('refuses claims that are not numbers', () => {
    expect(tokenLifetimeProblem({ iat: String(iat), exp: iat + 60 }, now)).toMatch(/without iat/);
    expect(tokenLifetimeProblem({ iat, exp: null }, now)).toMatch(/without exp/);
  });
});
