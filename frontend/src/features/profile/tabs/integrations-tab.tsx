/**
 * The Integrations tab (spec §2 'Profile'): Google Calendar and Slack, each Connected with an
 * Active badge or Not connected, and Connect / Reconnect. Connecting stays disabled, with a
 * tooltip, while the deployment has no client configured for it.
 */
import { CalendarDays, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Profile } from '@shared/contract/schemas/profile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tip } from '@/components/ui/tooltip';
import { env } from '@/lib/env';

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
  const button = (
    <Button variant={connected ? 'outline' : 'default'} disabled={!configured}>
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
        <Tip content={notConfiguredText} wrap>
          {button}
        </Tip>
      )}
    </Card>
  );
}

export function IntegrationsTab({ integrations }: { integrations: Profile['integrations'] }) {
  return (
    <div className="grid gap-4">
      <IntegrationCard
        icon={<CalendarDays className="size-5" />}
        title="Google Calendar"
        description="Finds your recurring 1:1s. Only meeting times and attendees are read."
        connected={integrations.googleCalendar}
        configured={env.googleCalendarEnabled}
        notConfiguredText="Calendar connection is not configured"
      />
      <IntegrationCard
        icon={<MessageSquare className="size-5" />}
        title="Slack"
        description="Sends your nudges and reminders as direct messages."
        connected={integrations.slack}
        configured={env.slackEnabled}
        notConfiguredText="Slack connection is not configured"
      />
    </div>
  );
}
