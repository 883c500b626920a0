/**
 * The banner for newly detected calendar 1:1s (docs/product.md#dashboard, #states-and-transitions
 * 'New-meetings notice'): shows while the last calendar sync found 1:1 partners not on the team
 * (the dashboard payload's `unmatchedMeetingsCount`, so no request of its own) and more of them
 * than when it was last dismissed; 'Review' opens the team review in calendar mode. Names come from
 * the review itself.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarPlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  newMeetingsText,
  readDismissedUnmatched,
  showsNewMeetingsNotice,
  storeDismissedUnmatched,
} from '../new-meetings-notice';

export function NewMeetingsNotice({ unmatched }: { unmatched: number }) {
  const [dismissed, setDismissed] = useState(readDismissedUnmatched);
  if (!showsNewMeetingsNotice(unmatched, dismissed)) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center"
    >
      <CalendarPlus aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="flex-1 text-sm">{newMeetingsText(unmatched)}</p>
      <div className="flex items-center gap-2">
        <Button asChild size="sm">
          <Link to={`${paths.onboarding}?review=calendar&return=${paths.dashboard}`}>
            Review team
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dismiss"
          onClick={() => {
            storeDismissedUnmatched(unmatched);
            setDismissed(unmatched);
          }}
        >
          <X />
        </Button>
      </div>
    </div>
  );
}
