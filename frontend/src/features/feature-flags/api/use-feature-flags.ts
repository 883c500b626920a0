/**
 * `GET /api/feature-flags`: what the deployment has configured — the AI provider and the
 * processor texts are sent to, and the integrations. Read once per session (it changes only with
 * a deployment). The Connect controls (features/integrations `useConnect`) read it only when one
 * shows, so a page without one makes no flags request.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const featureFlagsQuery = () =>
  queryOptions({
    queryKey: queryKeys.featureFlags,
    queryFn: ({ signal }) => apiCall(api.featureFlags.get, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The flags, only while signed in (the route needs a token). */
export function useFeatureFlags({ enabled }: { enabled: boolean }) {
  return useQuery({ ...featureFlagsQuery(), enabled });
}
