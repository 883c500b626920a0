/**
 * Route guard: only signed-in users reach the app (docs/product.md#screens-and-routes 'Only
 * authenticated users reach the shell pages'); others go to /sign-in.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') {
    return (
      <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return children;
}
