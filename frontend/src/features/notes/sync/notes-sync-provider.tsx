/**
 * Provides the note sync manager to the app shell: built with the API transport and the
 * signed-in user's drafts, it refreshes the note lists when the server acknowledges a write,
 * sends unsent drafts on start-up, and saves what is open when the page is hidden.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { DraftStorage } from './draft-storage';
import { NoteSyncManager } from './note-sync-manager';
import { NotesSyncContext } from './notes-sync-context';
import { createAcknowledgementHandler, createNotesTransport } from './notes-api-transport';

export function NotesSyncProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // The shell renders for a signed-in user only: these drafts are theirs.
  const [manager] = useState(
    () =>
      new NoteSyncManager({
        transport: createNotesTransport(apiCall),
        drafts: new DraftStorage(user?.id ?? 'anonymous'),
        onAcknowledged: createAcknowledgementHandler(queryClient),
      }),
  );

  useEffect(() => {
    manager.resumePending();
    const onHide = () => {
      if (document.visibilityState === 'hidden') void manager.flushAll();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      manager.dispose();
    };
  }, [manager]);

  return <NotesSyncContext.Provider value={manager}>{children}</NotesSyncContext.Provider>;
}
