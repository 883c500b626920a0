/**
 * Which HTML document an address is served (issue 11 item 8, 'A light first page'). Each page of
 * the signed-in shell has a document of its own: a copy of index.html that also preloads the
 * modules that page's first load runs (written at build time by
 * frontend/page-documents-plugin.ts), so they download together with the entry instead of after
 * it has run. Every other address (the landing page above all) gets index.html, which loads the
 * entry alone. CloudFront's viewer-request function (infra/lib/web.ts) and the local server
 * (infra/local/static-files.ts) serve by this one table; the frontend's `shellPageOf` matches the
 * same addresses.
 */

/** The signed-in shell pages that have a document of their own. */
export type ShellPage = 'dashboard' | 'manageUp' | 'directReport' | 'profile';

export interface PageDocument {
  readonly page: ShellPage;
  /** The document's path in the build (frontend/dist) and the site. */
  readonly file: `/${string}.html`;
  /** The addresses (a URL's path, percent-encoded as received) that are served it. */
  readonly pattern: RegExp;
}

export const PAGE_DOCUMENTS: readonly PageDocument[] = [
  { page: 'dashboard', file: '/dashboard.html', pattern: /^\/dashboard\/*$/ },
  { page: 'manageUp', file: '/manage-up.html', pattern: /^\/manage-up\/*$/ },
  { page: 'profile', file: '/profile.html', pattern: /^\/profile\/*$/ },
  { page: 'directReport', file: '/direct-report.html', pattern: /^\/dr\/[^/]+\/*$/ },
];

/** The document of every other address. */
export const DEFAULT_DOCUMENT = '/index.html';

/**
 * The document served for a client-side route's path (e.g. '/dashboard' → '/dashboard.html',
 * '/' or '/sign-in' → '/index.html').
 */
export function documentFor(pathname: string): string {
  return (
    PAGE_DOCUMENTS.find((document) => document.pattern.test(pathname))?.file ?? DEFAULT_DOCUMENT
  );
}
