import { describe, expect, it } from 'vitest';
import { buildPath, compareSpecificity, literalSegmentCount, matchPath } from './paths';

describe('buildPath', () => {
  it('returns a template without placeholders unchanged', () => {
    expect(buildPath('/api/profile')).toBe('/api/profile');
  });

  it('fills placeholders, URI-encoding the values', () => {
    expect(buildPath('/api/direct-reports/{id}', { id: '01ABC' })).toBe(
      '/api/direct-reports/01ABC',
    );
    expect(buildPath('/api/notes/meeting/{meetingId}/agenda', { meetingId: 'a b/c?' })).toBe(
      '/api/notes/meeting/a%20b%2Fc%3F/agenda',
    );
    expect(buildPath('/api/x/{a}/{b}', { a: 1, b: 'two' })).toBe('/api/x/1/two');
  });

  it('throws when a value is missing or empty', () => {
    expect(() => buildPath('/api/direct-reports/{id}')).toThrow("Missing path parameter 'id'");
    expect(() => buildPath('/api/direct-reports/{id}', { id: '' })).toThrow(/'id'/);
    expect(() => buildPath('/api/x/{a}/{b}', { a: '1' })).toThrow(/'b'/);
  });
});

describe('matchPath', () => {
  it('matches a literal template exactly', () => {
    expect(matchPath('/api/profile', '/api/profile')).toEqual({});
    expect(matchPath('/api/profile', '/api/profiles')).toBeNull();
    expect(matchPath('/api/profile', '/api/profile/')).toBeNull();
    expect(matchPath('/api/profile', '/api')).toBeNull();
  });

  it('returns the decoded params of placeholders', () => {
    expect(matchPath('/api/direct-reports/{id}', '/api/direct-reports/01ABC')).toEqual({
      id: '01ABC',
    });
    expect(matchPath('/api/x/{a}/y/{b}', '/api/x/a%20b/y/c%2Fd')).toEqual({ a: 'a b', b: 'c/d' });
  });

  it('a placeholder matches exactly one non-empty segment', () => {
    expect(matchPath('/api/direct-reports/{id}', '/api/direct-reports/')).toBeNull();
    expect(matchPath('/api/direct-reports/{id}', '/api/direct-reports/a/b')).toBeNull();
    expect(matchPath('/api/direct-reports/{id}', '/api/direct-reports')).toBeNull();
  });

  it('does not match when a literal segment differs', () => {
    expect(matchPath('/api/direct-reports/{id}', '/api/bosses/01ABC')).toBeNull();
  });

  it('returns null for a malformed percent-encoding instead of throwing', () => {
    expect(matchPath('/api/direct-reports/{id}', '/api/direct-reports/%E0%A4%A')).toBeNull();
  });

  it('round-trips with buildPath', () => {
    const template = '/api/notes/meeting/{meetingId}/agenda';
    const params = { meetingId: 'weird id/with ü' };
    expect(matchPath(template, buildPath(template, params))).toEqual(params);
  });
});

describe('literalSegmentCount', () => {
  it('counts the segments that are not placeholders', () => {
    expect(literalSegmentCount('/api/direct-reports')).toBe(2);
    expect(literalSegmentCount('/api/direct-reports/lean')).toBe(3);
    expect(literalSegmentCount('/api/direct-reports/{id}')).toBe(2);
    expect(literalSegmentCount('/api/notes/meeting/{meetingId}/agenda')).toBe(4);
  });
});

describe('compareSpecificity', () => {
  it('puts a literal segment before a placeholder at the same position', () => {
    const sorted = ['/api/notes/{id}', '/api/notes/phrasing-suggestions', '/api/notes'].sort(
      compareSpecificity,
    );
    expect(sorted.indexOf('/api/notes/phrasing-suggestions')).toBeLessThan(
      sorted.indexOf('/api/notes/{id}'),
    );
    expect(compareSpecificity('/api/x/{a}/y', '/api/x/b/{c}')).toBeGreaterThan(0);
    expect(compareSpecificity('/api/x/b/{c}', '/api/x/{a}/y')).toBeLessThan(0);
  });

  it('otherwise prefers more literal segments', () => {
    expect(
      compareSpecificity('/api/notes/meeting/{meetingId}/agenda', '/api/notes/meeting/{meetingId}'),
    ).toBeLessThan(0);
    expect(compareSpecificity('/api/profile', '/api/profile')).toBe(0);
  });
});
