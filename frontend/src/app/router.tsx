/**
 * The route table of spec §2. Every page is lazy-loaded so the landing page stays light.
 */
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/app/routes/errors/route-error-page';
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
          import('@/app/routes/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: `${paths.signIn}/*`,
        lazy: () =>
          import('@/app/routes/auth/sign-in-page').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: `${paths.signUp}/*`,
        lazy: () =>
          import('@/app/routes/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: paths.privacy,
        lazy: () =>
          import('@/app/routes/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: paths.terms,
        lazy: () =>
          import('@/app/routes/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.onboarding,
        lazy: () =>
          import('@/app/routes/onboarding/onboarding-route').then((m) => ({
            Component: m.OnboardingRoute,
          })),
      },
      { path: '/boss/:id', element: <Navigate to={paths.manageUp} replace /> },
      {
        lazy: () =>
          import('@/app/layouts/app-shell/app-shell').then((m) => ({
            Component: m.ProtectedAppShell,
          })),
        children: [
          {
            path: paths.dashboard,
            lazy: () =>
              import('@/app/routes/dashboard/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: paths.manageUp,
            lazy: () =>
              import('@/app/routes/manage-up/manage-up-page').then((m) => ({
                Component: m.ManageUpPage,
              })),
          },
          {
            path: '/dr/:id',
            lazy: () =>
              import('@/app/routes/person/direct-report-page').then((m) => ({
                Component: m.DirectReportPage,
              })),
          },
          {
            path: paths.profile,
            lazy: () =>
              import('@/app/routes/profile/profile-page').then((m) => ({
                Component: m.ProfilePage,
              })),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('@/app/routes/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
]);
