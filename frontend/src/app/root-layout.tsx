/**
 * The root route: the auth provider (inside the router, so Clerk can navigate) around every page,
 * and the invalidation of cached reads on the app's change events, wherever a write happens.
 */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useInvalidateOnAppEvents } from '@/lib/query-invalidation';

export function RootLayout() {
  useInvalidateOnAppEvents();
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
