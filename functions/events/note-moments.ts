/**
 * The note-moments consumer (docs/product.md#moments-inferred-from-notes,
 * docs/architecture.md#events-and-jobs): an EventBridge rule sends it every 'note saved' and 'note
 * deleted' event of the note stores; it reads the note, classifies it with the builtin engine and
 * replaces the note's inferred moments (functions/lib/moments/inferred-moments.ts). Idempotent: a
 * repeated or late event converges on the note's current state. A failure throws, so Lambda retries
 * the event (twice) and then sends it to the dead-letter queue. Locally the in-process bus runs it.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { NOTE_EVENT_TYPES, noteEventDetailSchema, type NoteEvent } from '../lib/events/note-events';
import { syncNoteMoments } from '../lib/moments/inferred-moments';

export async function handler(
  event: Pick<EventBridgeEvent<string, unknown>, 'detail-type' | 'detail'> | NoteEvent,
): Promise<void> {
  const type = event['detail-type'];
  const detail = noteEventDetailSchema.safeParse(event.detail);
  if (!(NOTE_EVENT_TYPES as readonly string[]).includes(type) || !detail.success) {
    // Retrying cannot fix a malformed event: log it and drop it.
    logger.error('Ignoring a malformed note event', { detailType: type });
    return;
  }
  const startedAt = performance.now();
  const result = await syncNoteMoments(detail.data);
  logger.info('note moments', {
    detailType: type,
    noteId: detail.data.noteId,
    version: detail.data.version,
    skipped: result.skipped,
    active: result.active.length,
    retired: result.retired.length,
    durationMs: Math.round(performance.now() - startedAt),
  });
}
