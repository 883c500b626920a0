/**
 * The lazy modules of the signed-in pages, shared by the router (router.tsx) and the entry
 * (main.tsx; issue 11 item 8). On a first load of a signed-in page the entry starts downloading
 * that page's modules together with the router, instead of the router asking for them once it has
 * loaded and matched the address: one round trip of module requests instead of three.
 */
import { paths } from '@/config/paths';

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

/** Which signed-in shell page `pathname` is (the router's patterns), or null for any other. */
export function shellPageOf(
  pathname: string,
): 'dashboard' | 'manageUp' | 'directReport' | 'profile' | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.dashboard) return 'dashboard';
  if (path === paths.manageUp) return 'manageUp';
  if (path === paths.profile) return 'profile';
  if (/^\/dr\/[^/]+$/.test(path)) return 'directReport';
  return null;
}

const PAGE_MODULES: Record<NonNullable<ReturnType<typeof shellPageOf>>, ModuleName[]> = {
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
