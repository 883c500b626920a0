/**
 * Commitments suggested from what was written in a 1:1 (docs/product.md#commitments-suggested-from-reflections,
 * docs/api.md#commitments): the text read by the AI layer (`findCommitments`: the configured
 * engine unless the user turned 'Use AI assistance' off, builtin on any failure), each due phrase
 * turned into a date counted from the 1:1's date in the user's zone (ai/commitments/due-date.ts).
 * A phrase that names no date ('before the offsite', 'next 1:1') stays in the item's text, so
 * nothing written is lost.
 *
 * DynamoDB: 1 BatchGetItem (the person's names and the user's zone and AI setting), beside the
 * route wrapper's AI-limit UpdateItem; the model is called only once both have answered.
 */
import type { CommitmentSuggestion } from '../../../shared/contract';
import {
  DEFAULT_USE_AI_ASSISTANCE,
  FALLBACK_TIME_ZONE,
  LIMITS,
} from '../../../shared/domain/constants';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { findCommitments, usesRemoteModel, type AiLog } from '../ai/ai';
import type { AiEngineName } from '../ai/engine';
import { dueDateOf } from '../ai/commitments/due-date';
import { capLength } from '../ai/suggestions-output';
import { batchGetItems } from '../data/batch-get';
import { invalidField, NotFoundError } from '../errors';
import { personNamingRead } from '../people/person-reads';
import { aiSettingsRead } from '../profile/profile-store';
import { MEETING_NOT_FOUND } from './commitment-store';

export interface SuggestionsRequest {
  userId: string;
  meetingId: string;
  text: string;
  log: AiLog;
  /** Resolves once the call is counted against the AI limit (the route wrapper's). */
  aiCallAllowed(): Promise<void>;
}

/**
 * The suggested checklist items of a 1:1's text, in the order written, and the engine that read it.
 * @throws ValidationError when `meetingId` does not name a 1:1 (the contract refuses it first);
 * NotFoundError when its person is not one of the user's; RateLimitedError past the AI limit.
 */
export async function suggestMeetingCommitments({
  userId,
  meetingId,
  text,
  log,
  aiCallAllowed,
}: SuggestionsRequest): Promise<{ suggestions: CommitmentSuggestion[]; engine: AiEngineName }> {
  const meeting = parseMeetingId(meetingId);
  if (!meeting) throw invalidField('body', 'meetingId', 'meetingId must name a 1:1');
  const person = { kind: meeting.kind, id: meeting.personId };
  const [[naming, settings]] = await Promise.all([
    batchGetItems([personNamingRead(userId, person), aiSettingsRead(userId)]),
    aiCallAllowed(),
  ]);
  if (!naming) throw new NotFoundError(MEETING_NOT_FOUND);
  const useAi = settings?.useAiAssistance ?? DEFAULT_USE_AI_ASSISTANCE;
  const timeZone = settings?.timeZone ?? FALLBACK_TIME_ZONE;
  const { value, engine } = await findCommitments(
    {
      text,
      kind: meeting.kind,
      personName: naming.firstName,
      knownNames: useAi && usesRemoteModel() ? naming.names : [],
    },
    log,
    { useAi },
  );
  const suggestions = value.map(({ owner, text: action, due }) => {
    const date = due ? dueDateOf(due, meeting.localDate, timeZone) : null;
    const kept = due && !date ? `${action} ${due}` : action;
    return { owner, text: capLength(kept, LIMITS.commitmentText), due: date };
  });
  return { suggestions, engine };
}
