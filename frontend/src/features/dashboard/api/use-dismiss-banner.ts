/**
 * Dismissing the dashboard's nudge banner (docs/product.md#states-and-transitions 'Dashboard nudge
 * banner', #calls `POST /api/feedback/dismiss-banner`): hidden at once from the dashboard read that
 * carries it (`nudgeBanner`, use-dashboard.ts) and recorded by the server for the rest of the week.
 * A failure is only logged.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { Dashboard } from '@shared/contract/schemas/dashboard';
import type { BannerNudge } from '@shared/contract/schemas/nudge';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Takes `bannerId`'s banner off the cached dashboard (any other banner stays). */
export function withoutBanner(dashboard: Dashboard | undefined, bannerId: string) {
  return dashboard?.nudgeBanner?.id === bannerId ? { ...dashboard, nudgeBanner: null } : dashboard;
}

export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banner: BannerNudge) =>
      apiCall(api.feedback.dismissBanner, { body: { nudgeId: banner.id } }),
    onMutate: async (banner) => {
      // A read already under way answers from before the dismissal: it must not bring it back.
      await queryClient.cancelQueries({ queryKey: queryKeys.dashboard.all });
      queryClient.setQueryData<Dashboard>(queryKeys.dashboard.all, (current) =>
        withoutBanner(current, banner.id),
      );
    },
    onError: (error) => console.warn('Could not record the banner dismissal', error),
  });
}
