/**
 * A person's upcoming 1:1 (person pages, docs/product.md#screens-and-routes): this week's remaining
 * 1:1s, or when none is left, the next one after this week, each with its note button; or a prompt
 * to set a schedule.
 */
import type { Meeting, MeetingNoteFlags } from '@shared/contract/schemas/meeting';
import { MeetingList } from './meeting-list';

export function UpcomingOneOnOnes({
  upcoming,
  next,
  timeZone,
  label,
  flags,
  flagMeetingIds,
}: {
  /** This week's 1:1s still ahead. */
  upcoming: readonly Meeting[];
  /** The first 1:1 after now, if any. */
  next: Meeting | null;
  timeZone: string;
  /** Accessible name of the list of this week's 1:1s. */
  label: string;
  /** Passed to MeetingList: the flags already known. */
  flags?: Record<string, MeetingNoteFlags> | null | undefined;
  /** Passed to MeetingList: the page's meetings, so unknown flags load in one call. */
  flagMeetingIds?: readonly string[];
}) {
  if (upcoming.length) {
    return (
      <MeetingList
        meetings={upcoming}
        timeZone={timeZone}
        label={label}
        emptyText=""
        showPerson={false}
        flags={flags}
        flagMeetingIds={flagMeetingIds}
      />
    );
  }
  if (next) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">No more 1:1s this week. Next:</p>
        <MeetingList
          meetings={[next]}
          timeZone={timeZone}
          label="Next 1:1"
          emptyText=""
          showPerson={false}
          flags={flags}
          flagMeetingIds={flagMeetingIds}
        />
      </div>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">No 1:1 scheduled. Edit to set a day and time.</p>
  );
}

/** Suggested agenda topics (at most 3 on pages, docs/product.md#constants-and-limits). */
export function SuggestedTopics({
  topics,
  emptyText,
}: {
  topics: readonly string[];
  emptyText: string;
}) {
  if (!topics.length) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {topics.map((topic) => (
        <li key={topic} className="rounded-md border px-3 py-2">
          {topic}
        </li>
      ))}
    </ul>
  );
}
