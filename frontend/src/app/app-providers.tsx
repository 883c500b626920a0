/**
 * The providers of every page that reads or writes through the API
 * (docs/performance.md#a-light-first-page): server state (TanStack Query, the API client's session,
 * the invalidation of cached reads on the app's change events) and toasts (tooltips carry their own
 * provider, loaded with them: components/ui/tooltip.tsx). A lazily loaded layout route of the
 * router, so the light pages (landing, sign-in, terms, 404) never download them. With the local
 * issuer the API client is connected as this module loads, before the loaders run.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { connectApiSession } from '@/lib/api-client';
import { ApiSessionBridge } from '@/lib/auth/api-session-bridge';
import { localApiSession } from '@/lib/auth/local-session-store';
import { authProviderKind } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import { useInvalidateOnAppEvents } from '@/lib/query-invalidation';
import { loadSonner, subscribeToastRequests, toastRequested } from '@/lib/toast';

/** sonner's Toaster, loaded with the first toast (lib/toast.ts). */
const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts start below the app header (64 px high, app-header.tsx), so they never cover its buttons
 * (px from the top; sonner's own side offsets stay).
 */
const TOAST_OFFSET = { top: 76 };
const TOAST_MOBILE_OFFSET = { top: 72 };

function ToasterOnFirstToast() {
  const wanted = useSyncExternalStore(subscribeToastRequests, toastRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        richColors
        closeButton
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
      />
    </Suspense>
  );
}

// The local issuer's session is known without React: the pages' loaders call at once.
if (authProviderKind === 'local') connectApiSession(localApiSession);

function InvalidateOnAppEvents({ children }: { children: ReactNode }) {
  useInvalidateOnAppEvents();
  return children;
}

/** Server state and the API session around `children`. */
export function ServerStateProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiSessionBridge>
        <InvalidateOnAppEvents>{children}</InvalidateOnAppEvents>
      </ApiSessionBridge>
    </QueryClientProvider>
  );
}

/** The layout route of the API-backed pages (privacy, onboarding, the shell), with toasts. */
export function AppProvidersLayout() {
  return (
    <ServerStateProviders>
      <Outlet />
      <ToasterOnFirstToast />
    </ServerStateProviders>
  );
}
