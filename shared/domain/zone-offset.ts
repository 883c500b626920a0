/**
 * A zone's UTC offset at an instant, memoised (docs/performance.md#the-hot-path): the offset comes
 * from @date-fns/tz's tzOffset (Intl, one cached formatter per zone inside @date-fns/tz) and is
 * kept per zone and UTC hour, so the thousands of conversions a dashboard makes cost a Map read
 * each. An hour holding an offset change (its first and last millisecond disagree) is not
 * memoised: every instant in it asks tzOffset. Each zone keeps at most
 * {@link MAX_HOURS_PER_ZONE} hours (oldest first out); only zones that answered are kept.
 *
 * 'UTC' (the fallback zone of a user without one) is answered 0 without Intl: a process's first
 * `Intl.DateTimeFormat` costs 20–25 ms of CPU, whatever its options (V8 lists every locale ICU has
 * date formats for), which a cold start of a UTC user's request need not pay
 * (docs/performance.md#cold-starts).
 */
import { tzOffset } from '@date-fns/tz';

const MS_PER_HOUR = 3_600_000;
/** Hours memoised per zone (≈ 5.6 months of every hour; queries touch a few hours a day). */
export const MAX_HOURS_PER_ZONE = 4096;
/** The zone that is always UTC+0 (the fallback zone). */
const UTC = 'UTC';
/** Marks an hour holding an offset change. */
const CHANGES = null;

const hoursByZone = new Map<string, Map<number, number | typeof CHANGES>>();

/**
 * The zone's UTC offset in minutes at the instant (ms since the epoch), e.g. 330 for Asia/Kolkata,
 * -240 for America/New_York in summer; NaN for an unknown zone or an invalid instant.
 */
export function zoneOffsetMinutes(timeZone: string, instantMs: number): number {
  if (!Number.isFinite(instantMs)) return NaN;
  if (timeZone === UTC) return 0;
  const hour = Math.floor(instantMs / MS_PER_HOUR);
  let hours = hoursByZone.get(timeZone);
  const memo = hours?.get(hour);
  if (typeof memo === 'number') return memo;
  if (memo === CHANGES) return tzOffset(timeZone, new Date(instantMs));

  const start = tzOffset(timeZone, new Date(hour * MS_PER_HOUR));
  if (Number.isNaN(start)) return NaN;
  const end = tzOffset(timeZone, new Date((hour + 1) * MS_PER_HOUR - 1));
  if (!hours) {
    hours = new Map();
    hoursByZone.set(timeZone, hours);
  }
  if (hours.size >= MAX_HOURS_PER_ZONE) hours.delete(hours.keys().next().value!);
  hours.set(hour, start === end ? start : CHANGES);
  return start === end ? start : tzOffset(timeZone, new Date(instantMs));
}

/** How many hours are memoised for the zone (for tests of the bound). */
export function memoisedHourCount(timeZone: string): number {
  return hoursByZone.get(timeZone)?.size ?? 0;
}
