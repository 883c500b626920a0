/**
 * Note reads (docs/product.md#calls 'Notes'): the list newest first in pages, a meeting's note, and
 * the agenda/reflection flags of many meetings in one call. Each read exports its query options
 * (for route loaders) next to its hook.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { MeetingFlags, NotesPage } from '@shared/contract/schemas/note';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type NotesListData = InfiniteData<NotesPage, string | null>;

/** All notes, newest first, 50 per page. */
export const notesListQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notes.list,
    queryFn: ({ pageParam, signal }) =>
      apiCall(api.notes.list, { signal, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: NotesPage) => page.nextCursor,
  });

export function useNotesList() {
  return useInfiniteQuery(notesListQuery());
}

/** The note of a meeting, or null while it has none (the API answers null: no failed request). */
export const meetingNoteQuery = (meetingId: string) =>
  queryOptions({
    queryKey: queryKeys.notes.meeting(meetingId),
    queryFn: ({ signal }) => apiCall(api.meetingNotes.get, { signal, query: { meetingId } }),
  });

export function useMeetingNote(meetingId: string | null) {
  return useQuery({ ...meetingNoteQuery(meetingId ?? ''), enabled: Boolean(meetingId) });
}

/**
 * hasAgenda / hasReflection of the given meetings (flag-loading errors are only logged,
 * docs/product.md#error-catalogue; a call cancelled because the page moved on is not an error).
 */
export const meetingFlagsQuery = (meetingIds: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.notes.flags(meetingIds),
    queryFn: ({ signal }): Promise<MeetingFlags['flags']> =>
      apiCall(api.meetingNotes.flags, { signal, query: { meetingIds: meetingIds.join(',') } })
        .then((result) => result.flags)
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          console.error('Could not load meeting note flags', error);
          return {};
        }),
  });

export function useMeetingFlags(meetingIds: readonly string[]) {
  return useQuery({ ...meetingFlagsQuery(meetingIds), enabled: meetingIds.length > 0 });
}
