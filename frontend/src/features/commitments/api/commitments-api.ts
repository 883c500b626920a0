/**
 * Reads and writes of commitments (docs/api.md#commitments) for the pages that list them: the
 * user's open items (dashboard), one person's open items (person page, manage-up, 'From last
 * time') and a 1:1's checklist. Each list reads every page of its route (100 items a page). Every
 * write announces `commitmentsChanged`, which refreshes every list (lib/query-invalidation.ts), so
 * an item ticked in one place is done everywhere.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnyRoute, RouteResponse } from '@shared/contract/define-route';
import { api } from '@shared/contract/api';
import type { Commitment, CommitmentUpdate } from '@shared/contract/schemas/commitment';
import { LIMITS } from '@shared/domain/constants';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';

/** Who a list is about: a direct report or the user's manager. */
export type CommitmentPerson =
  { kind: 'directReport'; personId: string } | { kind: 'boss'; personId: string };

type PagedRoute = AnyRoute & { response: unknown };

/** Reads every page of a commitments list route. @throws ApiError */
async function readAll<R extends PagedRoute>(
  route: R,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<Commitment[]> {
  const items: Commitment[] = [];
  let cursor: string | null = null;
  do {
    const page = (await apiCall(route, {
      signal,
      query: { ...query, limit: LIMITS.commitmentsPage, ...(cursor ? { cursor } : {}) },
    })) as RouteResponse<typeof api.commitments.list>;
    items.push(...page.commitments);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The user's open commitments with everyone: their own first, then the other person's. */
export const openCommitmentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.commitments.open,
    queryFn: ({ signal }) => readAll(api.commitments.list, {}, signal),
  });

/** One person's open commitments, oldest 1:1 first. */
export const personCommitmentsQuery = (person: CommitmentPerson) =>
  queryOptions({
    queryKey: queryKeys.commitments.person(person.kind, person.personId),
    queryFn: ({ signal }) =>
      readAll(
        api.commitments.byPerson,
        person.kind === 'boss' ? { bossId: person.personId } : { directReportId: person.personId },
        signal,
      ),
  });

/** A 1:1's checklist: what was made in it (open or done) and what was ticked done in it. */
export const meetingCommitmentsQuery = (meetingId: string) =>
  queryOptions({
    queryKey: queryKeys.commitments.meeting(meetingId),
    queryFn: ({ signal }) => readAll(api.commitments.byMeeting, { meetingId }, signal),
  });

export const useOpenCommitments = () => useQuery(openCommitmentsQuery());
export const usePersonCommitments = (person: CommitmentPerson, enabled = true) =>
  useQuery({ ...personCommitmentsQuery(person), enabled });
export const useMeetingCommitments = (meetingId: string, enabled = true) =>
  useQuery({ ...meetingCommitmentsQuery(meetingId), enabled });

const announce = () => appEvents.emit('commitmentsChanged');

/**
 * The writes on one commitment, each sent with the version it was read at (a stale one fails with
 * a 409 ApiError, and the lists refresh). `complete` takes the 1:1 it was ticked in, when it was.
 */
export function useCommitmentWrites() {
  const onSettled = announce;
  return {
    complete: useMutation({
      mutationFn: ({ commitment, meetingId }: { commitment: Commitment; meetingId?: string }) =>
        apiCall(api.commitments.complete, {
          params: { id: commitment.id },
          body: { version: commitment.version, ...(meetingId ? { meetingId } : {}) },
        }),
      onSettled,
    }),
    reopen: useMutation({
      mutationFn: (commitment: Commitment) =>
        apiCall(api.commitments.reopen, {
          params: { id: commitment.id },
          body: { version: commitment.version },
        }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({
        commitment,
        changes,
      }: {
        commitment: Commitment;
        changes: Omit<CommitmentUpdate, 'version'>;
      }) =>
        apiCall(api.commitments.update, {
          params: { id: commitment.id },
          body: { ...changes, version: commitment.version },
        }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (commitment: Commitment) =>
        apiCall(api.commitments.remove, { params: { id: commitment.id } }),
      onSettled,
    }),
  };
}
