/**
 * Profile reads and writes (spec §7 'GET/PUT /api/profile').
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { ProfileUpdate } from '@shared/contract/schemas/profile';
import { useApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';

export function useProfile() {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => call(api.profile.get, { signal }),
    enabled: status === 'signed-in',
  });
}

export function useUpdateProfile() {
  const call = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => call(api.profile.update, { body }),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
