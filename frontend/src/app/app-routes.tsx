/**
 * The router's routes, built from the page table (shared/web/pages.ts) and its modules
 * (page-modules.ts): one lazy route per page at its path, inside the layout routes of its frame
 * (the app's providers, then the signed-in shell), the table's redirects, and a 404 for any other
 * path. Every page and layout is lazy-loaded so the landing page stays light
 * (docs/performance.md#a-light-first-page): the landing, sign-in, terms and 404 pages never load
 * TanStack Query, Radix or the API client. A page's loader (loaded with it) starts its queries
 * together with the shell's, so a page makes no request that waits on another
 * (docs/architecture.md#how-the-frontend-reads).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import {
  FRAME_LAYOUTS,
  PAGES,
  REDIRECTS,
  type Layout,
  type PageId,
  type PageSpec,
} from '@shared/web/pages';
import { FRAME_MODULES, PAGE_MODULES, type RouteModules } from './page-modules';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { RootLayout } from './root-layout';

/** A lazy route's `lazy`: its component and loader, loaded together. */
function lazyRoute({ Component, loader }: RouteModules): RouteObject['lazy'] {
  return async () => {
    const [component, load] = await Promise.all([Component(), loader?.()]);
    return { Component: component, ...(load ? { loader: load } : {}) };
  };
}

/** The routes of a page table: its pages (route id: the page's id) and redirects. */
export interface RouteTable<Id extends string> {
  pages: Readonly<Record<Id, PageSpec>>;
  modules: Readonly<Record<Id, RouteModules>>;
  redirects: Readonly<Record<string, { readonly path: string; readonly to: Id }>>;
}

/**
 * The pages of `table` under the layouts `within` (outermost first): those whose frame has exactly
 * these layouts, then a layout route for each next layout holding the pages deeper in.
 */
function pagesWithin<Id extends string>(table: RouteTable<Id>, within: Layout[]): RouteObject[] {
  const ids = Object.keys(table.pages) as Id[];
  const chains = ids.map((id) => FRAME_LAYOUTS[table.pages[id].frame]);
  const startsWithin = (chain: readonly Layout[]) =>
    within.every((layout, index) => chain[index] === layout);
  const here = ids
    .filter((_, index) => chains[index]!.length === within.length && startsWithin(chains[index]!))
    .map((id): RouteObject => {
      const { path, subpaths } = table.pages[id];
      return { id, path: subpaths ? `${path}/*` : path, lazy: lazyRoute(table.modules[id]) };
    });
  const next = new Set(
    chains
      .filter((chain) => chain.length > within.length && startsWithin(chain))
      .map((chain) => chain[within.length]!),
  );
  return [
    ...here,
    ...[...next].map((layout): RouteObject => ({
      id: layout,
      lazy: lazyRoute(FRAME_MODULES[layout]),
      children: pagesWithin(table, [...within, layout]),
    })),
  ];
}

/** The router's routes for `table` (by default the app's page table). */
export function appRoutes<Id extends string>(table: RouteTable<Id>): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => <FullPageSpinner />,
      children: [
        ...pagesWithin(table, []),
        ...Object.values(table.redirects).map(({ path, to }) => ({
          path,
          element: <Navigate to={table.pages[to].path} replace />,
        })),
        {
          path: '*',
          lazy: lazyRoute({
            Component: () => import('./routes/errors/not-found-page').then((m) => m.NotFoundPage),
          }),
        },
      ],
    },
  ];
}

/** The app's page table with its modules. */
export const APP_ROUTE_TABLE: RouteTable<PageId> = {
  pages: PAGES,
  modules: PAGE_MODULES,
  redirects: REDIRECTS,
};
