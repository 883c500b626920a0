/**
 * Running unit tests of zone rules under other host zones (`process.env.TZ`), so a rule that leans
 * on the host's zone fails: the zones to try, a switch restored after each test, and an instant's
 * wall clock in a zone read independently of the modules under test (with Intl, a formatter per
 * zone: the DST tests read hundreds of thousands of instants).
 */
import { afterEach } from 'vitest';

/** Host zones that differ in offset and DST rules from each other and from UTC. */
export const HOST_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Africa/Cairo',
] as const;

/** Registers the restore of the host zone after each test; returns the switch to use in a test. */
export function hostZoneSwitch(): (zone: string) => void {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  return (zone) => {
    process.env.TZ = zone;
  };
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall clock in a zone, 'YYYY-MM-DD HH:mm'. */
export function wallClockText(instant: string | Date | number, timeZone: string): string {
  let formatter = wallFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
