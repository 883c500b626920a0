/**
 * The people the calendar found, for the team review (docs/product.md#calls: `POST
 * /api/calendar/sync` — with `force` after connecting — then `GET
 * /api/direct-reports/detected?includeAdded=1`: those already tracked too, for their 'Already
 * added' rows). A sync that fails (e.g. Google needs a reconnect, or was never connected) is logged
 * and skipped: the list is what the last sync found (docs/product.md#error-catalogue). A failed
 * list shows the toast 'Notice': "Couldn't auto-detect direct reports. You can add them manually."
 * Read afresh each time a review opens (nothing kept once it closes), so the review the dashboard's
 * new-meetings notice opens lists whom that notice counted.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function useDetectedPeople(options: { enabled: boolean; force: boolean }) {
  const query = useQuery({
    queryKey: queryKeys.calendar.detected,
    enabled: options.enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      await apiCall(api.calendar.sync, {
        body: options.force ? { force: true } : {},
        signal,
      }).catch((error: unknown) => console.warn('Calendar sync skipped', error));
      return apiCall(api.directReports.detected, { query: { includeAdded: '1' }, signal });
    },
  });
  useEffect(() => {
    if (query.isError)
      toast('Notice', {
        description: "Couldn't auto-detect direct reports. You can add them manually.",
      });
  }, [query.isError]);
  return query;
}
