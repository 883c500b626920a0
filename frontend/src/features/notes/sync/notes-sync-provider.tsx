/**
 * Provides the note sync manager to the app shell: binds it to the API client, refreshes the note
 * lists when the server acknowledges a write, sends unsent drafts on start-up, and saves what is
 * open when the page is hidden.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { setDraftOwner } from './draft-storage';
import { NoteSyncManager } from './note-sync-manager';
import { NotesSyncContext } from './notes-sync-context';
import { bindNotesApi, createAcknowledgementHandler, notesTransport } from './notes-api-transport';

export function NotesSyncProvider({ children }: { children: ReactNode }) {
  const call = useApiClient();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [manager] = useState(() => {
    // The shell renders for a signed-in user only: these drafts are theirs.
    setDraftOwner(user?.id ?? 'anonymous');
    return new NoteSyncManager(notesTransport, createAcknowledgementHandler(queryClient));
  });

  useEffect(() => {
    bindNotesApi(call);
    return () => bindNotesApi(null);
  }, [call]);

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
