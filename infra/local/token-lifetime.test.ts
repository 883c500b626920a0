/** The local issuer's guard on token lifetimes: it never signs a token the API would refuse. */
import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LIFETIME_SECONDS } from '../../functions/lib/auth/token-lifetime';
import { assertTokenLifetime, MAX_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS } from './token-issuer';

const iat = 1_700_000_000;

describe('assertTokenLifetime (what the issuer signs)', () => {
  it('accepts the issued lifetime and anything shorter: within the API bound', () => {
    expect(MAX_TOKEN_TTL_SECONDS).toBe(MAX_TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_TTL_SECONDS).toBeLessThanOrEqual(MAX_TOKEN_TTL_SECONDS);
    expect(() => assertTokenLifetime({ iat, exp: iat + TOKEN_TTL_SECONDS })).not.toThrow();
    expect(() => assertTokenLifetime({ iat, exp: iat + 1 })).not.toThrow();
  });

  it('refuses a token without exp or iat', () => {
    expect(() => assertTokenLifetime({ iat })).toThrow(/without exp/);
    expect(() => assertTokenLifetime({ iat, exp: Number.NaN })).toThrow(/without exp/);
    expect(() => assertTokenLifetime({ exp: iat })).toThrow(/without iat/);
  });

  it('refuses a lifetime over an hour, or an exp not after iat', () => {
    expect(() => assertTokenLifetime({ iat, exp: iat + MAX_TOKEN_TTL_SECONDS + 1 })).toThrow(
      /longer than 3600/,
    );
    expect(() => assertTokenLifetime({ iat, exp: iat })).toThrow(/not after/);
  });
});
