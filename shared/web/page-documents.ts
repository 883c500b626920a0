/**
 * Which HTML document an address is served (docs/performance.md#a-light-first-page), from the
 * page table (pages.ts). A page with a `document` there has a document of its own: a copy of
 * index.html that also preloads the modules that page's first load runs (written at build time by
 * frontend/page-documents-plugin.ts), so they download together with the entry instead of after
 * it has run. Every other address (the landing page above all) gets index.html, which loads the
 * entry alone. CloudFront's viewer-request function (infra/lib/web.ts), the local server
 * (infra/local/static-files.ts), the build and the entry's preloads all read {@link PAGE_DOCUMENTS}.
 */
import { addressPattern, PAGES, type PageId, type PageSpec } from './pages';

export interface PageDocument<Id extends string = PageId> {
  readonly page: Id;
  /** The document's path in the build (frontend/dist) and the site. */
  readonly file: `/${string}.html`;
  /** The addresses (a URL's path, percent-encoded as received) that are served it. */
  readonly pattern: RegExp;
}

/** The documents of the pages of `pages` that have one, in the table's order. */
export function pageDocumentsOf<Id extends string>(
  pages: Readonly<Record<Id, PageSpec>>,
): PageDocument<Id>[] {
  return (Object.entries(pages) as [Id, PageSpec][]).flatMap(([page, spec]) =>
    spec.document ? [{ page, file: spec.document, pattern: addressPattern(spec) }] : [],
  );
}

/** The pages with a document of their own (of {@link PAGES}). */
export const PAGE_DOCUMENTS: readonly PageDocument[] = pageDocumentsOf<PageId>(PAGES);

/** The document of every other address. */
export const DEFAULT_DOCUMENT = '/index.html';

/** The page with a document of its own that `pathname` is, or null for any other address. */
export function documentPageAt(pathname: string): PageId | null {
  return PAGE_DOCUMENTS.find((document) => document.pattern.test(pathname))?.page ?? null;
}

/**
 * The document served for a client-side route's path (e.g. '/dashboard' → '/dashboard.html',
 * '/' or '/sign-in' → '/index.html').
 */
export function documentFor(pathname: string): string {
  return (
    PAGE_DOCUMENTS.find((document) => document.pattern.test(pathname))?.file ?? DEFAULT_DOCUMENT
  );
}
