/**
 * Stable ids of 1:1 occurrences (docs/data.md#meetings-are-computed-not-stored: a meeting's id is
 * the same for the same occurrence, so notes can hang on it): `${prefix}-${personId}-${YYYYMMDD}`,
 * the local date in the user's zone, the prefix `dr` for a direct report and `boss` for the manager
 * (the only place the short form `dr` is spelled). Plain string work, no date library, so the API
 * contract can validate meeting ids without pulling the schedule rules into every function.
 */
import type { PersonKind } from './person-kind';

/** The meeting id prefix of each kind of person. */
const MEETING_ID_PREFIX: Record<PersonKind, string> = { directReport: 'dr', boss: 'boss' };

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
export function meetingId(kind: PersonKind, personId: string, localDate: string): string {
  if (!Object.hasOwn(MEETING_ID_PREFIX, kind)) {
    throw new RangeError(
      `Invalid person kind "${String(kind)}": expected 'directReport' or 'boss'`,
    );
  }
  if (typeof personId !== 'string' || !PERSON_ID_PATTERN.test(personId)) {
    throw new RangeError(`Invalid person id "${String(personId)}": expected [A-Za-z0-9_]+`);
  }
  const match = typeof localDate === 'string' ? LOCAL_DATE_PATTERN.exec(localDate) : null;
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RangeError(`Invalid local date "${String(localDate)}": expected 'YYYY-MM-DD'`);
  }
  return `${MEETING_ID_PREFIX[kind]}-${personId}-${match[1]}${match[2]}${match[3]}`;
}

/** Inverts {@link meetingId}; null for anything malformed, including impossible dates. */
export function parseMeetingId(
  id: string,
): { kind: PersonKind; personId: string; localDate: string } | null {
  const match = typeof id === 'string' ? MEETING_ID_PATTERN.exec(id) : null;
  if (!match) return null;
  const [, prefix, personId, year, month, day] = match;
  if (!prefix || !personId || !isCalendarDate(Number(year), Number(month), Number(day)))
    return null;
  const kind: PersonKind = prefix === MEETING_ID_PREFIX.boss ? 'boss' : 'directReport';
  return { kind, personId, localDate: `${year}-${month}-${day}` };
}
