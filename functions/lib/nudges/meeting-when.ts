import { localDateIn } from '../../../shared/domain/week';
/**
 * When a 1:1 is, in words for a nudge: 'today at 2:30 pm', 'tomorrow at 9:00 am', 'on Thursday at
 * 9:00 am' (later), in the user's time zone (lowercase am/pm as
 * docs/product.md#constants-and-limits). Pure: `now` is given. Uses the runtime's Intl (time zones
 * and DST included) rather than date-fns' `format`, which would add its locale tables to every
 * bundle that shows a nudge.
 */

/** The local date after 'YYYY-MM-DD' (calendar arithmetic: no 23- or 25-hour day can skew it). */
function nextDate(localDate: string): string {
  const [year = 0, month = 1, day = 1] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export function meetingWhen(scheduledTime: string, timeZone: string, now: Date): string {
  const at = new Date(scheduledTime);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(at)
    .replace(/\s*([AP])M$/i, (_, half: string) => ` ${half.toLowerCase()}m`);
  const date = localDateIn(at, timeZone);
  const today = localDateIn(now, timeZone);
  if (date === today) return `today at ${time}`;
  if (date === nextDate(today)) return `tomorrow at ${time}`;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at);
  return `on ${weekday} at ${time}`;
}
