/**
 * The notes panel (docs/product.md#notes-panel, #states-and-transitions 'Notes panel mode'): the
 * list (heading Notes, 'Add a private note', a floating add button once scrolled 48 px, note cards,
 * the empty state) and the editor (back button, general or meeting note). Opening a note, adding
 * one or an open request switches to the editor; back returns to the list. Each mode change is
 * announced with the `notesPanelModeChanged` event. Editor content appears after ~200 ms (100 ms
 * for a new note).
 */
import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { format } from 'date-fns';
import type { PhrasingContext } from '@shared/contract/schemas/coaching';
import type { Note } from '@shared/contract/schemas/note';
import type { PersonLean } from '@shared/contract/schemas/person';
import { parseMeetingId } from '@shared/domain/meeting-id';
import { displayName } from '@shared/domain/person-name';
import { detectTimeZone } from '@shared/domain/time-zone';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tip } from '@/components/ui/tooltip';
import { appEvents, type OpenNoteRequest } from '@/lib/app-events';
import { cn } from '@/lib/cn';
import { formatMeetingWhen } from '@/lib/format-date';
import { HelpMeSayItButton } from '@/features/coaching';
import { useBossesLean, useDirectReportsLean } from '@/features/people';
import { useProfile, useDisplayUser } from '@/features/profile';
import { useDeleteNote } from '@/features/notes/api/use-delete-note';
import { useNotesList } from '@/features/notes/api/use-notes';
import { GeneralNoteEditor } from './general-note-editor';
import { MeetingNoteLoader, type MeetingRef } from './meeting-note-loader';
import type { MeetingNoteRole } from './meeting-note-role';
import { NoteCard } from './note-card';
import { NotesPrivate } from './notes-private';

/**
 * Scroll offset after which the floating add button shows, px
 * (docs/product.md#constants-and-limits).
 */
const FLOATING_ADD_AFTER_PX = 48;
/** Delay before the editor shows its content, ms (docs/product.md#constants-and-limits). */
const EDITOR_READY_MS = 200;
const NEW_NOTE_READY_MS = 100;

type EditorTarget =
  | {
      kind: 'general';
      note: Note | null;
      directReportId: string | null;
      bossId: string | null;
      locked: boolean;
      id: string;
    }
  | { kind: 'meeting'; meeting: MeetingRef; role: MeetingNoteRole | null; id: string };

/** The editor a request opens; `id` keys the editor so a new request starts a fresh one. */
function targetForRequest(
  request: OpenNoteRequest,
  id: string,
  people: Map<string, PersonLean>,
  timeZone: string,
): EditorTarget {
  if (request.kind === 'new') {
    return {
      kind: 'general',
      id,
      note: null,
      directReportId: request.directReportId ?? null,
      bossId: request.bossId ?? null,
      locked: Boolean(request.locked),
    };
  }
  if (request.kind === 'meeting') {
    const { meeting } = request;
    return {
      kind: 'meeting',
      id,
      role: request.role,
      meeting: {
        id: meeting.id,
        title: meeting.title,
        whenLabel: formatMeetingWhen(meeting.scheduledTime, timeZone),
        directReportId: meeting.directReportId,
        bossId: meeting.bossId,
      },
    };
  }
  if (request.kind === 'meetingId') {
    return { kind: 'meeting', id, role: request.role, meeting: meetingRefOf(request, people) };
  }
  const { note } = request;
  if (!note.meetingId) {
    return {
      kind: 'general',
      id,
      note,
      directReportId: note.directReportId,
      bossId: note.bossId,
      locked: false,
    };
  }
  return {
    kind: 'meeting',
    id,
    role: null,
    meeting: meetingRefOf({ ...note, meetingId: note.meetingId }, people),
  };
}

/** A meeting known by its id: titled after its person, dated from the id (no time of day). */
function meetingRefOf(
  links: { meetingId: string; directReportId: string | null; bossId: string | null },
  people: Map<string, PersonLean>,
): MeetingRef {
  const parsed = parseMeetingId(links.meetingId);
  const person = people.get(links.directReportId ?? links.bossId ?? '');
  const [year, month, day] = (parsed?.localDate ?? '').split('-').map(Number);
  return {
    id: links.meetingId,
    title: `1:1 with ${person ? displayName(person) : 'a removed person'}`,
    whenLabel: parsed ? format(new Date(year!, month! - 1, day!), 'EEEE, MMM d') : '',
    directReportId: links.directReportId,
    bossId: links.bossId,
  };
}

type PersonLinks = { directReportId: string | null; bossId: string | null };

/**
 * Who 'Help me say it' writes for: the note's person (as picked in the editor, else as opened),
 * or no one in particular.
 */
function phrasingContextOf(target: EditorTarget, picked: PersonLinks | null): PhrasingContext {
  const links = picked ?? (target.kind === 'general' ? target : target.meeting);
  if (links.directReportId) return 'directReport';
  return links.bossId ? 'boss' : 'general';
}

