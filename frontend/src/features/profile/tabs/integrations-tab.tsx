/**
 * The Integrations tab (docs/product.md#profile, docs/architecture.md#integrations): Google
 * Calendar and Slack, each 'Connected' with an 'Active' badge and the connected account, 'Needs
 * reconnecting' when the provider refused the stored grant, or 'Not connected'; Connect (or
 * Reconnect) starts the connection through the authenticated POST and goes to the provider;
 * Disconnect, after a confirmation, revokes the grant and deletes the tokens. Connecting stays
 * disabled, with a caption and a tooltip saying why, while the deployment has no client configured
 * for it.
 */
import { CalendarDays, MessageSquare } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { IntegrationState } from '@shared/contract/schemas/integrations';
import { PROVIDER_LABELS, type IntegrationProvider } from '@shared/domain/integrations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DisabledReason } from '@/components/disabled-reason';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tip } from '@/components/ui/tooltip';
import {
  CONNECT_REDIRECTS,
  useConnect,
  useDisconnectIntegration,
  useIntegrations,
} from '@/features/integrations';

/** The two integrations of docs/product.md#profile, as data. */
const INTEGRATIONS: readonly {
  provider: IntegrationProvider;
  icon: ReactNode;
  description: string;
  redirect: string;
  /** What disconnecting takes away. */
  disconnectText: string;
}[] = [
  {
    provider: 'google',
    icon: <CalendarDays className="size-5 shrink-0" aria-hidden />,
    description: 'Finds your recurring 1:1s. Only meeting times and attendees are read.',
    redirect: CONNECT_REDIRECTS.google.profile,
    disconnectText:
      "We'll revoke our access to your Google Calendar and delete the stored tokens. Your team stays as it is.",
  },
  {
    provider: 'slack',
    icon: <MessageSquare className="size-5 shrink-0" aria-hidden />,
    description: 'Sends your nudges and reminders as direct messages.',
    redirect: CONNECT_REDIRECTS.slack.profile,
    disconnectText:
      "We'll remove the app's access to your Slack workspace and delete the stored token. Nudges stop coming to Slack.",
  },
];

function StatusLine({ state, failed }: { state: IntegrationState | undefined; failed: boolean }) {
  if (!state) {
    return failed ? <span className="text-muted-foreground">Unknown</span> : <Spinner />;
  }
  if (state.status === 'connected') {
    return (
      <>
        Connected <Badge variant="success">Active</Badge>
        {state.account ? <span className="text-muted-foreground">as {state.account}</span> : null}
      </>
    );
  }
  if (state.status === 'needsReconnect') {
    return (
      <>
        <Badge variant="warning">Needs reconnecting</Badge>
        <span className="text-muted-foreground">
          Access was revoked or has expired. Reconnect to keep it working.
        </span>
      </>
    );
  }
  return <span className="text-muted-foreground">Not connected</span>;
}

function IntegrationCard({
  provider,
  icon,
  description,
  redirect,
  disconnectText,
  state,
  failed,
}: (typeof INTEGRATIONS)[number] & { state: IntegrationState | undefined; failed: boolean }) {
  const reasonId = useId();
  const headingId = useId();
  const title = PROVIDER_LABELS[provider];
  const control = useConnect(provider, redirect);
  const disconnect = useDisconnectIntegration();
  const [confirming, setConfirming] = useState(false);
  const linked = state !== undefined && state.status !== 'notConnected';
  const reason = control.notConfiguredReason;
  const connectButton = (
    <Button
      variant={linked ? 'outline' : 'default'}
      disabled={!control.configured || control.pending || !state}
      aria-describedby={reason ? reasonId : undefined}
      onClick={control.connect}
    >
      {linked ? 'Reconnect' : 'Connect'}
    </Button>
  );
  return (
    <Card
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-between gap-4 p-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
          {icon}
        </span>
        <div>
          <h2 id={headingId} className="font-medium">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <StatusLine state={state} failed={failed} />
          </p>
        </div>
      </div>
      <div className="flex flex-col items-end gap-1">
        <div className="flex flex-wrap justify-end gap-2">
          {linked ? (
            <Button
              variant="ghost"
              disabled={disconnect.isPending}
              onClick={() => setConfirming(true)}
            >
              Disconnect
            </Button>
          ) : null}
          {reason ? (
            <Tip content={reason} wrap>
              {connectButton}
            </Tip>
          ) : (
            connectButton
          )}
        </div>
        {reason ? <DisabledReason id={reasonId}>{reason}</DisabledReason> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${title}?`}
        description={disconnectText}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        pending={disconnect.isPending}
        onConfirm={() => disconnect.mutate(provider, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}

export function IntegrationsTab() {
  const integrations = useIntegrations();
  return (
    <div className="grid gap-4">
      {integrations.isError ? (
        <p className="text-sm text-muted-foreground">
          We couldn&apos;t load your integrations.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void integrations.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {INTEGRATIONS.map((integration) => (
        <IntegrationCard
          key={integration.provider}
          {...integration}
          state={integrations.data?.[integration.provider]}
          failed={integrations.isError}
        />
      ))}
    </div>
  );
}
