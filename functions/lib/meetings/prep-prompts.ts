/**
 * `GET /api/meetings/{meetingId}/prep[?templateKey=]` (spec §7 'Dashboard and meetings', §5
 * 'Templates', §9): agenda prompts for a meeting from the built-in conversation template of the
 * meeting's audience (a direct report or the manager), 'regular' by default, at most 5. One
 * GetItem: the person a built meeting id names must be one of the user's; any other meeting id
 * must have a note (its person gives the audience).
 */
import type { PrepPrompts } from '../../../shared/contract';
import { MAX_PREP_PROMPTS } from '../../../shared/domain/constants';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import type { PersonKind } from '../../../shared/domain/person-kind';
import { conversationTemplatesFor } from '../../../shared/domain/templates';
import {
  assertMeetingOfUser,
  MEETING_NOT_FOUND,
  readMeeting,
} from '../meeting-notes/meeting-note-store';
import { invalidField, NotFoundError } from '../errors';

export const DEFAULT_PREP_TEMPLATE = 'regular';

/** @throws ValidationError for a template key the meeting's audience has not, NotFoundError */
export async function prepPrompts(
  userId: string,
  meetingId: string,
  templateKey: string = DEFAULT_PREP_TEMPLATE,
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
