/**
 * The app's pages: the one table every part that routes an address reads
 * (docs/architecture.md#how-the-frontend-reads). The frontend's router and `paths` helpers
 * (frontend/src/app/app-routes.tsx, frontend/src/config/paths.ts), the entry's preloads and the
 * build's page documents (frontend/src/app/page-modules.ts, frontend/page-documents-plugin.ts),
 * and the HTML document CloudFront (infra/lib/web.ts) and the local server
 * (infra/local/static-files.ts) serve an address (page-documents.ts) all come from it.
 * Framework-free: the frontend adds each page's modules by its id in page-modules.ts, whose type
 * requires an entry for every page here.
 */

/**
 * What wraps a page: `public` pages render in the root layout alone (no server state, no API
 * client: the landing, sign-in and terms pages stay light); `app` pages also get the app's
 * providers (TanStack Query, toasts, the API session); `shell` pages, inside those, the signed-in
 * app shell (header, sidebar, notes panel) and its loader, and reach signed-in users only.
 */
export type PageFrame = 'public' | 'app' | 'shell';

/** A layout route around the pages of some frames. */
export type Layout = Exclude<PageFrame, 'public'>;

/** The layouts each frame's pages render in, outermost first. */
export const FRAME_LAYOUTS: { readonly [Frame in PageFrame]: readonly Layout[] } = {
  public: [],
  app: ['app'],
  shell: ['app', 'shell'],
};

/** One page of the table. */
export interface PageSpec {
  /** Its address as a route pattern: literal segments and `:name` parameters ('/dr/:id'). */
  readonly path: `/${string}`;
  readonly frame: PageFrame;
  /** The page also renders every address below `path` (the hosted sign-in forms' steps). */
  readonly subpaths?: true;
  /**
   * Its own HTML document in the build and the site: a copy of index.html that also preloads the
   * modules the page's first load runs, so they download with the entry
   * (docs/performance.md#a-light-first-page). Without one the page is served index.html.
   */
  readonly document?: `/${string}.html`;
  /** A wide screen shows the notes panel beside the page: its document preloads it there. */
  readonly notesPanel?: true;
}

/**
 * The pages, by id. A redirect is in {@link REDIRECTS}; any other address is the router's 404 page
 * and is served index.html.
 */
export const PAGES = {
  home: { path: '/', frame: 'public' },
  signIn: { path: '/sign-in', frame: 'public', subpaths: true },
  signUp: { path: '/sign-up', frame: 'public', subpaths: true },
  terms: { path: '/terms', frame: 'public' },
  privacy: { path: '/privacy', frame: 'app' },
  onboarding: { path: '/onboarding', frame: 'app' },
  dashboard: { path: '/dashboard', frame: 'shell', document: '/dashboard.html', notesPanel: true },
  manageUp: { path: '/manage-up', frame: 'shell', document: '/manage-up.html', notesPanel: true },
  directReport: {
    path: '/dr/:id',
    frame: 'shell',
    document: '/direct-report.html',
    notesPanel: true,
  },
  profile: { path: '/profile', frame: 'shell', document: '/profile.html' },
} as const satisfies Record<string, PageSpec>;

export type PageId = keyof typeof PAGES;

/** A page's id, for a loop over the table. */
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** Addresses that send the browser on to a page (replacing the entry): the page has no parameter. */
export const REDIRECTS = {
  boss: { path: '/boss/:id', to: 'manageUp' },
} as const satisfies Record<string, { readonly path: `/${string}`; readonly to: PageId }>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A string for each element of a tuple. */
type Strings<T> = { [K in keyof T]: string };

/**
 * The link to a route pattern: the pattern itself when it has no parameter, else a function of the
 * parameters' values in their order in the pattern (`(id: string) => string` for '/dr/:id').
 */
export type LinkTo<P extends string> =
  ParamNames<P> extends [] ? P : (...values: Strings<ParamNames<P>>) => string;

/**
 * The link to `pattern` ({@link LinkTo}): each `:name` segment is replaced by the next value,
 * percent-encoded ('/dr/:id' with 'a b' → '/dr/a%20b').
 */
export function linkTo<P extends string>(pattern: P): LinkTo<P> {
  if (!pattern.includes('/:')) return pattern as LinkTo<P>;
  const link = (...values: string[]) => {
    let next = 0;
    return pattern.replace(/:[^/]+/g, () => encodeURIComponent(values[next++] ?? ''));
  };
  return link as LinkTo<P>;
}

/** The links of every entry of a table of routes, by id ({@link LinkTo}). */
export function linksOf<T extends Record<string, { readonly path: string }>>(
  table: T,
): { readonly [Id in keyof T]: LinkTo<T[Id]['path']> } {
  return Object.fromEntries(Object.entries(table).map(([id, { path }]) => [id, linkTo(path)])) as {
    readonly [Id in keyof T]: LinkTo<T[Id]['path']>;
  };
}

/**
 * The addresses (a URL's path, percent-encoded as received) a page renders, as a regular
 * expression: `path`'s literal segments, one segment for each parameter, trailing slashes allowed,
 * and with `subpaths` anything below. Case-sensitive, as the documents' rewrite always was.
 */
export function addressPattern(spec: Pick<PageSpec, 'path' | 'subpaths'>): RegExp {
  const segments = spec.path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    );
  const tail = spec.subpaths ? '(?:\\/.*)?' : '\\/*';
  return new RegExp(`^${segments.map((segment) => `\\/${segment}`).join('')}${tail}$`);
}
