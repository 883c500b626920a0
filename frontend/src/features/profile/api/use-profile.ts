/**
 * Profile reads and writes (docs/product.md#calls 'GET/PUT /api/profile').
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { ProfileUpdate } from '@shared/contract/schemas/profile';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => apiCall(api.profile.get, { signal }),
  });

export function useProfile() {
  return useQuery(profileQuery());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiCall(api.profile.update, { body }),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
