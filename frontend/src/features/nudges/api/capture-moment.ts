/**
 * A nudge's 'Capture the moment' (shared/domain/nudge-kinds.ts `capture-moment`): for a direct
 * report `POST /api/feedback/moments` (idempotent for the person, type and week); for the manager
 * the week's flags are read and written back with the moment set (`PUT /api/manage-up/current`
 * takes all three). Announces `feedbackChanged`, which refreshes the dashboard and clears its
 * nudge banner (spec §4).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { NudgeAction } from '@shared/contract/schemas/nudge';
import { FEEDBACK_MOMENT_TYPES, type FeedbackMomentType } from '@shared/domain/moments';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { weekStartDate } from '@/lib/user-week';

type CaptureAction = Extract<NudgeAction, { type: 'capture-moment' }>;

const isFeedbackType = (type: string): type is FeedbackMomentType =>
  (FEEDBACK_MOMENT_TYPES as readonly string[]).includes(type);

/** Captures the action's moment this week (`timeZone`: the user's, for the manager's week). @throws ApiError */
export async function captureMoment(action: CaptureAction, timeZone: string): Promise<void> {
  const { momentType, directReportId, bossId } = action;
  if (directReportId && isFeedbackType(momentType)) {
    await apiCall(api.feedbackMoments.create, { body: { directReportId, type: momentType } });
  } else if (bossId && !isFeedbackType(momentType)) {
    const query = { weekStart: weekStartDate(new Date(), timeZone), bossId };
    const { teamWins, prioritiesAligned, proactiveUpdates } = await apiCall(api.manageUp.current, {
      query,
    });
    await apiCall(api.manageUp.setCurrent, {
      query,
      body: { teamWins, prioritiesAligned, proactiveUpdates, [momentType]: true },
    });
  } else {
    throw new Error(`A ${momentType} moment needs its kind of person`);
  }
}

export function useCaptureMoment(timeZone: string) {
  return useMutation({
    mutationFn: (action: CaptureAction) => captureMoment(action, timeZone),
    onSuccess: () => appEvents.emit('feedbackChanged'),
  });
}
