/**
 * The people the calendar found for the team review in calendar mode (spec §7: `POST
 * /api/calendar/sync` — with `force` after connecting — then `GET /api/direct-reports/detected`).
 * A sync that fails (e.g. Google needs a reconnect) still lists what the last sync found.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useDetectedPeople(options: { enabled: boolean; force: boolean }) {
  return useQuery({
    queryKey: queryKeys.calendar.detected,
    enabled: options.enabled,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      await apiCall(api.calendar.sync, {
        body: options.force ? { force: true } : {},
        signal,
      }).catch(() => undefined);
      return apiCall(api.directReports.detected, { signal });
    },
  });
}
