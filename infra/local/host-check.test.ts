/**
 * The local server's `Host` check (host-check.ts): the names and port it serves, a 421 for
 * another name or port, a 400 for a malformed, missing or repeated `Host`.
 */
import { describe, expect, it } from 'vitest';
import { checkHost, servedHostNames } from './host-check';

const names = servedHostNames();

describe('checkHost', () => {
  it('accepts the loopback names on the served port', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LocalHost:3000']) {
      expect(checkHost([host], 3000, names), host).toEqual({ ok: true });
    }
  });

  it('answers 421 for another name or port', () => {
    expect(checkHost(['evil.example:3000'], 3000, names)).toMatchObject({ ok: false, status: 421 });
    expect(checkHost(['localhost:3001'], 3000, names)).toMatchObject({ ok: false, status: 421 });
  });

  it('answers 400 for a missing, malformed or repeated Host', () => {
    expect(checkHost(undefined, 3000, names)).toMatchObject({ ok: false, status: 400 });
    expect(checkHost(['a b'], 3000, names)).toMatchObject({ ok: false, status: 400 });
    expect(checkHost(['localhost:3000', 'localhost:3000'], 3000, names)).toEqual({
      ok: false,
      status: 400,
      message: 'The request has more than one Host header',
    });
    expect(checkHost(['evil.example', 'localhost:3000'], 3000, names)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
