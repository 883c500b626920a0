/**
 * The signals smarter prep draws on (docs/api.md#conventions), read from items the
 * routes already fetch: the person's item (growth areas, strengths, goals; the manager's
 * priorities) and the person's newest notes (one Query on gsi2): notes and reflections of the last
 * weeks, the open topics of the last agenda, and whether feedback or recognition happened lately
 * (functions/lib/one-on-ones/feedback-check.ts).
 */
import type { PrepSignals } from '../../../shared/domain/prep-bank';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { hasContent } from '../../../shared/domain/notes';
import type { PersonKind } from '../../../shared/domain/person-kind';
import { entities } from '../data/entities';
import type { NoteItem } from '../notes/note-items';
import { personKeyOf, type PersonLink } from '../notes/note-links';
import { feedbackActivityIn } from './feedback-check';

/** Notes about a person read for prep: enough for a few weeks of 1:1s and quick notes. */
export const PREP_NOTES_READ = 20;
/** What 'lately' means for notes, feedback and recognition, in days. */
export const LATELY_DAYS = 28;

/** The person's `limit` newest notes (by creation), as items. One Query on gsi2. */
export async function newestNoteItemsAbout(
  userId: string,
  link: PersonLink,
  limit: number = PREP_NOTES_READ,
): Promise<NoteItem[]> {
  const { data } = await entities()
    .note.query.byPerson({ userId, personKey: personKeyOf(link) })
    .go({ order: 'desc', limit });
  return data.slice(0, limit);
}

const DAY_MS = 86_400_000;

/** An agenda line marked done: '[x] …', '✓ …', '… (done)'. */
const DONE_LINE = /^\s*([-*•]\s*)?\[[xX]\]|[✓✔☑]|\(?\bdone\b\)?\s*$/i;

/** The agenda's lines that are not marked done, without list marks. */
export function openAgendaLines(agenda: string): string[] {
  return agenda
    .split(/\r?\n/)
    .filter((line) => hasContent(line) && !DONE_LINE.test(line))
    .map((line) => line.replace(/^\s*([-*•]|\d+[.)])?\s*(\[ \])?\s*/, '').trim())
    .filter(Boolean);
}

/** Everything a stored person gives prep: direct reports' lists, the manager's priorities. */
export interface PersonForPrep {
  strengths?: readonly string[];
  opportunities?: readonly string[];
  goals?: readonly string[];
  priorities?: readonly string[];
}

/**
 * The prep signals of a person from their item and newest notes. `meetingId`, when the prompts
 * are for one 1:1, keeps that meeting's own note out of the open topics (its agenda is the one
 * being written).
 */
export function prepSignalsOf(input: {
  audience: PersonKind;
  personId: string;
  person: PersonForPrep | null;
  notes: readonly NoteItem[];
  weekStart: string;
  now: Date;
  meetingId?: string;
}): PrepSignals {
  const { audience, person, notes, now, meetingId } = input;
  const since = new Date(now.getTime() - LATELY_DAYS * DAY_MS).toISOString();
  const recent = notes.filter((note) => (note.updatedAt ?? note.createdAt) >= since);
  const lastAgenda = notes.find(
    (note) =>
      note.noteId !== meetingId &&
      parseMeetingId(note.noteId) !== null &&
      hasContent(note.agendaContent),
  );
  const activity = feedbackActivityIn(
    recent.flatMap((note) => [note.content, note.agendaContent, note.reflectionContent]),
  );
  return {
    audience,
    personId: input.personId,
    weekStart: input.weekStart,
    growthAreas: person?.opportunities ?? [],
    strengths: person?.strengths ?? [],
    goals: person?.goals ?? [],
    priorities: person?.priorities ?? [],
    openTopics: lastAgenda ? openAgendaLines(lastAgenda.agendaContent) : [],
    recentNotes: recent.length,
    feedbackLately: activity.feedback,
    recognitionLately: activity.recognition,
  };
}
