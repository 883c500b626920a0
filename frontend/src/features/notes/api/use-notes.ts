/**
 * Note reads (spec §7 'Notes'): the list newest first in pages, this week's notes, a meeting's
 * note, and the agenda/reflection flags of many meetings in one call.
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { MeetingFlags, Note, NotesPage } from '@shared/contract/schemas/note';
import { ApiError, useApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';

export type NotesListData = InfiniteData<NotesPage, string | null>;

/** All notes, newest first, 50 per page. */
export function useNotesList() {
  const call = useApiClient();
  const { status } = useAuth();
  return useInfiniteQuery({
    queryKey: queryKeys.notes.list,
    queryFn: ({ pageParam, signal }) =>
      call(api.notes.list, { signal, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: status === 'signed-in',
  });
}

/** Every note created at or after `createdAfter` (ISO 8601), following the cursor to the end. */
export function useNotesSince(createdAfter: string | undefined) {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.notes.since(createdAfter ?? ''),
    queryFn: async ({ signal }) => {
      const notes: Note[] = [];
      let cursor: string | null = null;
      do {
        const page: NotesPage = await call(api.notes.list, {
          signal,
          query: { createdAfter: createdAfter!, ...(cursor ? { cursor } : {}) },
        });
        notes.push(...page.notes);
        cursor = page.nextCursor;
      } while (cursor);
      return notes;
    },
    enabled: status === 'signed-in' && Boolean(createdAfter),
  });
}

/** The note of a meeting, or null while it has none. */
export function useMeetingNote(meetingId: string | null) {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.notes.meeting(meetingId ?? ''),
    queryFn: ({ signal }) =>
      call(api.meetingNotes.get, { signal, query: { meetingId: meetingId! } }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    enabled: status === 'signed-in' && Boolean(meetingId),
  });
}

/**
 * hasAgenda / hasReflection of the given meetings (flag-loading errors are only logged, spec §8).
 * A request the query cancelled (the page moved on) is not an error: it is neither logged nor
 * turned into empty flags; TanStack Query drops it.
 */
export function useMeetingFlags(meetingIds: readonly string[]) {
  const call = useApiClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.notes.flags(meetingIds),
    queryFn: ({ signal }): Promise<MeetingFlags['flags']> =>
      call(api.meetingNotes.flags, { signal, query: { meetingIds: meetingIds.join(',') } })
        .then((result) => result.flags)
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          console.error('Could not load meeting note flags', error);
          return {};
        }),
    enabled: status === 'signed-in' && meetingIds.length > 0,
  });
}
