/**
 * The signed-in app frame (spec §2 'App shell'): header, sidebar (hidden on /profile), mobile
 * menu, the page, and the notes panel on the right (a drawer on small screens). Only signed-in
 * users get here.
 */
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from '@/lib/auth/require-auth';
import { useInvalidateOnAppEvents } from '@/lib/query-invalidation';
import { NotesDock, NotesSyncProvider } from '@/features/notes';
import { PeopleDialogs } from '@/features/people';
import { AppHeader } from './app-header';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';
import { useAppMode } from './use-app-mode';

export function AppShell() {
  const { isProfile } = useAppMode();
  const [menuOpen, setMenuOpen] = useState(false);
  useInvalidateOnAppEvents();
  return (
    <NotesSyncProvider>
      <div className="min-h-screen">
        <AppHeader onOpenMenu={() => setMenuOpen(true)} />
        <div className="flex">
          {isProfile ? null : <Sidebar />}
          <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <NotesDock hidden={isProfile} />
        </div>
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        <PeopleDialogs />
      </div>
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
