/**
 * Follows a nudge's action (`nudge-actions.ts`): opens its editor in the notes panel, captures its
 * moment (with a toast), or opens the person's dialog. `capturing(action)` is true while that
 * action's moment is being captured.
 */
import { toast } from '@/lib/toast';
import type { Meeting } from '@shared/contract/schemas/meeting';
import type { NudgeAction } from '@shared/contract/schemas/nudge';
import { appEvents } from '@/lib/app-events';
import { useCaptureMoment } from './api/capture-moment';
import { noteRequestFor } from './nudge-actions';

export function useFollowNudge(meetings: readonly Meeting[], timeZone: string) {
  const capture = useCaptureMoment(timeZone);

  const follow = (action: NudgeAction) => {
    const request = noteRequestFor(action, meetings);
    if (request) {
      appEvents.emit('openNote', request);
    } else if (action.type === 'capture-moment') {
      capture.mutate(action, {
        onSuccess: () => toast.success('Moment captured'),
        onError: () =>
          toast.error('Error', { description: 'Could not capture the moment. Please try again.' }),
      });
    } else if (action.bossId) {
      appEvents.emit('openBossModal', { bossId: action.bossId });
    } else if (action.directReportId) {
      appEvents.emit('openDirectReportModal', { directReportId: action.directReportId });
    }
  };

  return {
    follow,
    capturing: (action: NudgeAction) => capture.isPending && capture.variables === action,
  };
}
