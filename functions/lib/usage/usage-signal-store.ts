/**
 * Records usage signals (docs/product.md#calls 'POST /api/usage-signals'): 1 GetItem (the person
 * must be one of the user's: a built meeting id's person, which the body must name, or for other
 * meeting ids the body's person; else 404 as for another user's meetings) and 1 PutItem (condition:
 * not exists) in the user's partition.
 */
import type * as z from 'zod/mini';
import type { UsageSignal, usageSignalCreateSchema } from '../../../shared/contract';
import { entities } from '../data/entities';
import { newId } from '../data/ids';
import { invalidField, NotFoundError } from '../errors';
import { MEETING_NOT_FOUND } from '../one-on-ones/meeting-note-store';
import { linkOf, meetingLink, sameLink } from '../notes/note-links';
import { personExists } from '../people/person-reads';
import { parseMeetingId } from '../../../shared/domain/meeting-id';

export async function recordUsageSignal(
  userId: string,
  input: z.output<typeof usageSignalCreateSchema>,
): Promise<UsageSignal> {
  const meeting = parseMeetingId(input.meetingId);
  const link = linkOf(input)!;
  if (meeting && !sameLink(meetingLink(meeting), link)) {
    const field = meeting.kind === 'boss' ? 'bossId' : 'directReportId';
    throw invalidField(
      'body',
      field,
      `${field} must name the person of meeting ${input.meetingId}`,
    );
  }
  if (!(await personExists(userId, link))) throw new NotFoundError(MEETING_NOT_FOUND);
  const { data } = await entities()
    .usageSignal.create({
      userId,
      signalId: newId(),
      action: input.action,
      meetingId: input.meetingId,
      ...(input.directReportId ? { directReportId: input.directReportId } : {}),
      ...(input.bossId ? { bossId: input.bossId } : {}),
      suggestionsCount: input.suggestionsCount,
      createdAt: new Date().toISOString(),
    })
    .go();
  return {
    id: data.signalId,
    action: data.action,
    meetingId: data.meetingId,
    directReportId: data.directReportId ?? null,
    bossId: data.bossId ?? null,
    suggestionsCount: data.suggestionsCount,
    createdAt: data.createdAt,
  };
}
