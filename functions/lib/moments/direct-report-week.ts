/**
 * The week of a direct report's moments: one BatchGetItem reads the user's time zone and checks
 * the direct report is theirs (issue 'Coaching intelligence' item 5).
 */
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { weekStartOf } from '../../../shared/domain/moments';
import { batchGetItems } from '../data/batch-get';
import { NotFoundError } from '../errors';
import { DIRECT_REPORT_NOT_FOUND } from '../people/direct-report-store';
import { personRead } from '../people/person-reads';
import { timeZoneRead } from '../profile/profile-store';

/**
 * The user's time zone and the Monday 'YYYY-MM-DD' of `now`'s week in it.
 * @throws NotFoundError when the direct report is not the user's (or does not exist).
 */
export async function directReportWeek(
  userId: string,
  directReportId: string,
  now: Date,
): Promise<{ timeZone: string; weekStart: string }> {
  const [storedZone, person] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, { kind: 'directReport', id: directReportId }),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  return { timeZone, weekStart: weekStartOf(now, timeZone) };
}
