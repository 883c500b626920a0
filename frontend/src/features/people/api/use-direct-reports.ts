/**
 * Direct reports (docs/product.md#calls 'People'): the lists and writes from the people factory,
 * and the detail read of `/dr/{id}`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { createPeopleApi } from './people-api';

const directReports = createPeopleApi({
  routes: api.directReports,
  keys: queryKeys.directReports,
  changedEvent: 'directReportsChanged',
});

export const directReportsLeanQuery = directReports.leanQuery;
export const directReportsQuery = directReports.listQuery;
export const useDirectReportsLean = directReports.useLean;
export const useDirectReports = directReports.useList;
export const useCreateDirectReport = directReports.useCreate;
export const useUpdateDirectReport = directReports.useUpdate;
export const useRemoveDirectReport = directReports.useRemove;

/** Re-read interval of a person page, ms (a passed 1:1 moves to completed). */
const DETAIL_REFRESH_MS = 60_000;

/** GET /api/direct-reports/{id}: the person, this week, the next 1:1, suggestions, nudges. */
export const directReportDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.directReports.detail(id),
    queryFn: ({ signal }) => apiCall(api.directReports.get, { signal, params: { id } }),
    refetchInterval: DETAIL_REFRESH_MS,
  });

export function useDirectReportDetail(id: string | undefined) {
  return useQuery({ ...directReportDetailQuery(id ?? ''), enabled: Boolean(id) });
}
