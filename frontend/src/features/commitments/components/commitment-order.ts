/**
 * Which open commitments a list shows, in which order
 * (docs/product.md#where-open-commitments-show). Pure: takes the items the API answered
 * (docs/api.md#commitments) and returns a new array.
 */
import type { Commitment } from '@shared/contract/schemas/commitment';

/** Oldest 1:1 first, then in the order made within a 1:1. */
function byMeetingThenMade(a: Commitment, b: Commitment): number {
  if (a.meetingDate !== b.meetingDate) return a.meetingDate < b.meetingDate ? -1 : 1;
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

/**
 * 'From last time': the open items made in 1:1s before `meetingDate` ('YYYY-MM-DD', the 1:1
 * shown), oldest first; those made in the 1:1 shown or in a later one are left out, as are done
 * items.
 */
export function madeBefore(commitments: readonly Commitment[], meetingDate: string): Commitment[] {
  return commitments
    .filter((item) => !item.done && item.meetingDate < meetingDate)
    .sort(byMeetingThenMade);
}

/**
 * The dashboard's order: the manager's own ('me') first, then the other people's ('them'), each
 * oldest 1:1 first, as `GET /api/commitments` answers (sorted again so a list merged from pages
 * or edited in place keeps it).
 */
export function mineFirst(commitments: readonly Commitment[]): Commitment[] {
  const rank = (item: Commitment) => (item.owner === 'me' ? 0 : 1);
  return [...commitments].sort((a, b) => rank(a) - rank(b) || byMeetingThenMade(a, b));
}
