/**
 * Moments (docs/product.md#moments-inferred-from-notes, #where-the-moments-show, #entities
 * 'Feedback stats', 'Manage-up weekly state'): what a manager did with a person in a week, inferred
 * from notes or captured by hand. A direct report's moments are feedback given, feedback asked and
 * recognition; the boss's are team wins, priorities aligned and proactive updates. Pure constants,
 * no I/O; the weeks moments count in follow week.ts.
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
