/**
 * Date and time display in the user's time zone (the profile's, not the browser's), with
 * date-fns and @date-fns/tz. Times use lowercase am/pm (docs/product.md#constants-and-limits
 * 'Timestamp display').
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** '10:00 am' */
export function formatTime(iso: string, timeZone: string): string {
  return format(iso, 'h:mm aaa', { in: tz(timeZone) });
}

/** 'Monday, Nov 23 · 10:00 am' */
export function formatMeetingWhen(iso: string, timeZone: string): string {
  return format(iso, "EEEE, MMM d '·' h:mm aaa", { in: tz(timeZone) });
}
