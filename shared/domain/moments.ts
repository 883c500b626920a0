/**
 * Moments (issue 'Coaching intelligence' items 4 and 5; spec §3 'Feedback stats', 'Manage-up
 * weekly state'): what a manager did with a person in a week, inferred from notes or captured by
 * hand. A direct report's moments are feedback given, feedback asked and recognition; the boss's
 * are team wins, priorities aligned and proactive updates. Pure constants and week rules, no I/O.
 */
import type { PersonKind } from './person-kind';

/** Moments about a direct report. */
export const FEEDBACK_MOMENT_TYPES = ['feedbackGiven', 'feedbackAsked', 'recognition'] as const;
/** Moments about the manager (manage-up). */
export const MANAGE_UP_MOMENT_TYPES = [
  'teamWins',
  'prioritiesAligned',
  'proactiveUpdates',
] as const;
/** Every moment type. */
export const MOMENT_TYPES = [...FEEDBACK_MOMENT_TYPES, ...MANAGE_UP_MOMENT_TYPES] as const;

/**
 * The longest sentence kept with an inferred moment, in characters: the sentence of the note it
 * came from is stored capped to this (ending in '…' when cut) and shown as its source.
 */
export const MOMENT_SENTENCE_MAX_CHARS = 280;

/** A note's sentence capped to MOMENT_SENTENCE_MAX_CHARS, whitespace collapsed. */
export function capMomentSentence(sentence: string): string {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length <= MOMENT_SENTENCE_MAX_CHARS) return text;
  return `${text.slice(0, MOMENT_SENTENCE_MAX_CHARS - 1).trimEnd()}…`;
}

export type FeedbackMomentType = (typeof FEEDBACK_MOMENT_TYPES)[number];
export type ManageUpMomentType = (typeof MANAGE_UP_MOMENT_TYPES)[number];
export type MomentType = (typeof MOMENT_TYPES)[number];

/**
 * The moment types whose latest time is kept per direct report (`latestGivenAt`,
 * `latestRecogAt`): the week summary marks their entries by hand for the outbox, the moments
 * module copies them to the person's latest item.
 */
export const LATEST_TYPES: ReadonlySet<MomentType> = new Set(['feedbackGiven', 'recognition']);

/** The moment types that can be about a person of the kind. */
export function momentTypesOf(kind: PersonKind): readonly MomentType[] {
  return kind === 'boss' ? MANAGE_UP_MOMENT_TYPES : FEEDBACK_MOMENT_TYPES;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's weekday in the ISO numbering (Monday 1 … Sunday 7); null for a malformed date. */
function isoWeekday(localDate: string): number | null {
  const match = LOCAL_DATE.exec(localDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== localDate) return null;
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/** Whether `localDate` ('YYYY-MM-DD') is a real date that falls on a Monday. */
export function isMonday(localDate: string): boolean {
  return isoWeekday(localDate) === 1;
}

/** The Monday ('YYYY-MM-DD') of the ISO week of a local date. @throws RangeError when malformed. */
export function mondayOf(localDate: string): string {
  const weekday = isoWeekday(localDate);
  if (weekday === null) throw new RangeError(`Invalid local date "${localDate}"`);
  const date = new Date(`${localDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (weekday - 1));
  return date.toISOString().slice(0, 10);
}

/** The local date ('YYYY-MM-DD') of an instant in a time zone. */
export function localDateIn(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The Monday ('YYYY-MM-DD') starting the week of `instant` in the zone (the dashboard's weeks). */
export function weekStartOf(instant: Date, timeZone: string): string {
  return mondayOf(localDateIn(instant, timeZone));
}

/**
 * The Mondays any time zone may be in at `instant` (local dates range from the UTC date minus
 * one day to plus one): one or two, in order. Used to read a week's moments before the zone is known.
 */
export function candidateWeekStarts(instant: Date): string[] {
  const day = 86_400_000;
  const mondays = [-1, 1].map((offset) =>
    mondayOf(new Date(instant.getTime() + offset * day).toISOString().slice(0, 10)),
  );
  return [...new Set(mondays)].sort();
}
