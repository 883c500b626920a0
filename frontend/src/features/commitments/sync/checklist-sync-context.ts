/** The checklist sync manager of the signed-in shell, and the hook binding one 1:1's checklist. */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMeetingCommitments } from '../api/commitments-api';
import type { ChecklistDoc, ChecklistState } from './checklist-doc';
import type { ChecklistSyncManager } from './checklist-sync-manager';

export const ChecklistSyncContext = createContext<ChecklistSyncManager | null>(null);

/** How long sign-out waits for the open checklists to be sent, ms (as for notes). */
const SAVE_BEFORE_SIGN_OUT_MS = 3000;

/**
 * For sign-out: sends the open checklists (at most 3 s) and stops sending, so their drafts can
 * then be removed from the device. Outside the shell it resolves at once.
 */
export function useSaveChecklistsBeforeSignOut(): () => Promise<void> {
  const manager = useContext(ChecklistSyncContext);
  return () => manager?.saveAndStop(SAVE_BEFORE_SIGN_OUT_MS) ?? Promise.resolve();
}

/**
 * A 1:1's checklist: this device's items over the server's (`GET /api/commitments/by-meeting`,
 * taken in on every read), and the doc to change them. `loading` until the first read answers
 * or fails; `failed` when it failed (offline: the items kept on this device still show).
 */
export function useChecklist(meetingId: string): {
  doc: ChecklistDoc;
  state: ChecklistState;
  loading: boolean;
  failed: boolean;
} {
  const manager = useContext(ChecklistSyncContext);
  if (!manager) throw new Error('useChecklist must be used inside ChecklistSyncProvider');
  const doc = useMemo(() => manager.open(meetingId), [manager, meetingId]);
  const state = useSyncExternalStore(doc.subscribe, doc.getState);
  const read = useMeetingCommitments(meetingId);
  useEffect(() => {
    if (read.data) doc.refresh(read.data);
  }, [doc, read.data]);
  useEffect(() => () => void doc.flush(), [doc]);
  return { doc, state, loading: read.isPending && !read.isError, failed: read.isError };
}
