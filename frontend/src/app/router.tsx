/**
 * The route table of spec §2, with its paths from `config/paths.ts`. Every page is lazy-loaded so
 * the landing page stays light (issue 11 item 8): the pages that call the API (privacy, which names
 * the AI processor once signed in, onboarding and the signed-in shell) sit under one lazy layout
 * route holding their providers (app-providers.tsx), so the landing, sign-in, terms and 404 pages
 * never load TanStack Query, Radix or the API client. A
 * page's loader (loaded with it) starts its queries together with the shell's, so a page makes no
 * request that waits on another.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { RootLayout } from './root-layout';
import { signedInModules as modules } from './signed-in-page-modules';

/** A lazy route: the component `name` of a page module, and optionally a loader module's loader. */
function page<M, L>(
  load: () => Promise<M>,
  name: keyof M,
  loadLoader?: () => Promise<L>,
  loaderName?: keyof L,
) {
  return async () => {
    const [module, loaderModule] = await Promise.all([load(), loadLoader?.()]);
    return {
      Component: module[name] as ComponentType,
      ...(loaderModule && loaderName ? { loader: loaderModule[loaderName] as LoaderFunction } : {}),
    };
  };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <FullPageSpinner />,
    children: [
      {
        path: paths.home,
        lazy: page(() => import('./routes/landing/landing-route'), 'LandingRoute'),
      },
      {
        path: `${paths.signIn}/*`,
        lazy: page(() => import('./routes/auth/sign-in-page'), 'SignInPage'),
      },
      {
        path: `${paths.signUp}/*`,
        lazy: page(() => import('./routes/auth/sign-up-page'), 'SignUpPage'),
      },
      {
        path: paths.terms,
        lazy: page(() => import('./routes/legal/terms-page'), 'TermsPage'),
      },
      { path: paths.bossPattern, element: <Navigate to={paths.manageUp} replace /> },
      {
        lazy: page(modules.providers, 'AppProvidersLayout'),
        children: [
          {
            path: paths.privacy,
            lazy: page(() => import('./routes/legal/privacy-page'), 'PrivacyPage'),
          },
          {
            path: paths.onboarding,
            lazy: page(() => import('./routes/onboarding/onboarding-route'), 'OnboardingRoute'),
          },
          {
            lazy: page(modules.shell, 'ProtectedAppShell', modules.shellLoader, 'appShellLoader'),
            children: [
              {
                path: paths.dashboard,
                lazy: page(
                  modules.dashboard,
                  'DashboardPage',
                  modules.dashboardLoader,
                  'dashboardLoader',
                ),
              },
              {
                path: paths.manageUp,
                lazy: page(
                  modules.manageUp,
                  'ManageUpPage',
                  modules.manageUpLoader,
                  'manageUpLoader',
                ),
              },
              {
                path: paths.directReportPattern,
                lazy: page(
                  modules.directReport,
                  'DirectReportPage',
                  modules.directReportLoader,
                  'directReportLoader',
                ),
              },
              {
                path: paths.profile,
                lazy: page(modules.profile, 'ProfilePage'),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(() => import('./routes/errors/not-found-page'), 'NotFoundPage'),
      },
    ],
  },
]);
