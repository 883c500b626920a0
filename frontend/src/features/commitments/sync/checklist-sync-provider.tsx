/**
 * Provides the checklist sync to the app shell: a slot for the signed-in user's manager, which
 * loads after the first paint (checklist-sync-runtime.ts: sends unsent changes, listens to other
 * tabs, going online and page hide) and stops when the shell goes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { ChecklistSyncContext, ChecklistSyncSlot } from './checklist-sync-slot';

export function ChecklistSyncProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // The shell renders for a signed-in user only: these drafts are theirs.
  const [slot] = useState(() => new ChecklistSyncSlot(user?.id ?? 'anonymous'));

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./checklist-sync-runtime').then(({ startChecklistSync }) => {
      if (live) stop = startChecklistSync(slot);
    });
    return () => {
      live = false;
      if (stop) stop();
      else slot.dispose();
    };
  }, [slot]);

  return <ChecklistSyncContext.Provider value={slot}>{children}</ChecklistSyncContext.Provider>;
}
