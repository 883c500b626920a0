/**
 * The note button of a 1:1 (docs/product.md#screens-and-routes 'Meeting buttons'): 'Prep agenda'
 * (no agenda yet) or 'Edit agenda' for meetings ahead; 'Add reflections' (no reflection) or 'View
 * notes' for completed ones. It opens the meeting note in the notes panel.
 */
import { NotebookPen } from 'lucide-react';
import type { Meeting } from '@shared/contract/schemas/meeting';
import { Button } from '@/components/ui/button';
import { appEvents } from '@/lib/app-events';

function meetingNoteButtonLabel(
  meeting: Meeting,
  flags: { hasAgenda: boolean; hasReflection: boolean } | undefined,
) {
  if (meeting.status === 'completed')
    return flags?.hasReflection ? 'View notes' : 'Add reflections';
  return flags?.hasAgenda ? 'Edit agenda' : 'Prep agenda';
}

export function MeetingNoteButton({
  meeting,
  flags,
  className,
}: {
  meeting: Meeting;
  flags: { hasAgenda: boolean; hasReflection: boolean } | undefined;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() =>
        appEvents.emit('openNote', {
          kind: 'meeting',
          meeting,
          role: meeting.status === 'completed' ? 'reflection' : 'prep',
        })
      }
    >
      <NotebookPen /> {meetingNoteButtonLabel(meeting, flags)}
    </Button>
  );
}
