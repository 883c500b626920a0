/**
 * The outbox sweep of note classification (docs/product.md#moments-inferred-from-notes): every note
 * write sets `classificationPendingAt` in the same write, and the note-moments consumer removes it
 * once it classified that version (data/schema/note-entity.ts `pendingClassification`, the sparse
 * gsi3 index). A note still pending some minutes after its write lost its 'note saved' event
 * (PutEvents failed after the write, or the function stopped in between), so the sweep publishes it
 * again. The consumer is idempotent and converges on the note's current state, so publishing twice
 * is harmless. One Query per page of the outbox (oldest first, no Scan), then one PutEvents per
 * note.
 */
import { entities } from '../data/entities';
import { NOTE_SAVED, publishNoteEvent } from './note-events';

/** How long a write may wait for its classification before the sweep re-publishes its event. */
export const CLASSIFICATION_GRACE_MS = 5 * 60_000;

/** Notes read per page of the outbox. */
const PAGE_SIZE = 100;

export interface SweepResult {
  /** Notes whose 'note saved' event was published again. */
  republished: number;
  /** Notes whose event could not be published (they stay pending for the next sweep). */
  failed: number;
}

/** Re-publishes 'note saved' for every note pending since before `now` − the grace period. */
export async function sweepPendingClassifications(now = new Date()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - CLASSIFICATION_GRACE_MS).toISOString();
  const result: SweepResult = { republished: 0, failed: 0 };
  const pending = entities()
    .note.query.pendingClassification({ outbox: 'classify' })
    .lt({ classificationPendingAt: cutoff });
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof pending.go>> = await pending.go({
      cursor,
      limit: PAGE_SIZE,
    });
    for (const note of page.data) {
      const published = await publishNoteEvent(NOTE_SAVED, {
        userId: note.userId,
        noteId: note.noteId,
        version: note.version,
        createdAt: note.createdAt,
      });
      result[published ? 'republished' : 'failed'] += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return result;
}
