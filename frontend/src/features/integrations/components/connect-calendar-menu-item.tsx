/**
 * 'Connect Google Calendar' as an item of a dropdown menu (the sidebar's plus menu,
 * docs/product.md#app-shell): starts the connection like ConnectCalendarButton, coming back through
 * the onboarding wizard to the dashboard. Disabled with its reason in visible text while no Google
 * client is configured. The feature flags are read only once the menu is open.
 */
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { DisabledReason } from '@/components/disabled-reason';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { CONNECT_REDIRECTS } from '../connect-redirects';
import { useConnect } from '../use-connect';

export function ConnectCalendarMenuItem() {
  const id = useId();
  const control = useConnect('google', CONNECT_REDIRECTS.google.dashboard);
  const reason = control.notConfiguredReason;
  if (!reason) {
    return (
      <DropdownMenuItem
        disabled={!control.configured || control.pending}
        onSelect={control.connect}
      >
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
        {reason}
      </DisabledReason>
    </DropdownMenuItem>
  );
}
