/**
 * The root route: the auth provider (inside the router, so Clerk can navigate) around every page.
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
