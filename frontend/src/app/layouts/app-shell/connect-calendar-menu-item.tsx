/**
 * The sidebar's 'Connect Google Calendar' menu item (spec §2 'App shell'): enabled when this
 * deployment has a Google client, else disabled with the reason in visible text. Rendered only
 * while the menu is open, so the integration flags are read only then.
 */
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { CALENDAR_NOT_CONFIGURED } from '@/components/connect-calendar-button';
import { DisabledReason } from '@/components/disabled-reason';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useIntegrationFlags } from '@/lib/integration-flags';

export function ConnectCalendarMenuItem() {
  const id = useId();
  if (useIntegrationFlags().googleCalendar) {
    return (
      <DropdownMenuItem>
        <CalendarDays /> Connect Google Calendar
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem
      disabled
      className="flex-col items-start gap-0.5"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-reason`}
    >
      <span id={`${id}-label`} className="flex items-center gap-2">
        <CalendarDays /> Connect Google Calendar
      </span>
      <DisabledReason id={`${id}-reason`} className="pl-6">
        {CALENDAR_NOT_CONFIGURED}
      </DisabledReason>
    </DropdownMenuItem>
  );
}
