/**
 * The lazy modules of every page of the page table (shared/web/pages.ts) and of the frames around
 * them, the one place the frontend names them. The router builds its routes from it
 * (app-routes.tsx); the entry (main.tsx) starts loading a page's modules together with the router
 * on a first load of a page with a document of its own, one round trip of module requests instead
 * of three; the build reads its `import()`s to write that document's preloads
 * (frontend/page-documents-plugin.ts). Nothing here is loaded until asked for, so the landing
 * page's entry holds only these few functions (docs/performance.md#a-light-first-page).
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { documentPageAt } from '@shared/web/page-documents';
import { FRAME_LAYOUTS, PAGES, type Layout, type PageId } from '@shared/web/pages';

/** A route's lazy parts: its component and, when it reads data, its loader. */
export interface RouteModules {
  readonly Component: () => Promise<ComponentType>;
  readonly loader?: () => Promise<LoaderFunction>;
}

/**
 * Each page's modules. Keep each `import()` inside its page's entry: the build takes a page's
 * preloads from the imports under its id.
 */
export const PAGE_MODULES: { readonly [Id in PageId]: RouteModules } = {
  home: {
    Component: () => import('./routes/landing/landing-route').then((m) => m.LandingRoute),
  },
  signIn: {
    Component: () => import('./routes/auth/sign-in-page').then((m) => m.SignInPage),
  },
  signUp: {
    Component: () => import('./routes/auth/sign-up-page').then((m) => m.SignUpPage),
  },
  terms: {
    Component: () => import('./routes/legal/terms-page').then((m) => m.TermsPage),
  },
  privacy: {
    Component: () => import('./routes/legal/privacy-page').then((m) => m.PrivacyPage),
  },
  onboarding: {
    Component: () => import('./routes/onboarding/onboarding-route').then((m) => m.OnboardingRoute),
  },
  dashboard: {
    Component: () => import('./routes/dashboard/dashboard-page').then((m) => m.DashboardPage),
    loader: () => import('./routes/dashboard/dashboard-loader').then((m) => m.dashboardLoader),
  },
  manageUp: {
    Component: () => import('./routes/manage-up/manage-up-page').then((m) => m.ManageUpPage),
    loader: () => import('./routes/manage-up/manage-up-loader').then((m) => m.manageUpLoader),
  },
  directReport: {
    Component: () => import('./routes/person/direct-report-page').then((m) => m.DirectReportPage),
    loader: () => import('./routes/person/direct-report-loader').then((m) => m.directReportLoader),
  },
  profile: {
    Component: () => import('./routes/profile/profile-page').then((m) => m.ProfilePage),
  },
};

/**
 * The layout routes the frames sit in (shared/web/pages.ts `FRAME_LAYOUTS`): the app's providers,
 * and inside them the signed-in app shell with its loader. Keep each `import()` inside its
 * layout's entry, as above.
 */
export const FRAME_MODULES: { readonly [Frame in Layout]: RouteModules } = {
  app: {
    Component: () => import('./app-providers').then((m) => m.AppProvidersLayout),
  },
  shell: {
    Component: () => import('./layouts/app-shell/app-shell').then((m) => m.ProtectedAppShell),
    loader: () => import('./layouts/app-shell/app-shell-loader').then((m) => m.appShellLoader),
  },
};

/**
 * The lazy parts a first load of `pathname` runs when it is a page with a document of its own
 * (shared/web/page-documents.ts): its frames' layouts and loaders, then the page's; none for any
 * other address.
 */
export function modulesOfFirstLoad(pathname: string): (() => Promise<unknown>)[] {
  const page = documentPageAt(pathname);
  if (!page) return [];
  const routes = FRAME_LAYOUTS[PAGES[page].frame].map((frame) => FRAME_MODULES[frame]);
  return [...routes, PAGE_MODULES[page]].flatMap(({ Component, loader }) =>
    loader ? [Component, loader] : [Component],
  );
}

/**
 * Starts loading what the first load of `pathname` runs ({@link modulesOfFirstLoad}). Failures
 * are left to the router, which asks again.
 */
export function preloadPage(pathname: string): void {
  for (const load of modulesOfFirstLoad(pathname)) load().catch(() => undefined);
}
