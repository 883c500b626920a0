/**
 * What following a nudge does (docs/product.md#nudges; shared/domain/nudge-kinds.ts): open the prep
 * of a 1:1, open a 1:1's note in reflection mode (or a new note about the person), capture a moment
 * by hand, or open the person's dialog. Labels and the editor each action opens; pure.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { NudgeAction } from '@shared/contract/schemas/nudge';
import type { OpenNoteRequest } from '@/lib/app-events';

/** The action button's label. */
export function nudgeActionLabel(action: NudgeAction): string {
  switch (action.type) {
    case 'open-prep':
      return 'Open the prep';
    case 'open-note':
      return action.meetingId ? 'Open the note' : 'Write a note';
    case 'capture-moment':
      return 'Capture the moment';
    case 'edit-person':
      return 'Add details';
  }
}

/**
 * The notes panel request of an action that opens an editor (null for the others): the meeting's
 * note in prep or reflection mode — with its time when the page knows the meeting, else by its id
 * — or a new note about the person, linked and locked to them.
 */
export function noteRequestFor(
  action: NudgeAction,
  meetings: readonly Meeting[],
): OpenNoteRequest | null {
  if (action.type !== 'open-prep' && action.type !== 'open-note') return null;
  const role = action.type === 'open-prep' ? 'prep' : 'reflection';
  const { meetingId, directReportId, bossId } = action;
  if (!meetingId) {
    return {
      kind: 'new',
      ...(directReportId ? { directReportId } : {}),
      ...(bossId ? { bossId } : {}),
      locked: Boolean(directReportId ?? bossId),
    };
  }
  const meeting = meetings.find((candidate) => candidate.id === meetingId);
  if (meeting) return { kind: 'meeting', meeting, role };
  return { kind: 'meetingId', meetingId, directReportId, bossId, role };
}
