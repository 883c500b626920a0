/**
 * Hands the session (token source and sign-out) to the API client once auth has loaded. Mounted
 * with the server-state providers (app/app-providers.tsx), so a signed-out visitor of a light page
 * never loads the API client; calls made before it mounts (route loaders) wait for it.
 */
import { useEffect, type ReactNode } from 'react';
import { connectApiSession } from '@/lib/api-client';
import { useAuth } from './auth-context';

export function ApiSessionBridge({ children }: { children: ReactNode }) {
  const { status, getToken, signOut } = useAuth();
  useEffect(() => {
    connectApiSession(status === 'loading' ? null : { getToken, signOut });
  }, [status, getToken, signOut]);
  return children;
}
