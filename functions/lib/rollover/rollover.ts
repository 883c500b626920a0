/**
 * The Monday rollover of one time zone (docs/product.md#weeks-and-time-zones): at 00:05 on
 * Monday in `timeZone`, for every user whose profile is in that zone (usersInTimeZone: a Query of
 * the time-zone index, no Scan), closes the week that just ended and opens the new one
 * (rolloverUser). Idempotent: running it twice for the same week writes the same items.
 * Correctness never depends on it: every weekly number is computed from the user's zone and the
 * week's entries when read, so a late or missed run changes no number.
 */
import { rolloverUser } from './rollover-user';
import { rolloverWeeks } from './rollover-weeks';
import { usersInTimeZone } from './zone-users';

export interface ZoneRollover {
  timeZone: string;
  /** Monday 'YYYY-MM-DD' of the week that began (in the zone). */
  weekStart: string;
  /** Monday 'YYYY-MM-DD' of the week that ended. */
  closedWeekStart: string;
  /** Users rolled over. */
  users: number;
}

/**
 * Rolls every user of `timeZone` over to the week `now` is in (`now`: the run's instant; a run a
 * little late still closes the week before it).
 */
export async function rolloverTimeZone(timeZone: string, now = new Date()): Promise<ZoneRollover> {
  const weeks = rolloverWeeks(now, timeZone);
  let users = 0;
  for await (const userIds of usersInTimeZone(timeZone)) {
    for (const userId of userIds) {
      await rolloverUser(userId, weeks, timeZone);
      users += 1;
    }
  }
  return {
    timeZone,
    weekStart: weeks.weekStart,
    closedWeekStart: weeks.closedWeekStart,
    users,
  };
}
