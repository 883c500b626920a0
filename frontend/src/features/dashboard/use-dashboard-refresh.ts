/**
 * The dashboard's weekly refresh (docs/product.md#states-and-transitions 'Refreshing',
 * #constants-and-limits: Monday 00:05 local): while the dashboard is open it is read again when the
 * user's week rolls over. (The tab becoming visible and the spec's events refresh it too:
 * `api/use-dashboard.ts`, `lib/query-invalidation.ts`.) Moments are inferred from a saved note
 * shortly after the save, so a notes change also reads it again once they are in (once per burst of
 * saves).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppEvent } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';
import { useWeeklyRollover } from '@/lib/use-weekly-rollover';

/** How long after a note is saved its moments are in (inferred within 2 s), ms. */
export const MOMENTS_SETTLE_MS = 2500;

export function useDashboardRefresh(timeZone: string | undefined): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  useWeeklyRollover(timeZone, refresh);
  // One read once the saves of a burst (typing autosaves) have settled.
  const settle = useRef<number | undefined>(undefined);
  useAppEvent('dashboardNotesChanged', () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(refresh, MOMENTS_SETTLE_MS);
  });
  useEffect(() => () => window.clearTimeout(settle.current), []);
}
