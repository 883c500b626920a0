/**
 * Loads a meeting's note, then opens the meeting note editor on it (or on a new one).
 */
import { Spinner } from '@/components/ui/spinner';
import { useMeetingNote } from '@/features/notes/api/use-notes';
import { MeetingNoteEditor } from './meeting-note-editor';
import { roleOfNote, type MeetingNoteRole } from './meeting-note-role';

export interface MeetingRef {
  id: string;
  title: string;
  /** When, as shown under the title (e.g. 'Monday, Nov 23 · 10:00 am'). */
  whenLabel: string;
  directReportId: string | null;
  bossId: string | null;
}

export function MeetingNoteLoader({
  meeting,
  role,
  timeZone,
}: {
  meeting: MeetingRef;
  /** Null: decide from the stored note's tags and texts. */
  role: MeetingNoteRole | null;
  timeZone: string;
}) {
  const note = useMeetingNote(meeting.id);
  if (note.isPending) return <Spinner label="Loading..." />;
  if (note.isError)
    return (
      <p className="text-sm text-destructive">
        Could not load this meeting&apos;s notes. Check your connection.
      </p>
    );
  const stored = note.data ?? null;
  return (
    <MeetingNoteEditor
      meeting={meeting}
      note={stored}
      role={role ?? (stored ? roleOfNote(stored) : 'prep')}
      timeZone={timeZone}
    />
  );
}
