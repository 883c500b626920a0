/**
 * The route table of spec §2, with its paths from `config/paths.ts`. Every page is lazy-loaded so
 * the landing page stays light; a page's loader (loaded with it) starts its queries together with
 * the shell's, so a page makes no request that waits on another.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { RootLayout } from './root-layout';

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
        lazy: page(() => import('./routes/landing/landing-page'), 'LandingPage'),
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
        path: paths.privacy,
        lazy: page(() => import('./routes/legal/privacy-page'), 'PrivacyPage'),
      },
      {
        path: paths.terms,
        lazy: page(() => import('./routes/legal/terms-page'), 'TermsPage'),
      },
      {
        path: paths.onboarding,
        lazy: page(() => import('./routes/onboarding/onboarding-route'), 'OnboardingRoute'),
      },
      { path: paths.bossPattern, element: <Navigate to={paths.manageUp} replace /> },
      {
        lazy: page(
          () => import('./layouts/app-shell/app-shell'),
          'ProtectedAppShell',
          () => import('./layouts/app-shell/app-shell-loader'),
          'appShellLoader',
        ),
        children: [
          {
            path: paths.dashboard,
            lazy: page(
              () => import('./routes/dashboard/dashboard-page'),
              'DashboardPage',
              () => import('./routes/dashboard/dashboard-loader'),
              'dashboardLoader',
            ),
          },
          {
            path: paths.manageUp,
            lazy: page(
              () => import('./routes/manage-up/manage-up-page'),
              'ManageUpPage',
              () => import('./routes/manage-up/manage-up-loader'),
              'manageUpLoader',
            ),
          },
          {
            path: paths.directReportPattern,
            lazy: page(
              () => import('./routes/person/direct-report-page'),
              'DirectReportPage',
              () => import('./routes/person/direct-report-loader'),
              'directReportLoader',
            ),
          },
          {
            path: paths.profile,
            lazy: page(() => import('./routes/profile/profile-page'), 'ProfilePage'),
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
