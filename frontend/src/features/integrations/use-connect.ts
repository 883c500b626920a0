/**
 * What a Connect control needs (docs/architecture.md#integrations,
 * docs/operations.md#configuration): whether the deployment has the provider's client (`GET
 * /api/feature-flags`), the reason shown in visible text when it does not, and the action that
 * starts the connection via the authenticated POST and leaves for the provider.
 */
import type { IntegrationProvider } from '@shared/domain/integrations';
import { useFeatureFlags } from '@/features/feature-flags';
import { useStartConnection } from './api/use-start-connection';

export const CALENDAR_NOT_CONFIGURED = 'Calendar connection is not configured';
export const SLACK_NOT_CONFIGURED = 'Slack connection is not configured';

const NOT_CONFIGURED: Readonly<Record<IntegrationProvider, string>> = {
  google: CALENDAR_NOT_CONFIGURED,
  slack: SLACK_NOT_CONFIGURED,
};

export interface ConnectControl {
  /** The flags are known and the provider has a client. */
  configured: boolean;
  /** Why the control is disabled (visible text), or null while it works or the flags load. */
  notConfiguredReason: string | null;
  /** Starting, or on the way to the provider. */
  pending: boolean;
  connect(): void;
}

export function useConnect(provider: IntegrationProvider, redirect: string): ConnectControl {
  const flags = useFeatureFlags({ enabled: true });
  const start = useStartConnection();
  const configured = flags.data
    ? provider === 'google'
      ? flags.data.googleCalendar
      : flags.data.slack
    : false;
  return {
    configured,
    notConfiguredReason: configured || flags.isPending ? null : NOT_CONFIGURED[provider],
    pending: start.isPending || start.isSuccess,
    connect: () => start.mutate({ provider, redirect }),
  };
}
