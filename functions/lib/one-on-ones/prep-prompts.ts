/**
 * `GET /api/meetings/{meetingId}/prep[?templateKey=]` (docs/product.md#calls 'Dashboard and
 * meetings', #validation-rules 'Templates', #constants-and-limits; docs/api.md#conventions): at
 * most 5 agenda prompts for a meeting.
 *
 * - With `templateKey`: that built-in conversation template of the meeting's audience (a direct
 *   report or the manager). One GetItem (the meeting's person must be one of the user's).
 * - Without: prompts chosen from the curated bank by the person's last weeks
 *   (shared/domain/prep-bank.ts, signals in prep-signals.ts), stable for the person and the
 *   meeting's week. A built meeting id names its person: 1 GetItem of the person and 1 Query of
 *   their newest notes on gsi2, sent together. Another id's person is its note's: 1 GetItem of
 *   the note, then 1 GetItem of the person (that note is the only note read).
 */
import type { PrepPrompts } from '../../../shared/contract';
import { MAX_PREP_PROMPTS } from '../../../shared/domain/constants';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import type { PersonKind } from '../../../shared/domain/person-kind';
import { choosePrepPrompts } from '../../../shared/domain/prep-bank';
import { conversationTemplatesFor } from '../../../shared/domain/templates';
import { assertMeetingOfUser, MEETING_NOT_FOUND, readMeeting } from './meeting-note-store';
import { linkOf, type PersonLink } from '../notes/note-links';
import { personItem } from '../people/person-reads';
import { invalidField, NotFoundError } from '../errors';
import { newestNoteItemsAbout, prepSignalsOf, type PersonForPrep } from './prep-signals';
import { traitPhrase } from './trait-phrases';
import { mondayOf } from '../../../shared/domain/week';

export const DEFAULT_PREP_TEMPLATE = 'regular';

/** The person's item (archived people included), or null. One GetItem. */
export function personForPrep(userId: string, link: PersonLink): Promise<PersonForPrep | null> {
  return personItem(userId, link);
}

/** @throws ValidationError for a template key the meeting's audience has not, NotFoundError */
async function templatePrompts(
  userId: string,
  meetingId: string,
  templateKey: string,
): Promise<PrepPrompts> {
  const meeting = parseMeetingId(meetingId);
  // A built meeting id names its person; another id's person is its note's.
  const note = meeting ? null : await readMeeting(userId, meetingId);
  if (!meeting && !note) throw new NotFoundError(MEETING_NOT_FOUND);
  const audience: PersonKind = meeting?.kind ?? (note?.bossId ? 'boss' : 'directReport');
  const templates = conversationTemplatesFor(audience);
  const template = templates.find((candidate) => candidate.key === templateKey);
  if (!template) {
    const keys = templates.map((candidate) => candidate.key).join(', ');
    const who = audience === 'boss' ? 'your manager' : 'a direct report';
    throw invalidField(
      'query',
      'templateKey',
      `No template "${templateKey}" for a 1:1 with ${who}; use one of: ${keys}`,
    );
  }
  if (meeting) await assertMeetingOfUser(userId, meetingId);
  return { prompts: template.items.slice(0, MAX_PREP_PROMPTS) };
}

/** Prompts chosen by the person's last weeks. @throws NotFoundError */
async function smartPrompts(userId: string, meetingId: string, now: Date): Promise<PrepPrompts> {
  const meeting = parseMeetingId(meetingId);
  if (meeting) {
    const link: PersonLink = { kind: meeting.kind, id: meeting.personId };
    const [person, notes] = await Promise.all([
      personForPrep(userId, link),
      newestNoteItemsAbout(userId, link),
    ]);
    if (!person) throw new NotFoundError(MEETING_NOT_FOUND);
    const signals = prepSignalsOf({
      audience: link.kind,
      personId: link.id,
      person,
      notes,
      weekStart: mondayOf(meeting.localDate),
      now,
      meetingId,
    });
    return { prompts: choosePrepPrompts(signals, MAX_PREP_PROMPTS, traitPhrase) };
  }
  const note = await readMeeting(userId, meetingId);
  const link = note ? linkOf(note) : null;
  if (!note || !link) throw new NotFoundError(MEETING_NOT_FOUND);
  const person = await personForPrep(userId, link);
  const signals = prepSignalsOf({
    audience: link.kind,
    personId: link.id,
    person,
    notes: [note],
    weekStart: mondayOf(note.createdAt.slice(0, 10)),
    now,
    meetingId: '',
  });
  return { prompts: choosePrepPrompts(signals, MAX_PREP_PROMPTS, traitPhrase) };
}

/** @throws ValidationError for a template key the meeting's audience has not, NotFoundError */
export async function prepPrompts(
  userId: string,
  meetingId: string,
  templateKey?: string,
  now = new Date(),
): Promise<PrepPrompts> {
  return templateKey
    ? templatePrompts(userId, meetingId, templateKey)
    : smartPrompts(userId, meetingId, now);
}
