/**
 * The week of a direct report's moments: one BatchGetItem reads the user's time zone and checks
 * the direct report is theirs (issue 'Coaching intelligence' item 5); a read also takes the
 * summaries of the weeks any zone can be in now (their entries are the moments by hand).
 */
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { candidateWeekStarts, weekStartOf } from '../../../shared/domain/moments';
import { batchGetItems } from '../data/batch-get';
import { NotFoundError } from '../errors';
import { DIRECT_REPORT_NOT_FOUND } from '../people/direct-report-store';
import { personRead } from '../people/person-reads';
import { timeZoneRead } from '../profile/profile-store';
import { emptyWeekSummary, type WeekSummary } from '../week-summary/week-summary-entries';
import { summariesByWeek } from '../week-summary/summary-weeks';
import { weekSummaryReads } from '../week-summary/week-summary-store';

/**
 * The user's time zone and the Monday 'YYYY-MM-DD' of `now`'s week in it; with `summary`, also
 * that week's summary (empty when there is none).
 * @throws NotFoundError when the direct report is not the user's (or does not exist).
 */
export async function directReportWeek(
  userId: string,
  directReportId: string,
  now: Date,
  options: { summary?: boolean } = {},
): Promise<{ timeZone: string; weekStart: string; summary: WeekSummary }> {
  const weeks = options.summary ? candidateWeekStarts(now) : [];
  const [storedZone, person, ...summaries] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, { kind: 'directReport', id: directReportId }),
    ...weekSummaryReads(userId, weeks),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  const weekStart = weekStartOf(now, timeZone);
  const summary = summariesByWeek(weeks, summaries).get(weekStart) ?? emptyWeekSummary(weekStart);
  return { timeZone, weekStart, summary };
}
