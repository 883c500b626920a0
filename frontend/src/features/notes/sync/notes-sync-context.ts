/** The note sync manager of the signed-in shell, and the hook binding one doc to React. */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DocState, NoteDoc } from './note-doc';
import type { NoteSyncManager, OpenDocInput } from './note-sync-manager';

export const NotesSyncContext = createContext<NoteSyncManager | null>(null);

export function useNotesSync(): NoteSyncManager {
  const manager = useContext(NotesSyncContext);
  if (!manager) throw new Error('useNotesSync must be used inside NotesSyncProvider');
  return manager;
}

/** How long sign-out waits for the open notes to be saved, ms. */
const SAVE_BEFORE_SIGN_OUT_MS = 3000;

/**
 * For sign-out: a function that saves the open notes (at most 3 s) and stops sending, so their
 * drafts can then be removed from the device. Outside the shell (the landing page's menu) there
 * is nothing open and it resolves at once.
 */
export function useSaveNotesBeforeSignOut(): () => Promise<void> {
  const manager = useContext(NotesSyncContext);
  return () => manager?.saveAndStop(SAVE_BEFORE_SIGN_OUT_MS) ?? Promise.resolve();
}

/**
 * Opens a note text for editing: its state, and the doc to edit and flush. Releases the doc (after
 * a final save) when the editor unmounts.
 */
export function useNoteDoc(input: OpenDocInput): { doc: NoteDoc; state: DocState } {
  const manager = useNotesSync();
  // Opened once per key; later renders keep the same doc.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const doc = useMemo(() => manager.open(input), [manager, input.docKey]);
  const state = useSyncExternalStore(doc.subscribe, doc.getState);
  useEffect(() => () => manager.release(doc.docKey), [manager, doc]);
  return { doc, state };
}
