/**
 * Boss (manager) reads and writes (spec §7 People). Writes refresh every boss query and fire the
 * `bossesChanged` browser event (spec §4 'Events').
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { BossCreate, BossUpdate } from '@shared/contract/schemas/boss';
import { useApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';

export function useBossesLean() {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.bosses.lean,
    queryFn: ({ signal }) => call(api.bosses.listLean, { signal }),
    enabled: status === 'signed-in',
  });
}

export function useBosses(options: { includeArchived?: boolean } = {}) {
  const call = useApiClient();
  const { status } = useAuth();
  const includeArchived = options.includeArchived ?? false;
  return useQuery({
    queryKey: queryKeys.bosses.list(includeArchived),
    queryFn: ({ signal }) =>
      call(api.bosses.list, { signal, query: includeArchived ? { includeArchived: 1 } : {} }),
    enabled: status === 'signed-in',
  });
}

/** GET /api/bosses/next: the next 1:1 with the manager, agenda topics and nudges. */
export function useBossNext() {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.bosses.next,
    queryFn: ({ signal }) => call(api.bosses.next, { signal }),
    enabled: status === 'signed-in',
    refetchInterval: 60_000,
  });
}

function useInvalidateBosses() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.bosses.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.meetings.all }),
    ]);
    appEvents.emit('bossesChanged');
  };
}

export function useCreateBoss() {
  const call = useApiClient();
  const invalidate = useInvalidateBosses();
  return useMutation({
    mutationFn: (body: BossCreate) => call(api.bosses.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateBoss() {
  const call = useApiClient();
  const invalidate = useInvalidateBosses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BossUpdate }) =>
      call(api.bosses.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveBoss() {
  const call = useApiClient();
  const invalidate = useInvalidateBosses();
  return useMutation({
    mutationFn: (id: string) => call(api.bosses.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
