/**
 * `POST /api/auth/google|slack` (docs/architecture.md#integrations): starting a connection is an
 * authenticated call answering the provider's authorisation URL, and the browser goes there
 * (docs/product.md#states-and-transitions 'Integrations'). A failure shows the messages of
 * docs/product.md#error-catalogue: 'User not authenticated' without a session, else 'Failed to
 * start integration. Please try again.'
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@shared/contract/api';
import {
  CONNECTION_FAILED_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  type IntegrationProvider,
} from '@shared/domain/integrations';
import { ApiError, apiCall } from '@/lib/api-client';

const START_ROUTES = { google: api.googleAuth.start, slack: api.slackAuth.start } as const;

/** Starts connecting; answers the authorisation URL. @throws ApiError */
export function startConnection(provider: IntegrationProvider, redirect: string) {
  return apiCall(START_ROUTES[provider], { body: { redirect } });
}

/** docs/product.md#error-catalogue 'Integration connect'. */
export function connectionErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? NOT_AUTHENTICATED_MESSAGE
    : CONNECTION_FAILED_MESSAGE;
}

/** Starts a connection and navigates to the provider; stays pending until the page unloads. */
export function useStartConnection() {
  return useMutation({
    mutationFn: ({ provider, redirect }: { provider: IntegrationProvider; redirect: string }) =>
      startConnection(provider, redirect),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(connectionErrorMessage(error)),
  });
}
