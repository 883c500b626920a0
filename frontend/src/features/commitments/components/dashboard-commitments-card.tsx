/**
 * The dashboard's 'Open commitments' card (docs/product.md#where-open-commitments-show): the user's
 * open items with everyone, their own first, then the other people's, each with the person's name
 * (from the lean people lists), overdue ones marked; at most `DASHBOARD_COMMITMENTS_SHOWN` until
 * 'Show all'. Its own read (`GET /api/commitments`), loaded after the dashboard's first paint.
 */
import { parseMeetingId } from '@shared/domain/meeting-id';
import type { Commitment } from '@shared/contract/schemas/commitment';
import { displayName } from '@shared/domain/person-name';
import { useBossesLean, useDirectReportsLean } from '@/features/people';
import { useOpenCommitments } from '../api/commitments-api';
import { todayIn } from './commitment-dates';
import { CommitmentList } from './commitment-list';
import { mineFirst } from './commitment-order';

/** Rows shown before 'Show all'. */
export const DASHBOARD_COMMITMENTS_SHOWN = 5;

/** Who an item is with, for a list that mixes people. */
function usePeopleNames() {
  const directReports = useDirectReportsLean();
  const bosses = useBossesLean();
  const byId = new Map<string, { firstName: string; name: string }>();
  for (const person of [...(directReports.data ?? []), ...(bosses.data ?? [])]) {
    byId.set(person.id, { firstName: person.firstName, name: displayName(person) });
  }
  return (commitment: Commitment) => {
    const id = commitment.directReportId ?? commitment.bossId ?? '';
    return (
      byId.get(id) ??
      (commitment.bossId
        ? { firstName: 'Your manager', name: 'your manager' }
        : { firstName: 'They', name: 'a former team member' })
    );
  };
}

/** The card's list (the dashboard gives the card and its heading); the default export for `lazy`. */
export default function DashboardCommitmentsCard({
  timeZone,
  upcomingMeetingIds,
}: {
  timeZone: string;
  /** This week's upcoming 1:1s, soonest first (Move to next 1:1 sets the person's next as due). */
  upcomingMeetingIds: readonly string[];
}) {
  const commitments = useOpenCommitments();
  const personOf = usePeopleNames();
  const nextDate = (commitment: Commitment) => {
    const personId = commitment.directReportId ?? commitment.bossId;
    for (const id of upcomingMeetingIds) {
      const meeting = parseMeetingId(id);
      if (meeting && meeting.personId === personId) return meeting.localDate;
    }
    return null;
  };
  return (
    <CommitmentList
      label="Open commitments"
      items={commitments.data && mineFirst(commitments.data)}
      isPending={commitments.isPending}
      isError={commitments.isError}
      onRetry={() => void commitments.refetch()}
      emptyText="Nothing promised is waiting. What you or your team commit to in a 1:1 shows here until it is done."
      today={todayIn(timeZone)}
      personOf={personOf}
      nextOneOnOneDate={nextDate}
      limit={DASHBOARD_COMMITMENTS_SHOWN}
    />
  );
}
