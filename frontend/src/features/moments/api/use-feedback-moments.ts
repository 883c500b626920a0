/**
 * A direct report's feedback moments this week (spec §7 'GET /api/feedback/checked-for-person';
 * §2 'Direct report page' feedback moments): feedback given, feedback asked and recognition, each
 * with how it came about, and capturing or undoing one by hand (`POST` / `DELETE
 * /api/feedback/moments`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { CheckedForPerson } from '@shared/contract/schemas/moments';
import type { FeedbackMomentType } from '@shared/domain/moments';
import { ApiError, apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { MOMENTS_REFRESH_MS } from './moments-refresh';
import { useMomentToggle, type MomentToggle } from './use-moment-toggle';

/** Reads a direct report's feedback moments of this week (the server's week). */
export function fetchFeedbackMoments(
  directReportId: string,
  signal?: AbortSignal,
): Promise<CheckedForPerson> {
  return apiCall(api.feedback.checkedForPerson, {
    query: { directReportId },
    ...(signal ? { signal } : {}),
  });
}

/** Query options of a direct report's moments this week (key and fetcher). */
export const feedbackMomentsQuery = (directReportId: string) =>
  queryOptions({
    queryKey: queryKeys.moments.directReport(directReportId),
    queryFn: ({ signal }) => fetchFeedbackMoments(directReportId, signal),
    refetchInterval: MOMENTS_REFRESH_MS,
  });

/** A direct report's feedback moments this week. */
export function useFeedbackMoments(directReportId: string) {
  return useQuery(feedbackMomentsQuery(directReportId));
}

/** Captures (POST) or undoes (DELETE) a feedback moment by hand this week. */
async function sendFeedbackMoment(
  directReportId: string,
  { type, on }: MomentToggle<FeedbackMomentType>,
): Promise<void> {
  if (on) {
    await apiCall(api.feedbackMoments.create, { body: { directReportId, type } });
    return;
  }
  try {
    await apiCall(api.feedbackMoments.remove, { query: { directReportId, type } });
  } catch (error) {
    // Nothing captured by hand this week (another tab undid it): already what was asked.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/**
 * Captures or undoes a direct report's moment by hand; `onCaptured` runs when a capture is saved.
 * Answers `toggle({ type, on })`.
 */
export function useToggleFeedbackMoment(
  directReportId: string,
  onCaptured?: (type: FeedbackMomentType) => void,
) {
  return useMomentToggle<FeedbackMomentType, CheckedForPerson>({
    queryKey: queryKeys.moments.directReport(directReportId),
    send: (toggle) => sendFeedbackMoment(directReportId, toggle),
    ...(onCaptured ? { onCaptured } : {}),
  });
}
