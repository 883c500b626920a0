/**
 * The notes API as the sync docs use it (NoteTransport), bound to the signed-in user's API client
 * by NotesSyncProvider, and the handler that refreshes note lists after acknowledged writes.
 * One signed-in shell exists at a time, so the binding is module state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { Note } from '@shared/contract/schemas/note';
import { ApiError, type useApiClient } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';
import type { NoteTransport } from './note-doc';

type ApiCaller = ReturnType<typeof useApiClient>;

let boundCaller: ApiCaller | null = null;

/** Binds the transport to the current API client, or unbinds it (null) at sign-out. */
export function bindNotesApi(caller: ApiCaller | null): void {
  boundCaller = caller;
}

const call: ApiCaller = (route, options) => {
  if (!boundCaller) return Promise.reject(new ApiError(0, 'network_error', 'Not signed in yet'));
  return boundCaller(route, options);
};

const nullOn404 = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export const notesTransport: NoteTransport = {
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
  getMeetingNote: (meetingId) => nullOn404(call(api.meetingNotes.get, { query: { meetingId } })),
};

/** Coalesces list refreshes after bursts of acknowledged writes, ms. */
const REFRESH_DELAY_MS = 300;

/** Keeps the caches right after each acknowledged write, refreshing lists at most every 300 ms. */
export function createAcknowledgementHandler(queryClient: QueryClient): (note: Note) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (note) => {
    if (note.meetingId) queryClient.setQueryData(queryKeys.notes.meeting(note.meetingId), note);
    clearTimeout(timer);
    timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
      appEvents.emit('dashboardNotesChanged');
    }, REFRESH_DELAY_MS);
  };
}
