/**
 * The root route: the auth provider (inside the router, so Clerk can navigate) around every page,
 * the integrations this deployment configured (read from `GET /api/feature-flags` when a component
 * asks), and the invalidation of cached reads on the app's change events, wherever a write happens.
 */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { IntegrationFlagsProvider } from '@/features/feature-flags';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useInvalidateOnAppEvents } from '@/lib/query-invalidation';

export function RootLayout() {
  useInvalidateOnAppEvents();
  return (
    <AuthProvider>
      <IntegrationFlagsProvider>
        <Outlet />
        <ScrollRestoration />
      </IntegrationFlagsProvider>
    </AuthProvider>
  );
}
