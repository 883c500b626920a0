/**
 * The 'note saved' and 'note deleted' events (docs/product.md#moments-inferred-from-notes,
 * docs/architecture.md#events-and-jobs). The note stores publish one after each successful write;
 * the note-moments consumer (functions/events/note-moments.ts) reads the note and re-classifies it.
 * An event carries ids and the note's version only, never its text.
 *
 * The publisher is chosen by configuration: EVENT_BUS_NAME set (the cloud) → EventBridge
 * PutEvents on that bus; unset (the local server, tests) → the in-process bus (local-bus.ts), on
 * which the local server registers the same consumer. A failed publish is logged and does not
 * fail the write: the note is saved either way, and still owes its classification (the note's
 * `classificationPendingAt`, set by the same write), so the classification sweep
 * (classification-sweep.ts) publishes 'note saved' again a few minutes later.
 */
import { logger } from '../logger';
import { NOTE_EVENT_SOURCE, type NoteEventType } from '../../../shared/domain/note-events';
import { publishLocally } from './local-bus';
import type { NoteEvent, NoteEventDetail } from './note-event';

export {
  NOTE_DELETED,
  NOTE_EVENT_SOURCE,
  NOTE_EVENT_TYPES,
  NOTE_SAVED,
  type NoteEventType,
} from '../../../shared/domain/note-events';
import { SDK_LOGGER_MIDDLEWARE } from '../data/client';
export { noteEventDetailSchema, type NoteEvent, type NoteEventDetail } from './note-event';

let eventBridge: Promise<(event: NoteEvent) => Promise<void>> | undefined;

/** PutEvents on the configured bus (the SDK client is created once, on first use). */
function eventBridgeSender(busName: string) {
  eventBridge ??= import('@aws-sdk/client-eventbridge').then(
    ({ EventBridgeClient, PutEventsCommand }) => {
      const client = new EventBridgeClient({});
      // Nothing is logged by the SDK: its logger middleware would only filter every call.
      client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
      return async (event: NoteEvent) => {
        const result = await client.send(
          new PutEventsCommand({
            Entries: [
              {
                EventBusName: busName,
                Source: event.source,
                DetailType: event['detail-type'],
                Detail: JSON.stringify(event.detail),
              },
            ],
          }),
        );
        if ((result.FailedEntryCount ?? 0) > 0) {
          throw new Error(`PutEvents failed: ${result.Entries?.[0]?.ErrorCode ?? 'unknown'}`);
        }
      };
    },
  );
  return eventBridge;
}

/**
 * Publishes a note event; never throws (a failure is logged, and the note stays in the outbox for
 * the classification sweep). @returns whether the bus took it.
 */
export async function publishNoteEvent(
  type: NoteEventType,
  detail: NoteEventDetail,
): Promise<boolean> {
  const event: NoteEvent = { 'detail-type': type, source: NOTE_EVENT_SOURCE, detail };
  const busName = process.env.EVENT_BUS_NAME;
  try {
    if (busName) await (await eventBridgeSender(busName))(event);
    else publishLocally(event);
    return true;
  } catch (error) {
    logger.error('Publishing a note event failed', {
      detailType: type,
      noteId: detail.noteId,
      error: (error as Error)?.name,
    });
    return false;
  }
}
