/**
 * 'Connect Google Calendar': disabled with a tooltip while this deployment has no Google client
 * configured (issue #2); the calendar issue connects it.
 */
import { CalendarDays } from 'lucide-react';
import { env } from '@/lib/env';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Tip } from '@/components/ui/tooltip';

export const CALENDAR_NOT_CONFIGURED = 'Calendar connection is not configured';

export function ConnectCalendarButton(props: ButtonProps) {
  const button = (
    <Button {...props} disabled={!env.googleCalendarEnabled || props.disabled}>
      <CalendarDays /> Connect Google Calendar
    </Button>
  );
  return env.googleCalendarEnabled ? (
    button
  ) : (
    <Tip content={CALENDAR_NOT_CONFIGURED} wrap>
      {button}
    </Tip>
  );
}
