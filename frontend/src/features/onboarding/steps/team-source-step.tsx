/**
 * Step 5 (docs/product.md#screens-and-routes, #states-and-transitions): 'Connect Google Calendar'
 * or 'Add team manually'. Connecting saves the draft, then goes to Google and back to
 * `/onboarding?connected=google` (step 6, calendar mode). It stays disabled, with a caption and a
 * tooltip saying so, while this deployment has no Google client configured.
 */
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConnectCalendarButton } from '@/features/integrations';

export function TeamSourceStep({
  onConnectCalendar,
  onAddManually,
  onSkip,
  onBack,
}: {
  onConnectCalendar: () => void;
  onAddManually: () => void;
  onSkip: () => void;
  onBack: () => void;
}) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2 rounded-lg border bg-card p-5">
          <p className="text-sm text-muted-foreground">
            Find your recurring 1:1s automatically. We only read meeting times and attendees.
          </p>
          <ConnectCalendarButton
            from="onboarding"
            size="lg"
            className="w-full"
            fullWidth
            onBeforeConnect={onConnectCalendar}
          />
        </div>
        <div className="grid gap-2 rounded-lg border bg-card p-5">
          <p className="text-sm text-muted-foreground">
            Type in your direct reports and your manager, with when you usually meet.
          </p>
          <Button size="lg" variant="outline" className="w-full" onClick={onAddManually}>
            <UserPlus /> Add team manually
          </Button>
        </div>
      </div>
      <div className="flex items-center justify-between">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button variant="link" onClick={onSkip}>
          Skip for now
        </Button>
      </div>
    </div>
  );
}
