/**
 * 'Connect Google Calendar' (docs/product.md#screens-and-routes,
 * docs/architecture.md#integrations): starts the connection through the authenticated POST and goes
 * to Google, coming back to the onboarding wizard (and from there to where it was pressed). While
 * this deployment has no Google client it is disabled, saying why in a caption under it (and a
 * tooltip).
 */
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { DisabledReason } from '@/components/disabled-reason';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Tip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { CONNECT_REDIRECTS, type CalendarConnectOrigin } from '../connect-redirects';
import { useConnect } from '../use-connect';

export function ConnectCalendarButton({
  from,
  onBeforeConnect,
  fullWidth = false,
  ...props
}: Omit<ButtonProps, 'onClick'> & {
  /** Where it is pressed: decides where the browser comes back to. */
  from: CalendarConnectOrigin;
  /** Runs before leaving for Google (e.g. the wizard saves its draft). */
  onBeforeConnect?: () => void;
  /** Fill the container's width (the button and its caption). */
  fullWidth?: boolean;
}) {
  const reasonId = useId();
  const control = useConnect('google', CONNECT_REDIRECTS.google[from]);
  const reason = control.notConfiguredReason;
  const button = (
    <Button
      {...props}
      disabled={!control.configured || control.pending || props.disabled}
      aria-describedby={reason ? reasonId : props['aria-describedby']}
      onClick={() => {
        onBeforeConnect?.();
        control.connect();
      }}
    >
      <CalendarDays /> Connect Google Calendar
    </Button>
  );
  if (!reason) return button;
  return (
    <div className={cn('flex flex-col items-center gap-1', fullWidth && 'w-full')}>
      <Tip content={reason} wrap wrapClassName={fullWidth ? 'flex w-full' : ''}>
        {button}
      </Tip>
      <DisabledReason id={reasonId}>{reason}</DisabledReason>
    </div>
  );
}
