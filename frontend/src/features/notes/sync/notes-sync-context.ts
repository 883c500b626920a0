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
