/**
 * The browser-level events of docs/product.md#states-and-transitions ('Events'): the contract
 * between the notes panel, the shell and the pages. Dispatched on `window` as CustomEvents with the
 * spec's names.
 */
import { useEffect, useRef } from 'react';
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { Note } from '@shared/contract/schemas/note';

/** What the notes panel should open (docs/product.md#states-and-transitions 'Notes panel mode'). */
export type OpenNoteRequest =
  | { kind: 'note'; note: Note }
  | { kind: 'new'; directReportId?: string; bossId?: string; locked?: boolean }
  | { kind: 'meeting'; meeting: Meeting; role: 'prep' | 'reflection' }
  /** A meeting known only by its id (e.g. a nudge's): titled from its person, dated from its id. */
  | {
      kind: 'meetingId';
      meetingId: string;
      directReportId: string | null;
      bossId: string | null;
      role: 'prep' | 'reflection';
    };

export interface AppEventMap {
  dashboardNotesChanged: undefined;
  directReportsChanged: undefined;
  bossesChanged: undefined;
  /** Opens the add dialog, or the edit dialog of `directReportId`. */
  openDirectReportModal: { directReportId?: string } | undefined;
  /** Opens the add dialog, or the edit dialog of `bossId`. */
  openBossModal: { bossId?: string } | undefined;
  openNotesDrawer: undefined;
  openNote: OpenNoteRequest;
  noteEditorClose: undefined;
  insertSuggestion: { text: string };
  notesPanelModeChanged: { mode: 'list' | 'editor' };
  meetingNoteDeleted: { meetingId: string };
  feedbackChanged: undefined;
  /** A commitment was added, edited, ticked, reopened or dropped (every list of them refreshes). */
  commitmentsChanged: undefined;
}

export type AppEventName = keyof AppEventMap;

export const appEvents = {
  emit<K extends AppEventName>(name: K, detail?: AppEventMap[K]) {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  },
};

/** Runs `listener` on every `name` event while the component is mounted. */
export function useAppEvent<K extends AppEventName>(
  name: K,
  listener: (detail: AppEventMap[K]) => void,
) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const handle = (event: Event) => latest.current((event as CustomEvent<AppEventMap[K]>).detail);
    window.addEventListener(name, handle);
    return () => window.removeEventListener(name, handle);
  }, [name]);
}
