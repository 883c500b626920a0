/** The local issuer's guard on token lifetimes (issue 11 item 1): never without exp, never > 1 h. */
import { describe, expect, it } from 'vitest';
import { assertTokenLifetime, MAX_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS } from './token-issuer';

describe('assertTokenLifetime', () => {
  const iat = 1_700_000_000;

  it('accepts the issued lifetime and anything shorter', () => {
    expect(TOKEN_TTL_SECONDS).toBeLessThanOrEqual(MAX_TOKEN_TTL_SECONDS);
    expect(() => assertTokenLifetime({ iat, exp: iat + TOKEN_TTL_SECONDS })).not.toThrow();
    expect(() => assertTokenLifetime({ iat, exp: iat + 1 })).not.toThrow();
  });

  it('refuses a token without exp', () => {
    expect(() => assertTokenLifetime({ iat })).toThrow(/without exp/);
    expect(() => assertTokenLifetime({ iat, exp: Number.NaN })).toThrow(/without exp/);
  });

  it('refuses a lifetime over an hour, or an exp not after iat', () => {
    expect(() => assertTokenLifetime({ iat, exp: iat + MAX_TOKEN_TTL_SECONDS + 1 })).toThrow(
      /longer than 3600/,
    );
    expect(() => assertTokenLifetime({ iat, exp: iat })).toThrow(/not after/);
    expect(() => assertTokenLifetime({ exp: iat })).toThrow(/not after/);
  });
});
