/**
 * Today's nudges (spec §2 'Dashboard', issue 9 item 3): at most 3, each with an emoji, a title, a
 * text and its action — open the prep, open the note, or capture the moment — which opens the
 * matching editor in the notes panel.
 */
import { BellRing } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { appEvents } from '@/lib/app-events';
import { nudgeActionLabel, nudgeOpenRequest, type TodaysNudge } from '../nudge-actions';

/** At most this many nudges on the dashboard (spec §9). */
export const MAX_TODAYS_NUDGES = 3;

export function TodaysNudgesCard({
  nudges,
  isPending,
}: {
  nudges: readonly TodaysNudge[];
  isPending: boolean;
}) {
  let body;
  if (isPending) body = <Spinner label="Loading today's nudges…" />;
  else if (!nudges.length)
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <BellRing className="size-4" aria-hidden /> Nothing needs you today. Enjoy the quiet.
      </p>
    );
  else
    body = (
      <ul className="grid gap-3" aria-label="Today's nudges">
        {nudges.slice(0, MAX_TODAYS_NUDGES).map((nudge) => (
          <li
            key={nudge.id}
            className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border p-3"
          >
            <span aria-hidden className="text-xl leading-none">
              {nudge.emoji}
            </span>
            <span className="min-w-0 flex-1 basis-48">
              <span className="block font-medium">{nudge.title}</span>
              <span className="block text-sm text-muted-foreground">{nudge.content}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              onClick={() => appEvents.emit('openNote', nudgeOpenRequest(nudge.action))}
            >
              {nudgeActionLabel(nudge.action)}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <SectionCard id="todays-nudges-heading" title="Today's nudges">
      {body}
    </SectionCard>
  );
}
