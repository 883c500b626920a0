/**
 * The lazy modules of the signed-in pages, shared by the router (router.tsx) and the entry
 * (main.tsx; issue 11 item 8). On a first load of a signed-in page the entry starts downloading
 * that page's modules together with the router, instead of the router asking for them once it has
 * loaded and matched the address: one round trip of module requests instead of three. The
 * page's own HTML document preloads the same modules (frontend/shell-page-modules.ts lists them
 * for the build), so in a build they are already on their way when the entry asks.
 */
import { PAGE_DOCUMENTS, type ShellPage } from '@shared/web/page-documents';

export const signedInModules = {
  providers: () => import('./app-providers'),
  shell: () => import('./layouts/app-shell/app-shell'),
  shellLoader: () => import('./layouts/app-shell/app-shell-loader'),
  dashboard: () => import('./routes/dashboard/dashboard-page'),
  dashboardLoader: () => import('./routes/dashboard/dashboard-loader'),
  manageUp: () => import('./routes/manage-up/manage-up-page'),
  manageUpLoader: () => import('./routes/manage-up/manage-up-loader'),
  directReport: () => import('./routes/person/direct-report-page'),
  directReportLoader: () => import('./routes/person/direct-report-loader'),
  profile: () => import('./routes/profile/profile-page'),
} as const;

type ModuleName = keyof typeof signedInModules;

/**
 * Which signed-in shell page `pathname` is, or null for any other: the addresses that have a page
 * document of their own (shared/web/page-documents.ts), the router's patterns.
 */
export function shellPageOf(pathname: string): ShellPage | null {
  return PAGE_DOCUMENTS.find((document) => document.pattern.test(pathname))?.page ?? null;
}

const PAGE_MODULES: Record<ShellPage, ModuleName[]> = {
  dashboard: ['dashboard', 'dashboardLoader'],
  manageUp: ['manageUp', 'manageUpLoader'],
  directReport: ['directReport', 'directReportLoader'],
  profile: ['profile'],
};

/**
 * Starts loading the modules the signed-in page at `pathname` renders (providers, shell, page and
 * their loaders); nothing for any other page. Failures are left to the router, which asks again.
 */
export function preloadSignedInPage(pathname: string): void {
  const page = shellPageOf(pathname);
  if (!page) return;
  const names: ModuleName[] = ['providers', 'shell', 'shellLoader', ...PAGE_MODULES[page]];
  for (const name of names) signedInModules[name]().catch(() => undefined);
}
