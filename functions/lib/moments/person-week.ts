/**
 * The week of a person's moments: one BatchGetItem reads the user's time zone and checks the
 * person (a direct report or the manager) is theirs (issue 'Coaching intelligence' item 5); a read
 * also takes the summaries of the weeks any zone can be in now (their entries are the moments by
 * hand), and a capture with a note takes that note, in the same call.
 */
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { candidateWeekStarts, weekStartOf } from '../../../shared/domain/moments';
import { batchGetItems } from '../data/batch-get';
import { NotFoundError } from '../errors';
import { noteRead, type NoteItem } from '../notes/note-items';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import { DIRECT_REPORT_NOT_FOUND } from '../people/direct-report-store';
import { personRead, type PersonRef } from '../people/person-reads';
import { timeZoneRead } from '../profile/profile-store';
import { emptyWeekSummary, type WeekSummary } from '../week-summary/week-summary-entries';
import { summariesByWeek } from '../week-summary/summary-weeks';
import { weekSummaryReads } from '../week-summary/week-summary-store';

/** The 404 message of a person of each kind that is not the user's. */
export const PERSON_NOT_FOUND = {
  directReport: DIRECT_REPORT_NOT_FOUND,
  boss: BOSS_NOT_FOUND,
} as const;

export interface PersonWeek {
  timeZone: string;
  /** Monday 'YYYY-MM-DD' of `now`'s week in the user's zone. */
  weekStart: string;
  /** That week's summary (empty unless asked for, or when there is none). */
  summary: WeekSummary;
  /** The note asked for with `noteId`, or null (none asked, or not the user's). */
  note: NoteItem | null;
}

/**
 * The user's time zone and the Monday 'YYYY-MM-DD' of `now`'s week in it; with `summary`, also
 * that week's summary; with `noteId`, that note of the user's. One BatchGetItem.
 * @throws NotFoundError when the person is not the user's (or does not exist).
 */
export async function personWeek(
  userId: string,
  person: PersonRef,
  now: Date,
  options: { summary?: boolean; noteId?: string } = {},
): Promise<PersonWeek> {
  const weeks = options.summary ? candidateWeekStarts(now) : [];
  const [storedZone, found, ...rest] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, person),
    ...weekSummaryReads(userId, weeks),
    ...(options.noteId ? [noteRead(userId, options.noteId)] : []),
  ]);
  if (!found) throw new NotFoundError(PERSON_NOT_FOUND[person.kind]);
  // The summaries, in the order of `weeks`, then the note when one was asked for.
  const summaries = rest.slice(0, weeks.length) as (WeekSummary | null)[];
  const note = options.noteId ? ((rest[weeks.length] ?? null) as NoteItem | null) : null;
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  const weekStart = weekStartOf(now, timeZone);
  const summary = summariesByWeek(weeks, summaries).get(weekStart) ?? emptyWeekSummary(weekStart);
  return { timeZone, weekStart, summary, note };
}
