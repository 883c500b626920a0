/**
 * Direct report reads and writes (spec §7 People). Writes refresh every direct-report query and
 * fire the `directReportsChanged` browser event (spec §4 'Events').
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type {
  DirectReportCreate,
  DirectReportUpdate,
} from '@shared/contract/schemas/direct-report';
import { useApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';

export function useDirectReportsLean() {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.directReports.lean,
    queryFn: ({ signal }) => call(api.directReports.listLean, { signal }),
    enabled: status === 'signed-in',
  });
}

export function useDirectReports(options: { includeArchived?: boolean } = {}) {
  const call = useApiClient();
  const { status } = useAuth();
  const includeArchived = options.includeArchived ?? false;
  return useQuery({
    queryKey: queryKeys.directReports.list(includeArchived),
    queryFn: ({ signal }) =>
      call(api.directReports.list, {
        signal,
        query: includeArchived ? { includeArchived: 1 } : {},
      }),
    enabled: status === 'signed-in',
  });
}

/** GET /api/direct-reports/{id}: the person, this week, the next 1:1, suggestions, nudges. */
export function useDirectReportDetail(id: string | undefined) {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.directReports.detail(id ?? ''),
    queryFn: ({ signal }) => call(api.directReports.get, { signal, params: { id: id! } }),
    enabled: status === 'signed-in' && Boolean(id),
    refetchInterval: 60_000,
  });
}

function useInvalidateDirectReports() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.directReports.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.meetings.all }),
    ]);
    appEvents.emit('directReportsChanged');
  };
}

export function useCreateDirectReport() {
  const call = useApiClient();
  const invalidate = useInvalidateDirectReports();
  return useMutation({
    mutationFn: (body: DirectReportCreate) => call(api.directReports.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateDirectReport() {
  const call = useApiClient();
  const invalidate = useInvalidateDirectReports();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DirectReportUpdate }) =>
      call(api.directReports.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveDirectReport() {
  const call = useApiClient();
  const invalidate = useInvalidateDirectReports();
  return useMutation({
    mutationFn: (id: string) => call(api.directReports.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
