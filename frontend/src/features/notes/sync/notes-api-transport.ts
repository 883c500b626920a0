/**
 * The notes API as the sync docs use it (NoteTransport), over a contract caller (the app's
 * `apiCall`), and the handler that keeps caches right after acknowledged writes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { Note } from '@shared/contract/schemas/note';
import { nullOn404, type apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';
import type { NoteTransport } from './note-doc';

/** A NoteTransport that sends with `call`. */
export function createNotesTransport(call: typeof apiCall): NoteTransport {
  return {
    createNote: (body) => call(api.notes.create, { body }),
    updateNote: (id, body) => call(api.notes.update, { params: { id }, body }),
    getNote: (id) => nullOn404(call(api.notes.get, { params: { id } })),
    ensureMeetingNote: (body) => call(api.meetingNotes.ensure, { body }),
    updateMeetingText: (meetingId, kind, text, version) =>
      kind === 'agenda'
        ? call(api.meetingNotes.updateAgenda, {
            params: { meetingId },
            body: { agendaContent: text, version },
          })
        : call(api.meetingNotes.updateReflection, {
            params: { meetingId },
            body: { reflectionContent: text, version },
          }),
    getMeetingNote: (meetingId) => call(api.meetingNotes.get, { query: { meetingId } }),
  };
}

/** Coalesces list refreshes after bursts of acknowledged writes, ms. */
const REFRESH_DELAY_MS = 300;

/**
 * Keeps the caches right after each acknowledged write: the meeting note at once, and the lists
 * through one `dashboardNotesChanged` event (which invalidates them) at most every 300 ms.
 */
export function createAcknowledgementHandler(queryClient: QueryClient): (note: Note) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (note) => {
    if (note.meetingId) queryClient.setQueryData(queryKeys.notes.meeting(note.meetingId), note);
    clearTimeout(timer);
    timer = setTimeout(() => appEvents.emit('dashboardNotesChanged'), REFRESH_DELAY_MS);
  };
}
