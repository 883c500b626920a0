/**
 * Where the shell keeps the checklist sync manager. The slot is tiny and in the shell's first
 * bytes; the manager and its sync code load after the first paint (the shell's provider imports
 * checklist-sync-runtime.ts), or at once when an editor needs a checklist (useChecklist imports
 * it), whichever comes first: both make it through `ensure`, so there is only ever one.
 */
import { createContext, useContext } from 'react';
import type { ChecklistSyncManager } from './checklist-sync-manager';

export interface ChecklistSync {
  manager: ChecklistSyncManager;
  /** Tells the other tabs of this browser about acknowledged writes (null where unsupported). */
  channel: BroadcastChannel | null;
}

export class ChecklistSyncSlot {
  private sync: ChecklistSync | null = null;

  /** `userId`: the signed-in user, whose drafts the manager keeps. */
  constructor(readonly userId: string) {}

  /** The manager, made with `create` when there is none yet. */
  ensure(create: (userId: string) => ChecklistSync): ChecklistSync {
    this.sync ??= create(this.userId);
    return this.sync;
  }

  /** The manager, if made. */
  current(): ChecklistSync | null {
    return this.sync;
  }

  /** Stops the manager (leaving the shell); a later `ensure` makes a new one. */
  dispose(): void {
    this.sync?.manager.dispose();
    this.sync?.channel?.close();
    this.sync = null;
  }
}

export const ChecklistSyncContext = createContext<ChecklistSyncSlot | null>(null);

/** The shell's slot. @throws Error outside ChecklistSyncProvider. */
export function useChecklistSyncSlot(): ChecklistSyncSlot {
  const slot = useContext(ChecklistSyncContext);
  if (!slot) throw new Error('useChecklist must be used inside ChecklistSyncProvider');
  return slot;
}

/** How long sign-out waits for the open checklists to be sent, ms (as for notes). */
const SAVE_BEFORE_SIGN_OUT_MS = 3000;

/**
 * For sign-out: sends the open checklists (at most 3 s) and stops sending, so their drafts can
 * then be removed from the device. Outside the shell, or before anything was loaded, it resolves
 * at once.
 */
export function useSaveChecklistsBeforeSignOut(): () => Promise<void> {
  const slot = useContext(ChecklistSyncContext);
  return () => slot?.current()?.manager.saveAndStop(SAVE_BEFORE_SIGN_OUT_MS) ?? Promise.resolve();
}
