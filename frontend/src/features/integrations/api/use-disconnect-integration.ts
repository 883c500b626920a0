/**
 * `DELETE /api/integrations/{provider}`: revokes the grant at the provider and deletes the tokens;
 * then the integrations and the profile (its `integrations` flags) are read again. Toasts say it
 * happened, and when the provider could not confirm the revocation, where to remove the app.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@shared/contract/api';
import { PROVIDER_LABELS, type IntegrationProvider } from '@shared/domain/integrations';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const ACCOUNT_SETTINGS: Readonly<Record<IntegrationProvider, string>> = {
  google: 'your Google Account settings (Security → Third-party connections)',
  slack: "your Slack workspace's app settings",
};

export function useDisconnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: IntegrationProvider) =>
      apiCall(api.integrations.remove, { params: { provider } }),
    onSuccess: ({ provider, revoked }) => {
      toast.success(
        `${PROVIDER_LABELS[provider]} disconnected`,
        revoked
          ? undefined
          : {
              description: `We couldn't confirm the revocation. You can also remove access in ${ACCOUNT_SETTINGS[provider]}.`,
            },
      );
    },
    onError: () => toast.error('Failed to disconnect. Please try again.'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.integrations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}
