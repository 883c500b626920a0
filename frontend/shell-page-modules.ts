/**
 * The source files each signed-in shell page's first load runs (issue 11 item 8, 'A light first
 * page'), as paths under frontend/src/app: the modules src/app/signed-in-page-modules.ts imports
 * for that page (the router, providers and shell, then the page and its loader). The build's page
 * documents preload their chunks (page-documents-plugin.ts, wired in vite.config.ts) and the
 * infra test of the first page's weight sums them; e2e/page-documents.spec.ts fails if a page
 * loads a chunk outside them.
 */
import type { ShellPage } from '../shared/web/page-documents';

/** What every shell page's first load runs. */
export const SHELL_MODULES = [
  'app-root.tsx',
  'router.tsx',
  'app-providers.tsx',
  'layouts/app-shell/app-shell.tsx',
  'layouts/app-shell/app-shell-loader.ts',
] as const;

/** What each page adds: the page and its loader. */
export const PAGE_MODULES: Record<ShellPage, readonly string[]> = {
  dashboard: ['routes/dashboard/dashboard-page.tsx', 'routes/dashboard/dashboard-loader.ts'],
  manageUp: ['routes/manage-up/manage-up-page.tsx', 'routes/manage-up/manage-up-loader.ts'],
  directReport: ['routes/person/direct-report-page.tsx', 'routes/person/direct-report-loader.ts'],
  profile: ['routes/profile/profile-page.tsx'],
};
