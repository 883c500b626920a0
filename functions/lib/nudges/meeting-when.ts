/**
 * When a 1:1 is, in words for a nudge: 'today at 2:30 pm', 'tomorrow at 9:00 am', 'on Thursday at
 * 9:00 am' (later), in the user's time zone (date-fns + @date-fns/tz; lowercase am/pm as spec §9).
 * Pure: `now` is given.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { localDateIn } from '../../../shared/domain/moments';

export function meetingWhen(scheduledTime: string, timeZone: string, now: Date): string {
  const at = new TZDate(new Date(scheduledTime).getTime(), timeZone);
  const time = format(at, 'h:mm aaa');
  const date = localDateIn(at, timeZone);
  if (date === localDateIn(now, timeZone)) return `today at ${time}`;
  const tomorrow = addDays(new TZDate(now.getTime(), timeZone), 1);
  if (date === localDateIn(tomorrow, timeZone)) return `tomorrow at ${time}`;
  return `on ${format(at, 'EEEE')} at ${time}`;
}
