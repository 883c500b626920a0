/**
 * The signed-in app frame (docs/product.md#app-shell): header, sidebar (hidden on /profile), mobile
 * menu, the page, and the notes panel. Only signed-in users get here. By width
 * (docs/product.md#layout):
 * - up to 480 px: the page alone, a menu sheet and a bottom notes drawer
 *   (docs/product.md#constants-and-limits);
 * - 481 px to 1099 px: a rail of avatars and the page; notes in a side sheet;
 * - from 1100 px: sidebar, page and the notes panel as three columns.
 * `main` is a size container (`@container/main`): pages lay out their sections by the width they
 * get, not by the window's, as the columns around them come and go. Back from a failed connection
 * (`?connectionError=`) it shows the error toast, whichever page the user came back to. The mobile
 * menu's code (a Radix dialog) loads when it first opens (docs/performance.md#a-light-first-page).
 */
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from '@/lib/auth/require-auth';
import { useConnectionErrorToast } from '@/features/integrations';
import { ChecklistSyncProvider } from '@/features/commitments/sync/checklist-sync-provider';
import { NotesDock, NotesSyncProvider } from '@/features/notes';
import { PeopleDialogs } from '@/features/people';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useAppMode } from './use-app-mode';

const MobileMenu = lazy(() =>
  import('./mobile-menu').then(({ MobileMenu }) => ({ default: MobileMenu })),
);

export function AppShell() {
  const { isProfile } = useAppMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  useConnectionErrorToast();
  return (
    <NotesSyncProvider>
      <ChecklistSyncProvider>
        <div className="min-h-screen">
          <AppHeader
            onOpenMenu={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          />
          <div className="flex">
            {isProfile ? null : <Sidebar />}
            <main className="@container/main min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
              <Suspense fallback={<FullPageSpinner />}>
                <Outlet />
              </Suspense>
            </main>
            <NotesDock hidden={isProfile} />
          </div>
          {menuLoaded ? (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
            </Suspense>
          ) : null}
          <PeopleDialogs />
        </div>
      </ChecklistSyncProvider>
    </NotesSyncProvider>
  );
}

export function ProtectedAppShell() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
