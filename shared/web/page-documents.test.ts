import { describe, expect, it } from 'vitest';
import { documentFor, documentPageAt, PAGE_DOCUMENTS, pageDocumentsOf } from './page-documents';
import { PAGES } from './pages';

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

describe('pageDocumentsOf', () => {
  it('gives a page added to the table with a document its addresses, and none to one without', () => {
    const documents = pageDocumentsOf({
      ...PAGES,
      reports: { path: '/reports/:week', frame: 'shell', document: '/reports.html' },
      help: { path: '/help', frame: 'public' },
    });
    const reports = documents.find((document) => document.page === 'reports');
    expect(reports?.file).toBe('/reports.html');
    expect(reports?.pattern.test('/reports/2026-W48')).toBe(true);
    expect(documents.some((document) => document.page === 'help')).toBe(false);
    expect(documents.map((document) => document.page)).toEqual([
      ...PAGE_DOCUMENTS.map((document) => document.page),
      'reports',
    ]);
  });
});

describe('documentPageAt', () => {
  it('names the page with a document of its own an address is, else null', () => {
    expect(documentPageAt('/dr/01HZX')).toBe('directReport');
    expect(documentPageAt('/dashboard/')).toBe('dashboard');
    expect(documentPageAt('/onboarding')).toBeNull();
    expect(documentPageAt('/')).toBeNull();
  });
});
