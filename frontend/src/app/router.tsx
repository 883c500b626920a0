/**
 * The route table of spec §2. Every page is lazy-loaded so the landing page stays light.
 */
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { RootLayout } from './root-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <FullPageSpinner />,
    children: [
      {
        path: paths.home,
        lazy: () =>
          import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: `${paths.signIn}/*`,
        lazy: () =>
          import('../features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: `${paths.signUp}/*`,
        lazy: () =>
          import('../features/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: paths.privacy,
        lazy: () =>
          import('../features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: paths.terms,
        lazy: () =>
          import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.onboarding,
        lazy: () =>
          import('../features/onboarding/onboarding-route').then((m) => ({
            Component: m.OnboardingRoute,
          })),
      },
      { path: '/boss/:id', element: <Navigate to={paths.manageUp} replace /> },
      {
        lazy: () =>
          import('../features/shell/app-shell').then((m) => ({ Component: m.ProtectedAppShell })),
        children: [
          {
            path: paths.dashboard,
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: paths.manageUp,
            lazy: () =>
              import('../features/manage-up/manage-up-page').then((m) => ({
                Component: m.ManageUpPage,
              })),
          },
          {
            path: '/dr/:id',
            lazy: () =>
              import('../features/direct-reports/direct-report-page').then((m) => ({
                Component: m.DirectReportPage,
              })),
          },
          {
            path: paths.profile,
            lazy: () =>
              import('../features/profile/profile-page').then((m) => ({
                Component: m.ProfilePage,
              })),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
