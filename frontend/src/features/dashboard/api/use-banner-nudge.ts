/**
 * The dashboard's nudge banner reads and writes (spec §7): `POST /api/feedback/banner-nudge`
 * with this week's stats and the banner kind (one ask per kind and week; null when none applies)
 * and `POST /api/feedback/dismiss-banner`, which hides it at once and for the rest of the week.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { BannerNudge, BannerNudgeRequest } from '@shared/contract/schemas/nudge';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const bannerNudgeQuery = (request: BannerNudgeRequest, weekStartDate: string) =>
  queryOptions({
    queryKey: queryKeys.bannerNudge(request.nudgeType, weekStartDate),
    queryFn: ({ signal }) => apiCall(api.feedback.bannerNudge, { signal, body: request }),
    // Asked once per kind and week: the rules (banner-rules.ts) decide when it goes away.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Dismisses a banner: hidden at once, recorded by the server (a failure is only logged). */
export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banner: BannerNudge) =>
      apiCall(api.feedback.dismissBanner, { body: { nudgeId: banner.id } }),
    onMutate: (banner) => {
      queryClient.setQueriesData<BannerNudge | null>(
        { queryKey: queryKeys.bannerNudge() },
        (current) => (current?.id === banner.id ? null : current),
      );
    },
    onError: (error) => console.warn('Could not record the banner dismissal', error),
  });
}
