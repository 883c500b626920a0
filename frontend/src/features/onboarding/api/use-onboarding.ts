/**
 * Onboarding status and completion (spec §7 'GET /api/onboarding/status', 'POST /api/onboarding').
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { OnboardingComplete } from '@shared/contract/schemas/profile';
import { useApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';

export function useOnboardingStatus(options: { enabled?: boolean } = {}) {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.onboardingStatus,
    queryFn: ({ signal }) => call(api.onboarding.status, { signal }),
    enabled: status === 'signed-in' && (options.enabled ?? true),
    retry: false,
  });
}

export function useCompleteOnboarding() {
  const call = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingComplete) => call(api.onboarding.complete, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      queryClient.setQueryData(queryKeys.onboardingStatus, { onboardingCompleted: true });
    },
  });
}
