/** The hook binding one 1:1's checklist to React (docs/architecture.md#how-the-frontend-syncs). */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMeetingCommitments } from '../api/commitments-api';
import type { ChecklistDoc, ChecklistState } from './checklist-doc';
import { createChecklistSync } from './checklist-sync-runtime';
import { useChecklistSyncSlot } from './checklist-sync-slot';

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
  const slot = useChecklistSyncSlot();
  const doc = useMemo(
    () => slot.ensure(createChecklistSync).manager.open(meetingId),
    [slot, meetingId],
  );
  const state = useSyncExternalStore(doc.subscribe, doc.getState);
  const read = useMeetingCommitments(meetingId);
  useEffect(() => {
    if (read.data) doc.refresh(read.data);
  }, [doc, read.data]);
  useEffect(() => () => void doc.flush(), [doc]);
  return { doc, state, loading: read.isPending && !read.isError, failed: read.isError };
}
