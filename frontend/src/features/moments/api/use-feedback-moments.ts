/**
 * A direct report's feedback moments this week (docs/product.md#calls 'GET
 * /api/feedback/checked-for-person';
 * #direct-report-page feedback moments): feedback given, feedback asked and recognition, each
 * with how it came about. Capturing and undoing: use-moment-capture.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { CheckedForPerson } from '@shared/contract/schemas/moments';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { MOMENTS_REFRESH_MS } from './moments-refresh';

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
