/**
 * A list of 1:1s with the person's avatar, name and when (in the user's time zone), and each
 * meeting's note button ('Prep agenda', 'Edit agenda', 'Add reflections', 'View notes'). A row
 * too narrow for name, time and button wraps the button under them before it cuts the name short.
 */
import { CalendarCheck2, CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Meeting, MeetingNoteFlags } from '@shared/contract/schemas/meeting';
import { PersonAvatar } from '@/components/person-avatar';
import { paths } from '@/config/paths';
import { formatMeetingWhen } from '@/lib/format-date';
import { useMeetingFlags } from '@/features/notes';
import { MeetingNoteButton } from './meeting-note-button';

export function MeetingList({
  meetings,
  timeZone,
  emptyText,
  label,
  showPerson = true,
  flags: knownFlags,
  flagMeetingIds,
}: {
  meetings: readonly Meeting[];
  timeZone: string;
  emptyText: string;
  label: string;
  showPerson?: boolean;
  /**
   * Note flags already known (the weekly list carries them), by meeting id; null while they are
   * still on their way (nothing else is loaded meanwhile).
   */
  flags?: Record<string, MeetingNoteFlags> | null | undefined;
  /**
   * The page's meetings: those whose flags are not known are loaded in one call shared by every
   * list on the page that passes the same ids; defaults to this list's meetings.
   */
  flagMeetingIds?: readonly string[];
}) {
  const unknownIds = (flagMeetingIds ?? meetings.map((meeting) => meeting.id)).filter(
    (id) => !knownFlags?.[id],
  );
  const loaded = useMeetingFlags(knownFlags === null ? [] : unknownIds);
  const flagsOf = (id: string) => knownFlags?.[id] ?? loaded.data?.[id];
  if (!meetings.length) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={label}>
      {meetings.map((meeting) => {
        const when = formatMeetingWhen(meeting.scheduledTime, timeZone);
        const Icon = meeting.status === 'completed' ? CalendarCheck2 : CalendarClock;
        const body = (
          <>
            {showPerson ? (
              <PersonAvatar
                person={{ id: meeting.directReportId ?? meeting.bossId, name: meeting.personName }}
                size="sm"
                decorative
              />
            ) : (
              <Icon className="size-5 text-muted-foreground" aria-hidden />
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium">
                {showPerson ? meeting.personName : meeting.title}
              </span>
              <span className="block text-sm text-muted-foreground">
                <time dateTime={meeting.scheduledTime}>{when}</time>
              </span>
            </span>
          </>
        );
        return (
          <li
            key={meeting.id}
            data-meeting-id={meeting.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3"
          >
            {meeting.directReportId && showPerson ? (
              <Link
                to={paths.directReport(meeting.directReportId)}
                className="flex min-w-0 flex-auto items-center gap-3 rounded-md hover:underline"
              >
                {body}
              </Link>
            ) : (
              <div className="flex min-w-0 flex-auto items-center gap-3">{body}</div>
            )}
            <MeetingNoteButton meeting={meeting} flags={flagsOf(meeting.id)} className="ml-auto" />
          </li>
        );
      })}
    </ul>
  );
}
