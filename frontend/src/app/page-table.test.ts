/**
 * The router, the entry's preloads and the documents served all come from the one page table
 * (shared/web/pages.ts with page-modules.ts): every page of the table is a route at its address
 * inside its frame's layouts, is served its own document or index.html, and, with a document,
 * has its frames' and its own modules preloaded; a page planted in the table shows up in the
 * routes and the documents without any other change. CloudFront's rewrite is checked against the
 * same table in infra/test/stack.test.ts, the build's documents in e2e/page-documents.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT, documentFor, pageDocumentsOf } from '@shared/web/page-documents';
import { FRAME_LAYOUTS, PAGE_IDS, PAGES, REDIRECTS, type PageSpec } from '@shared/web/pages';
import { importsByKey } from '../../page-documents-plugin';
import { APP_ROUTE_TABLE, appRoutes, type RouteTable } from './app-routes';
import { FRAME_MODULES, modulesOfFirstLoad, PAGE_MODULES } from './page-modules';

/** An address of a route pattern: each parameter filled with a sample value. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, '01HZX');

/** The ids of the routes `routes` render `address` with, below the root layout. */
function routeIdsAt(routes: RouteObject[], address: string): (string | undefined)[] {
  return (matchRoutes(routes, address) ?? []).slice(1).map((match) => match.route.id);
}

const routes = appRoutes(APP_ROUTE_TABLE);

describe('the router', () => {
  it.each(PAGE_IDS)('renders %s at its address inside its frame’s layouts', (id) => {
    const page: PageSpec = PAGES[id];
    const expected = [...FRAME_LAYOUTS[page.frame], id];
    expect(routeIdsAt(routes, addressOf(page.path))).toEqual(expected);
    if (page.subpaths) expect(routeIdsAt(routes, `${page.path}/factor-one`)).toEqual(expected);
  });

  it('sends a redirect on to its page, replacing the entry', () => {
    for (const { path, to } of Object.values(REDIRECTS)) {
      const element = matchRoutes(routes, addressOf(path))?.at(-1)?.route.element;
      expect(isValidElement(element) && element.props).toEqual({
        to: PAGES[to].path,
        replace: true,
      });
    }
  });

  it('renders the 404 page at any other address', () => {
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/dr/01HZX/extra')?.at(-1)?.route.path).toBe('*');
  });
});

describe('the documents and the preloads', () => {
  it.each(PAGE_IDS)('serve %s its own document with its modules preloaded, or index.html', (id) => {
    const page: PageSpec = PAGES[id];
    const address = addressOf(page.path);
    expect(documentFor(address)).toBe(page.document ?? DEFAULT_DOCUMENT);
    const preloaded = modulesOfFirstLoad(address);
    if (!page.document) {
      expect(preloaded).toEqual([]);
      return;
    }
    const expected = [
      ...FRAME_LAYOUTS[page.frame].map((frame) => FRAME_MODULES[frame]),
      PAGE_MODULES[id],
    ].flatMap(({ Component, loader }) => (loader ? [Component, loader] : [Component]));
    expect(preloaded).toEqual(expected);
  });

  it("are built from the import()s the build reads under each page's and layout's id", async () => {
    const source = await readFile(new URL('./page-modules.ts', import.meta.url), 'utf8');
    const program = parseSync('page-modules.ts', source).program;
    const pages = importsByKey(program, 'PAGE_MODULES');
    expect([...(pages?.keys() ?? [])].sort()).toEqual([...PAGE_IDS].sort());
    expect(pages?.get('dashboard')).toEqual([
      './routes/dashboard/dashboard-page',
      './routes/dashboard/dashboard-loader',
    ]);
    const layouts = importsByKey(program, 'FRAME_MODULES');
    expect(layouts?.get('shell')).toEqual([
      './layouts/app-shell/app-shell',
      './layouts/app-shell/app-shell-loader',
    ]);
    for (const imports of [...pages!.values(), ...layouts!.values()]) {
      expect(imports.length).toBeGreaterThan(0);
    }
  });
});

describe('a page planted in the table', () => {
  const planted = {
    reports: { path: '/reports/:week', frame: 'shell', document: '/reports.html' },
    help: { path: '/help', frame: 'public' },
  } satisfies Record<string, PageSpec>;
  const table: RouteTable<keyof typeof PAGES | keyof typeof planted> = {
    pages: { ...PAGES, ...planted },
    modules: {
      ...PAGE_MODULES,
      reports: { Component: PAGE_MODULES.dashboard.Component },
      help: { Component: PAGE_MODULES.terms.Component },
    },
    redirects: REDIRECTS,
  };

  it('is a route at its address inside its frame’s layouts', () => {
    const plantedRoutes = appRoutes(table);
    expect(routeIdsAt(plantedRoutes, '/reports/2026-W48')).toEqual(['app', 'shell', 'reports']);
    expect(routeIdsAt(plantedRoutes, '/help/')).toEqual(['help']);
    expect(routeIdsAt(plantedRoutes, '/dashboard')).toEqual(['app', 'shell', 'dashboard']);
  });

  it('has its own document when the table gives it one', () => {
    const documents = pageDocumentsOf(table.pages);
    const reports = documents.find((document) => document.page === 'reports');
    expect(reports?.file).toBe('/reports.html');
    expect(reports?.pattern.test('/reports/2026-W48')).toBe(true);
    expect(documents.some((document) => document.page === 'help')).toBe(false);
  });
});
