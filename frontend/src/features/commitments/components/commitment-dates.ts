/**
 * The dates a commitment row shows (docs/product.md#where-open-commitments-show): today in the
 * user's time zone, whether an item is overdue (`due` before today there), the due date and the 1:1
 * it was made in, in short words. `due` and `meetingDate` are calendar dates 'YYYY-MM-DD' (no time,
 * no zone); "today" is the wall-clock date in the user's zone, from date-fns with @date-fns/tz.
 */
import { tz } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';

/** Today's date 'YYYY-MM-DD' in `timeZone` (an IANA zone) at the instant `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** True when `due` ('YYYY-MM-DD') is before `today` ('YYYY-MM-DD'); never for no due date. */
export function isOverdue(due: string | null, today: string): boolean {
  // ISO calendar dates order as strings.
  return due !== null && due < today;
}

/** 'Mon 30 Nov', with the year when it is not `today`'s year ('Mon 30 Nov 2027'). */
export function shortDate(date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return format(parseISO(date), sameYear ? 'EEE d MMM' : 'EEE d MMM yyyy');
}

/**
 * The due date in words: 'Due today', 'Due Mon 30 Nov', or for an overdue item
 * 'Overdue · due Mon 23 Nov' (told in words, not by colour alone).
 */
export function dueLabel(due: string, today: string): string {
  if (isOverdue(due, today)) return `Overdue · due ${shortDate(due, today)}`;
  if (due === today) return 'Due today';
  return `Due ${shortDate(due, today)}`;
}

/** Where the item was made: 'From 12 Nov 1:1' (with the year when not `today`'s). */
export function madeLabel(meetingDate: string, today: string): string {
  const sameYear = meetingDate.slice(0, 4) === today.slice(0, 4);
  return `From ${format(parseISO(meetingDate), sameYear ? 'd MMM' : 'd MMM yyyy')} 1:1`;
}
