/**
 * Follows a nudge's action (`nudge-actions.ts`): opens its editor in the notes panel, opens the
 * capture step of its moment (what was said, saved as a note with the moment: the moments
 * feature's CaptureMoment, which the caller renders with `capturing`), or opens the person's
 * dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { NudgeAction } from '@shared/contract/schemas/nudge';
import { appEvents } from '@/lib/app-events';
import type { MomentRequest } from '@/features/moments';
import { bossesLeanQuery, directReportsLeanQuery } from '@/features/people';
import { noteRequestFor } from './nudge-actions';

type CaptureAction = Extract<NudgeAction, { type: 'capture-moment' }>;

export function useFollowNudge(meetings: readonly Meeting[]) {
  const queryClient = useQueryClient();
  const [capturing, setCapturing] = useState<MomentRequest | null>(null);

  /** The moment of a capture action, with its person's first name (from the people lists). */
  const momentOf = async (action: CaptureAction): Promise<MomentRequest | null> => {
    const { momentType: type, directReportId, bossId } = action;
    if (directReportId) {
      const people = await queryClient.ensureQueryData(directReportsLeanQuery());
      const person = people.find((candidate) => candidate.id === directReportId);
      return person
        ? { person: { kind: 'directReport', id: person.id, firstName: person.firstName }, type }
        : null;
    }
    if (bossId) {
      const bosses = await queryClient.ensureQueryData(bossesLeanQuery());
      const boss = bosses.find((candidate) => candidate.id === bossId);
      return boss
        ? { person: { kind: 'boss', id: boss.id, firstName: boss.firstName }, type }
        : null;
    }
    return null;
  };

  const follow = (action: NudgeAction) => {
    const request = noteRequestFor(action, meetings);
    if (request) {
      appEvents.emit('openNote', request);
    } else if (action.type === 'capture-moment') {
      void momentOf(action)
        .then((moment) => moment && setCapturing(moment))
        .catch((error: unknown) => console.error('Could not open the capture step', error));
    } else if (action.bossId) {
      appEvents.emit('openBossModal', { bossId: action.bossId });
    } else if (action.directReportId) {
      appEvents.emit('openDirectReportModal', { directReportId: action.directReportId });
    }
  };

  return { follow, capturing, closeCapture: () => setCapturing(null) };
}
