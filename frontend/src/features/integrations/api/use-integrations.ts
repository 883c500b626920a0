/**
 * `GET /api/integrations`: Google Calendar and Slack, each connected, needing a reconnect or not
 * connected, with the account (the Integrations tab of docs/product.md#profile).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const integrationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.integrations,
    queryFn: ({ signal }) => apiCall(api.integrations.list, { signal }),
  });

export function useIntegrations() {
  return useQuery(integrationsQuery());
}
