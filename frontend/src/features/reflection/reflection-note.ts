/**
 * The daily reflection's note (docs/product.md#nudges): an answer is kept as a private note of type
 * 'reflection' tagged `reflection`, about no one, holding the day's question then the answer, so
 * it reads on its own in the notes list. Pure helpers, no I/O.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Note, NoteCreate } from '@shared/contract/schemas/note';

/** The question asked when today's cannot be read (the server picks one a day from its bank). */
export const DEFAULT_REFLECTION_QUESTION =
  'What is one thing you want to do differently this week?';

/**
 * The tag every reflection note carries (docs/product.md#entities 'Note': 'reflection' is
 * meaningful).
 */
export const REFLECTION_TAG = 'reflection';

/** The create body of a daily reflection answer. */
export function reflectionNoteBody(question: string, answer: string): NoteCreate {
  return {
    type: 'reflection',
    content: `${question}\n\n${answer.trim()}`,
    directReportId: null,
    bossId: null,
    entityType: 'self',
    tags: [REFLECTION_TAG],
  };
}

/** The answer part of a reflection note (its content without the question it starts with). */
export function reflectionAnswer(note: Pick<Note, 'content'>, question: string): string {
  const prefix = `${question}\n\n`;
  return note.content.startsWith(prefix) ? note.content.slice(prefix.length) : note.content;
}

/** Whether a note is a daily reflection answer (not a 1:1's reflection, which has a meeting). */
export function isDailyReflection(note: Pick<Note, 'meetingId' | 'type' | 'tags'>): boolean {
  return !note.meetingId && note.type === 'reflection' && note.tags.includes(REFLECTION_TAG);
}

/** The user's date today ('YYYY-MM-DD' in their time zone). */
export function localDay(instant: Date | string, timeZone: string): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/**
 * Today's answer among `notes` (newest first): the newest daily reflection created on `now`'s
 * date in the user's time zone, if any.
 */
export function todaysReflection<N extends Pick<Note, 'meetingId' | 'type' | 'tags' | 'createdAt'>>(
  notes: readonly N[],
  now: Date,
  timeZone: string,
): N | undefined {
  const today = localDay(now, timeZone);
  return notes.find(
    (note) => isDailyReflection(note) && localDay(note.createdAt, timeZone) === today,
  );
}
