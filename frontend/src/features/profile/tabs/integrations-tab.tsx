/**
 * The Integrations tab (spec §2 'Profile'): Google Calendar and Slack, each Connected with an
 * Active badge or Not connected, and Connect / Reconnect. Connecting stays disabled, with a
 * caption and a tooltip saying why, while the deployment has no client configured for it.
 */
import { CalendarDays, MessageSquare } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CALENDAR_NOT_CONFIGURED } from '@/components/connect-calendar-button';
import { DisabledReason } from '@/components/disabled-reason';
import type { Profile } from '@shared/contract/schemas/profile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tip } from '@/components/ui/tooltip';
import { useIntegrationFlags } from '@/lib/integration-flags';

function IntegrationCard({
  icon,
  title,
  description,
  connected,
  configured,
  notConfiguredText,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  connected: boolean;
  configured: boolean;
  notConfiguredText: string;
}) {
  const reasonId = useId();
  const button = (
    <Button
      variant={connected ? 'outline' : 'default'}
      disabled={!configured}
      aria-describedby={configured ? undefined : reasonId}
    >
      {connected ? 'Reconnect' : 'Connect'}
    </Button>
  );
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-md bg-primary-soft text-primary">
          {icon}
        </span>
        <div>
          <h2 className="font-medium">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            {connected ? (
              <>
                Connected <Badge variant="success">Active</Badge>
              </>
            ) : (
              <span className="text-muted-foreground">Not connected</span>
            )}
          </p>
        </div>
      </div>
      {configured ? (
        button
      ) : (
        <div className="flex flex-col items-end gap-1">
          <Tip content={notConfiguredText} wrap>
            {button}
          </Tip>
          <DisabledReason id={reasonId}>{notConfiguredText}</DisabledReason>
        </div>
      )}
    </Card>
  );
}

/** The two integrations of spec §2 'Profile', as data. */
const INTEGRATIONS = [
  {
    key: 'googleCalendar',
    icon: <CalendarDays className="size-5" />,
    title: 'Google Calendar',
    description: 'Finds your recurring 1:1s. Only meeting times and attendees are read.',
    notConfiguredText: CALENDAR_NOT_CONFIGURED,
  },
  {
    key: 'slack',
    icon: <MessageSquare className="size-5" />,
    title: 'Slack',
    description: 'Sends your nudges and reminders as direct messages.',
    notConfiguredText: 'Slack connection is not configured',
  },
] as const;

export function IntegrationsTab({ integrations }: { integrations: Profile['integrations'] }) {
  const configured = useIntegrationFlags();
  return (
    <div className="grid gap-4">
      {INTEGRATIONS.map(({ key, ...integration }) => (
        <IntegrationCard
          key={key}
          {...integration}
          connected={integrations[key]}
          configured={configured[key]}
        />
      ))}
    </div>
  );
}