export function NotesPanel({
  request,
  className,
}: {
  request: (OpenNoteRequest & { nonce: number }) | null;
  className?: string;
}) {
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [picked, setPicked] = useState<(PersonLinks & { targetId: string }) | null>(null);
  const [ready, setReady] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const profile = useProfile();
  const timeZone = profile.data?.preferences.timeZone ?? detectTimeZone();
  const me = useDisplayUser();
  const notes = useNotesList();
  const directReports = useDirectReportsLean();
  const bosses = useBossesLean();
  const deleteNote = useDeleteNote();
  const people = new Map(
    [...(directReports.data ?? []), ...(bosses.data ?? [])].map((person) => [person.id, person]),
  );

  const open = (next: EditorTarget) => {
    setTarget(next);
    setReady(false);
  };
  const back = () => setTarget(null);

  // A new open request replaces the editor (state adjusted while rendering, not in an effect).
  const [handledNonce, setHandledNonce] = useState<number | null>(null);
  if (request && request.nonce !== handledNonce) {
    setHandledNonce(request.nonce);
    open(targetForRequest(request, `request-${request.nonce}`, people, timeZone));
  }

  // Announce every switch between list and editor (docs/product.md#states-and-transitions 'The
  // panel announces each mode change').
  const editing = target !== null;
  const announced = useRef(editing);
  useEffect(() => {
    if (announced.current === editing) return;
    announced.current = editing;
    appEvents.emit('notesPanelModeChanged', { mode: editing ? 'editor' : 'list' });
    if (!editing) appEvents.emit('noteEditorClose');
  }, [editing]);

  useEffect(() => {
    if (!target) return;
    const isNew = target.kind === 'general' && !target.note;
    const timer = setTimeout(() => setReady(true), isNew ? NEW_NOTE_READY_MS : EDITOR_READY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  const openStored = (note: Note) =>
    open(targetForRequest({ kind: 'note', note }, crypto.randomUUID(), people, timeZone));

  const addNote = () =>
    open({
      kind: 'general',
      id: crypto.randomUUID(),
      note: null,
      directReportId: null,
      bossId: null,
      locked: false,
    });
  const allNotes = notes.data?.pages.flatMap((page) => page.notes) ?? [];

  if (target) {
    return (
      <section aria-label="Note editor" className={cn('flex h-full flex-col', className)}>
        {/* One row at every width (the notes column is 352 px): the way back is an arrow. */}
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <Tip content="Back to notes">
            <Button variant="ghost" size="icon-sm" onClick={back} aria-label="Back to notes">
              <ArrowLeft />
            </Button>
          </Tip>
          <HelpMeSayItButton
            context={phrasingContextOf(target, picked?.targetId === target.id ? picked : null)}
          />
          <NotesPrivate />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          {!ready ? (
            <Spinner />
          ) : target.kind === 'general' ? (
            <GeneralNoteEditor
              key={target.id}
              note={target.note}
              initialLinks={{
                directReportId: target.directReportId,
                bossId: target.bossId,
                entityType: target.directReportId
                  ? 'directReport'
                  : target.bossId
                    ? 'boss'
                    : 'self',
              }}
              locked={target.locked}
              timeZone={timeZone}
              onDone={back}
              onLinksChange={(links) =>
                setPicked({
                  targetId: target.id,
                  directReportId: links.directReportId ?? null,
                  bossId: links.bossId ?? null,
                })
              }
            />
          ) : (
            <MeetingNoteLoader
              key={target.id}
              meeting={target.meeting}
              role={target.role}
              timeZone={timeZone}
            />
          )}
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="notes-heading"
      className={cn('relative flex h-full flex-col', className)}
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div>
          <h2 id="notes-heading" className="font-semibold">
            Notes
          </h2>
          <NotesPrivate />
        </div>
        <Button size="sm" onClick={addNote}>
          <Plus /> Add a private note
        </Button>
      </div>
      <div
        ref={listRef}
        className="flex-1 overflow-y-auto p-3"
        onScroll={(event) => setScrolled(event.currentTarget.scrollTop >= FLOATING_ADD_AFTER_PX)}
      >
        {notes.isPending ? (
          <Spinner />
        ) : allNotes.length === 0 ? (
          <div className="px-2 py-8 text-center">
            <p className="font-medium">
              Private notes, 1:1 preps and reflections – all in one place
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              No notes yet. Add one before your next 1:1 to get started.
            </p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Notes list">
            {allNotes.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                person={people.get(note.directReportId ?? note.bossId ?? '')}
                me={me}
                timeZone={timeZone}
                onOpen={() => openStored(note)}
                onDelete={() => void deleteNote(note)}
              />
            ))}
          </ul>
        )}
        {notes.hasNextPage ? (
          <div className="mt-3 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void notes.fetchNextPage()}
              disabled={notes.isFetchingNextPage}
            >
              {notes.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </div>
      {scrolled ? (
        <Button
          size="icon"
          className="absolute right-4 bottom-4 rounded-full shadow-lg"
          onClick={addNote}
          aria-label="Add a note"
        >
          <Plus />
        </Button>
      ) : null}
    </section>
  );
}
