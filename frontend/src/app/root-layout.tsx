/**
 * The root route: the auth provider (inside the router, so Clerk can navigate) around every page.
 * Kept light for the landing page (docs/performance.md#a-light-first-page): the API-backed pages
 * get server state, tooltips and toasts from the lazily loaded layout of app/app-providers.tsx.
 */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';

export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
