/**
 * 'Connect Google Calendar': disabled while this deployment has no Google client configured
 * (issue #2), saying why in a caption under it (and a tooltip); the calendar issue connects it.
 */
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useIntegrationFlags } from '@/lib/integration-flags';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Tip } from '@/components/ui/tooltip';
import { DisabledReason } from './disabled-reason';

export const CALENDAR_NOT_CONFIGURED = 'Calendar connection is not configured';

export function ConnectCalendarButton({
  fullWidth = false,
  ...props
}: ButtonProps & {
  /** Fill the container's width (the button and its caption). */
  fullWidth?: boolean;
}) {
  const reasonId = useId();
  const enabled = useIntegrationFlags().googleCalendar;
  const button = (
    <Button
      {...props}
      disabled={!enabled || props.disabled}
      aria-describedby={enabled ? props['aria-describedby'] : reasonId}
    >
      <CalendarDays /> Connect Google Calendar
    </Button>
  );
  if (enabled) return button;
  return (
    <div className={cn('flex flex-col items-center gap-1', fullWidth && 'w-full')}>
      <Tip content={CALENDAR_NOT_CONFIGURED} wrap wrapClassName={fullWidth ? 'flex w-full' : ''}>
        {button}
      </Tip>
      <DisabledReason id={reasonId}>{CALENDAR_NOT_CONFIGURED}</DisabledReason>
    </div>
  );
}
