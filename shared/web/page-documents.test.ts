import { describe, expect, it } from 'vitest';
import { documentFor } from './page-documents';

describe('documentFor', () => {
  it('serves each signed-in shell page its own document, trailing slashes and all', () => {
    expect(documentFor('/dashboard')).toBe('/dashboard.html');
    expect(documentFor('/dashboard/')).toBe('/dashboard.html');
    expect(documentFor('/manage-up')).toBe('/manage-up.html');
    expect(documentFor('/profile')).toBe('/profile.html');
    expect(documentFor('/dr/01HZX8J5K2')).toBe('/direct-report.html');
    expect(documentFor('/dr/a%20b/')).toBe('/direct-report.html');
  });

  it('serves every other address index.html', () => {
    for (const path of ['/', '/sign-in', '/sign-in/factor-one', '/onboarding', '/privacy']) {
      expect(documentFor(path)).toBe('/index.html');
    }
    for (const path of ['/dr', '/dr/', '/dr/a/b', '/boss/01HZX', '/dashboards', '/x/dashboard']) {
      expect(documentFor(path)).toBe('/index.html');
    }
  });
});
