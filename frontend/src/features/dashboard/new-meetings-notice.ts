/**
 * The dashboard's new-meetings notice (docs/product.md#screens-and-routes 'A banner for newly
 * detected calendar 1:1s', #states-and-transitions 'New-meetings notice', #constants-and-limits
 * 'Local storage'): it shows while the calendar has 1:1 partners the user does not track (the
 * dashboard payload's `unmatchedMeetingsCount`); dismissing it stores the count seen locally, and
 * it shows again only when the unmatched count exceeds that dismissed count. Pure rules and the one
 * storage key; the count is per browser, as the spec keeps it.
 */

/** The one local storage key holding the dismissed unmatched-meetings count. */
export const DISMISSED_UNMATCHED_KEY = 'coach:dismissedUnmatchedMeetingsCount';

/** Whether the notice shows for `unmatched` after `dismissed` was stored. */
export function showsNewMeetingsNotice(unmatched: number, dismissed: number): boolean {
  return unmatched > 0 && unmatched > dismissed;
}

/** The dismissed count stored in this browser (0 when none or unreadable). */
export function readDismissedUnmatched(storage: Pick<Storage, 'getItem'> = localStorage): number {
  try {
    const value = Number.parseInt(storage.getItem(DISMISSED_UNMATCHED_KEY) ?? '', 10);
    return Number.isFinite(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Stores the count seen when the notice is dismissed. */
export function storeDismissedUnmatched(
  count: number,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(DISMISSED_UNMATCHED_KEY, String(count));
  } catch {
    // Storage full or blocked: the notice just shows again next time.
  }
}

/** The notice's text for `count` people. */
export function newMeetingsText(count: number): string {
  return count === 1
    ? 'We found a new 1:1 in your calendar with someone not on your team yet.'
    : `We found ${count} people you have 1:1s with in your calendar who are not on your team yet.`;
}
