/**
 * Onboarding status and completion (docs/product.md#calls 'GET /api/onboarding/status', 'POST
 * /api/onboarding').
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { OnboardingComplete } from '@shared/contract/schemas/profile';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';

export const onboardingStatusQuery = () =>
  queryOptions({
    queryKey: queryKeys.onboardingStatus,
    queryFn: ({ signal }) => apiCall(api.onboarding.status, { signal }),
    retry: false,
  });

/** The status, read only for a signed-in user (the landing page asks for signed-in visitors). */
export function useOnboardingStatus(options: { enabled?: boolean } = {}) {
  const { status } = useAuth();
  return useQuery({
    ...onboardingStatusQuery(),
    enabled: status === 'signed-in' && (options.enabled ?? true),
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingComplete) => apiCall(api.onboarding.complete, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      queryClient.setQueryData(queryKeys.onboardingStatus, { onboardingCompleted: true });
    },
  });
}
