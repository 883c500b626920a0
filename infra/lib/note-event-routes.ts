/**
 * Which contract routes publish note events (infra/lib/events.ts): the note-writing routes, served
 * by the note and meeting-note stores, which announce every successful write.
 */
import type { AnyRoute } from '../../shared/contract/define-route';

/** Whether a route writes notes, and so publishes note events. */
export function publishesNoteEvents(route: AnyRoute): boolean {
  return (
    route.access === 'write' &&
    (route.handlerPath.startsWith('notes/') || route.handlerPath.startsWith('meeting-notes/'))
  );
}
