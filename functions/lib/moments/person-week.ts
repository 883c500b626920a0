/**
 * The week of a person's moments: one BatchGetItem reads the user's time zone and checks the
 * person (a direct report or the manager) is theirs (docs/product.md#where-the-moments-show); a
 * read or a change by hand also takes the week summary items that can hold `now`'s week in any zone
 * (their entries are the moments by hand, placed in the week of the user's zone:
 * week-summary/zoned-weeks.ts), and a capture with a note takes that note, in the same call.
 */
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { batchGetItems } from '../data/batch-get';
import { NotFoundError } from '../errors';
import { noteRead, type NoteItem } from '../notes/note-items';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import { DIRECT_REPORT_NOT_FOUND } from '../people/direct-report-store';
import { personRead, type PersonRef } from '../people/person-reads';
import { timeZoneRead } from '../profile/profile-store';
import type { WeekItem, WeekSummary } from '../week-summary/week-summary-entries';
import { currentWeekItems } from '../week-summary/summary-weeks';
import { weekSummaryReads } from '../week-summary/week-summary-store';
import { itemWeeksOf, zonedWeek, zonedWeeks } from '../week-summary/zoned-weeks';
import { weekStartOf } from '../../../shared/domain/week';

/** The 404 message of a person of each kind that is not the user's. */
export const PERSON_NOT_FOUND = {
  directReport: DIRECT_REPORT_NOT_FOUND,
  boss: BOSS_NOT_FOUND,
} as const;

export interface PersonWeek {
  timeZone: string;
  /** Monday 'YYYY-MM-DD' of `now`'s week in the user's zone (or the week asked for). */
  weekStart: string;
  /** The items read (none unless asked for). */
  items: (WeekItem | null)[];
  /** That week as the user's zone sees it (empty unless the items were asked for). */
  summary: WeekSummary;
  /** The note asked for with `noteId`, or null (none asked, or not the user's). */
  note: NoteItem | null;
}

/**
 * The user's time zone and the Monday 'YYYY-MM-DD' of `now`'s week in it (or `weekStart`, when
 * given); with `summary`, also the items that can hold that week and the week they make; with
 * `noteId`, that note of the user's. One BatchGetItem.
 * @throws NotFoundError when the person is not the user's (or does not exist).
 */
export async function personWeek(
  userId: string,
  person: PersonRef,
  now: Date,
  options: { summary?: boolean; noteId?: string | undefined; weekStart?: string } = {},
): Promise<PersonWeek> {
  const itemsOf = () =>
    options.weekStart ? itemWeeksOf([options.weekStart]) : currentWeekItems(now);
  const weeks = options.summary ? itemsOf() : [];
  const [storedZone, found, ...rest] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, person),
    ...weekSummaryReads(userId, weeks),
    ...(options.noteId ? [noteRead(userId, options.noteId)] : []),
  ]);
  if (!found) throw new NotFoundError(PERSON_NOT_FOUND[person.kind]);
  // The items, in the order of `weeks`, then the note when one was asked for.
  const items = rest.slice(0, weeks.length) as (WeekItem | null)[];
  const note = options.noteId ? ((rest[weeks.length] ?? null) as NoteItem | null) : null;
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  const weekStart = options.weekStart ?? weekStartOf(now, timeZone);
  const summary = zonedWeek(zonedWeeks(items, timeZone), weekStart);
  return { timeZone, weekStart, items, summary, note };
}
