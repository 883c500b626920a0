/**
 * Provides the checklist sync manager to the app shell: built with the API transport and the
 * signed-in user's checklist drafts, it sends unsent changes on start-up, when back online and
 * when the page is hidden. After acknowledged writes it announces `commitmentsChanged` (every
 * list refreshes) and tells the other tabs (BroadcastChannel), which read their checklists again.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { monotonicFactory } from 'ulidx';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { useAuth } from '@/lib/auth/auth-context';
import { ChecklistStorage } from './checklist-storage';
import { ChecklistSyncContext } from './checklist-sync-context';
import { ChecklistSyncManager } from './checklist-sync-manager';
import { createChecklistTransport } from './checklist-transport';

/** Coalesces list refreshes after bursts of acknowledged writes, ms. */
const REFRESH_DELAY_MS = 300;
/** The channel the tabs of this browser tell each other about checklist changes on. */
const CHANNEL = 'coach.commitments';

export function ChecklistSyncProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [channel] = useState(() =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL),
  );
  const [manager] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return new ChecklistSyncManager({
      transport: createChecklistTransport(apiCall),
      storage: new ChecklistStorage(user?.id ?? 'anonymous'),
      newId: monotonicFactory(),
      onAcknowledged: () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          appEvents.emit('commitmentsChanged');
          channel?.postMessage({ userId: user?.id ?? null });
        }, REFRESH_DELAY_MS);
      },
    });
  });

  useEffect(() => {
    manager.resumePending();
    const onHide = () => {
      if (document.visibilityState === 'hidden') void manager.flushAll();
    };
    const onOnline = () => void manager.flushAll();
    const onMessage = (event: MessageEvent<{ userId: string | null }>) => {
      if (event.data?.userId === (user?.id ?? null)) appEvents.emit('commitmentsChanged');
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('online', onOnline);
    channel?.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('online', onOnline);
      channel?.removeEventListener('message', onMessage);
      manager.dispose();
    };
  }, [manager, channel, user?.id]);

  return <ChecklistSyncContext.Provider value={manager}>{children}</ChecklistSyncContext.Provider>;
}
