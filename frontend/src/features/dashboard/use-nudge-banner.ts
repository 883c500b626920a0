/**
 * The dashboard's nudge banner (docs/product.md#states-and-transitions 'Dashboard nudge banner'):
 * the one the dashboard read carries (`nudgeBanner`, chosen by the server by the spec's rules: none
 * while the week has feedback given, feedback asked or recognition), so showing it waits on no
 * other call. It is cleared at once when a feedback change event fires (a moment captured; the
 * dashboard is then read again, invalidation table) and when dismissed, and a dismissed banner
 * stays away while the page is open.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dashboard } from '@shared/contract/schemas/dashboard';
import type { BannerNudge } from '@shared/contract/schemas/nudge';
import { useAppEvent } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';
import { useDismissBanner, withoutBanner } from './api/use-dismiss-banner';

export function useNudgeBanner(
  dashboard: Dashboard,
  /** False while the dashboard is a placeholder (loading or failed): no banner. */
  settled: boolean,
): { banner: BannerNudge | null; dismiss: (banner: BannerNudge) => void } {
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const banner = dashboard.nudgeBanner;
  useAppEvent('feedbackChanged', () => {
    if (banner)
      queryClient.setQueryData<Dashboard>(queryKeys.dashboard.all, (current) =>
        withoutBanner(current, banner.id),
      );
  });
  const dismiss = useDismissBanner();
  return {
    banner: settled && banner && !dismissed.includes(banner.id) ? banner : null,
    dismiss: (shown) => {
      setDismissed((ids) => [...ids, shown.id]);
      dismiss.mutate(shown);
    },
  };
}
