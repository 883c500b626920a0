/**
 * Stable ids of 1:1 occurrences (ARCHITECTURE.md: a meeting's id is the same for the same
 * occurrence, so notes can hang on it): `${kind}-${personId}-${YYYYMMDD}`, the local date in the
 * user's zone. Plain string work, no date library, so the API contract can validate meeting ids
 * without pulling the schedule rules into every function.
 */

export type MeetingKind = 'dr' | 'boss';

const PERSON_ID_PATTERN = /^[A-Za-z0-9_]+$/;
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MEETING_ID_PATTERN = /^(dr|boss)-([A-Za-z0-9_]+)-(\d{4})(\d{2})(\d{2})$/;

/** True when year/month (1-based)/day is a real calendar date. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The stable id of a 1:1. @throws RangeError on a bad kind, person id or local date ('YYYY-MM-DD'). */
export function meetingId(kind: MeetingKind, personId: string, localDate: string): string {
  if (kind !== 'dr' && kind !== 'boss') {
    throw new RangeError(`Invalid meeting kind "${String(kind)}": expected 'dr' or 'boss'`);
  }
  if (typeof personId !== 'string' || !PERSON_ID_PATTERN.test(personId)) {
    throw new RangeError(`Invalid person id "${String(personId)}": expected [A-Za-z0-9_]+`);
  }
  const match = typeof localDate === 'string' ? LOCAL_DATE_PATTERN.exec(localDate) : null;
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RangeError(`Invalid local date "${String(localDate)}": expected 'YYYY-MM-DD'`);
  }
  return `${kind}-${personId}-${match[1]}${match[2]}${match[3]}`;
}

/** Inverts {@link meetingId}; null for anything malformed, including impossible dates. */
export function parseMeetingId(
  id: string,
): { kind: MeetingKind; personId: string; localDate: string } | null {
  const match = typeof id === 'string' ? MEETING_ID_PATTERN.exec(id) : null;
  if (!match) return null;
  const [, kind, personId, year, month, day] = match;
  if (!kind || !personId || !isCalendarDate(Number(year), Number(month), Number(day))) return null;
  return { kind: kind as MeetingKind, personId, localDate: `${year}-${month}-${day}` };
}
