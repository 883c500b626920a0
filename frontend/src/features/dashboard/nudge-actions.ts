/**
 * What a nudge of today asks for (issue 9 item 3): open the prep of a 1:1 ahead, open the note of
 * a 1:1 that took place, or capture a moment with a person in a new note about them. Each becomes
 * an `openNote` request for the notes panel. Pure.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { OpenNoteRequest } from '@/lib/app-events';

export type NudgeAction =
  | { kind: 'openPrep'; meeting: Meeting }
  | { kind: 'openNote'; meeting: Meeting }
  | { kind: 'captureMoment'; directReportId: string };

export interface TodaysNudge {
  id: string;
  title: string;
  content: string;
  emoji: string;
  action: NudgeAction;
}

/** The action button's label. */
export function nudgeActionLabel(action: NudgeAction): string {
  switch (action.kind) {
    case 'openPrep':
      return 'Open the prep';
    case 'openNote':
      return 'Open the note';
    case 'captureMoment':
      return 'Capture the moment';
  }
}

/** The editor the action opens. */
export function nudgeOpenRequest(action: NudgeAction): OpenNoteRequest {
  switch (action.kind) {
    case 'openPrep':
      return { kind: 'meeting', meeting: action.meeting, role: 'prep' };
    case 'openNote':
      return { kind: 'meeting', meeting: action.meeting, role: 'reflection' };
    case 'captureMoment':
      return { kind: 'new', directReportId: action.directReportId, locked: true };
  }
}
