/**
 * Writes of moments inferred from notes: ONLY the note-moments consumer
 * (functions/events/note-moments.ts) imports this module. ESLint refuses it anywhere else and the
 * bundle test checks no route bundle contains it (docs/data.md#who-writes-moments).
 *
 * `syncNoteMoments` makes a note's stored moments match what its current state says, whatever
 * order events arrive in and however often one is delivered, with single-item conditional writes
 * only (dynalite has no transactions):
 *
 * 1. read the note, the user's time zone and AI setting, and the note's moment set (1
 *    BatchGetItem);
 * 2. if the set was already brought to a later state of the note (its `rank`), stop;
 * 3. classify the note's texts (the AI layer: the configured engine unless the user turned 'Use AI
 *    assistance' off, builtin on any failure) into the moments it now carries, each with the
 *    sentence it came from (for a model off the machine, one GetItem first reads the person's
 *    names to hide them);
 * 4. add their keys to the note's set first (a string-set ADD: a crash later leaves nothing
 *    untracked), then write each one active with the note's rank and its sentence, on condition
 *    that no later state wrote it (`rank <= mine`);
 * 5. retire every other key of the set: write it inactive with my rank on the same condition,
 *    removing its sentence (a tombstone that keeps no note text, so an older state's late run
 *    cannot revive it);
 * 6. record my rank on the set, and this state in the person's latest feedback / recognition
 *    items: the time of each moment it carries, a tombstone for each it no longer does
 *    (latest-entries.ts; conditional on no later state having written there);
 * 7. count the note's state in its week summary item, exactly once, as the difference from the
 *    state counted before (week-summary-store.ts `recordNoteSummary`), which the dashboard reads;
 * 8. take the note out of the outbox (`classificationPendingAt`, conditional on the version
 *    classified), so the classification sweep leaves it alone.
 *
 * Running it twice for the same state writes the same items; a deleted note ranks above all its
 * versions, so its moments are all retired. The note's moments and entry go to its item
 * (week-summary/zoned-weeks.ts `noteItemWeek`: its 1:1's week, else its creation's UTC week),
 * which no time zone changes; readers place them in the week of the user's zone when they read.
 */
import { capturedTypesOf } from '../../../shared/domain/moment-notes';
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { capMomentSentence, LATEST_TYPES, type MomentType } from '../../../shared/domain/moments';
import type { PersonKind } from '../../../shared/domain/person-kind';
import { classifyMoments, usesRemoteModel } from '../ai/ai';
import { batchGetItems, itemRead } from '../data/batch-get';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import type { NoteEventDetail } from '../events/note-events';
import { noteRead, type NoteItem } from '../notes/note-items';
import { personNames } from '../people/person-reads';
import { logger } from '../logger';
import { aiSettingsRead } from '../profile/profile-store';
import { hasContent } from '../../../shared/domain/notes';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { noteSlotOf } from '../week-summary/note-slots';
import { recordNoteSummary } from '../week-summary/week-summary-store';
import { noteItemWeek } from '../week-summary/zoned-weeks';
import { noteLatestValue } from './latest-entries';
import { recordNoteLatest } from './latest-store';
import { decodeMomentKey, encodeMomentKey, noteSourceKey, type NoteMomentKey } from './moment-keys';

/** The rank of a note state: later versions, and later re-creations, rank higher. */
export function rankOf(createdAt: string, version: number): string {
  return `${createdAt}#${String(version).padStart(10, '0')}`;
}

/** The rank of a deleted note: above every version it had. */
export function deletedRankOf(createdAt: string): string {
  return `${createdAt}#~`;
}

function kindOfPersonKey(personKey: string): PersonKind | null {
  if (personKey.startsWith('dr#')) return 'directReport';
  if (personKey.startsWith('boss#')) return 'boss';
  return null;
}

/** A moment a note carries, with the sentence of the note that records it. */
export type NoteMoment = NoteMomentKey & { sentence: string };

/**
 * The moments a note carries now (`useAi`: the user's 'Use AI assistance'), keyed by the note's
 * item week. A moment the note was written to capture by hand (its `moment:<type>` tags,
 * shared/domain/moment-notes.ts) is left out: the capture counts it, so the note's words do not
 * count it twice.
 */
export async function momentsOfNote(note: NoteItem, useAi = true): Promise<NoteMoment[]> {
  const kind = kindOfPersonKey(note.personKey);
  if (!kind) return [];
  // Only a model off the machine needs the person's names, to replace them before sending.
  const knownNames =
    useAi && usesRemoteModel()
      ? await personNames(note.userId, {
          kind,
          id: note.personKey.slice(note.personKey.indexOf('#') + 1),
        })
      : [];
  const { value } = await classifyMoments(
    { texts: [note.content, note.agendaContent, note.reflectionContent], kind, knownNames },
    logger,
    { useAi },
  );
  const weekStart = noteItemWeek(note.noteId, note.createdAt);
  const captured = capturedTypesOf(note.tags);
  return value
    .filter(({ type }) => !captured.includes(type))
    .map(({ type, sentence }) => ({
      weekStart,
      personKey: note.personKey,
      type,
      sentence: capMomentSentence(sentence),
    }));
}

async function unlessNewer(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

export interface SyncResult {
  /** Skipped: a later state of the note was already applied. */
  skipped: boolean;
  active: string[];
  retired: string[];
}

/** Brings the note's stored moments to what its current state says (see the module comment). */
export async function syncNoteMoments(detail: NoteEventDetail): Promise<SyncResult> {
  const { userId, noteId } = detail;
  const { moment, momentSet } = entities();
  const [note, settings, set] = await batchGetItems([
    noteRead(userId, noteId),
    aiSettingsRead(userId),
    itemRead(momentSet.get({ userId, noteId }), (input) => momentSet.parse(input)),
  ]);
  const timeZone = settings?.timeZone ?? FALLBACK_TIME_ZONE;
  const rank = note ? rankOf(note.createdAt, note.version) : deletedRankOf(detail.createdAt);
  if (set?.rank && set.rank > rank) return { skipped: true, active: [], retired: [] };

  const desired = note ? await momentsOfNote(note, settings?.useAiAssistance) : [];
  const desiredKeys = desired.map(encodeMomentKey);
  let allKeys = [...(set?.keys ?? [])];
  if (desiredKeys.length > 0) {
    const { data } = await momentSet
      .update({ userId, noteId })
      .add({ keys: desiredKeys })
      .go({ response: 'all_new' });
    allKeys = [...((data as { keys?: string[] }).keys ?? desiredKeys)];
  }
  const occurredAt = note?.updatedAt ?? new Date().toISOString();
  const source = { source: 'note' as const, noteId, rank, occurredAt, timeZone };
  const sourceKey = noteSourceKey(noteId);
  const writeMoment = (
    { weekStart, personKey, type }: NoteMomentKey,
    state: { active: true; sentence: string } | { active: false },
  ) =>
    unlessNewer(
      moment
        .update({ userId, weekStart, personKey, type, sourceKey })
        .set({ ...source, ...state })
        // A retired moment keeps no text of the note.
        .remove(state.active ? [] : ['sentence'])
        .where(
          (attributes, { notExists, lte }) =>
            `${notExists(attributes.rank)} OR ${lte(attributes.rank, rank)}`,
        )
        .go(),
    );

  for (const found of desired) await writeMoment(found, { active: true, sentence: found.sentence });
  const retired = allKeys.filter((key) => !desiredKeys.includes(key));
  for (const encoded of retired) {
    const key = decodeMomentKey(encoded);
    if (key) await writeMoment(key, { active: false });
  }

  if (set || desiredKeys.length > 0) {
    await unlessNewer(
      momentSet
        .update({ userId, noteId })
        .set({ rank })
        .where(
          (attributes, { notExists, lt }) =>
            `${notExists(attributes.rank)} OR ${lt(attributes.rank, rank)}`,
        )
        .go(),
    );
  }
  // The person's latest items: this note's entry, live for what it carries now, a tombstone for
  // what it carried before (an edit or a delete moves the latest time back).
  const latest = new Map<string, { personKey: string; type: MomentType; at: string | null }>();
  for (const key of [...allKeys.map(decodeMomentKey), ...desired]) {
    if (!key || !LATEST_TYPES.has(key.type) || !key.personKey.startsWith('dr#')) continue;
    const carried = desired.some(
      (found) => found.personKey === key.personKey && found.type === key.type,
    );
    latest.set(`${key.personKey}|${key.type}`, {
      personKey: key.personKey,
      type: key.type,
      at: carried ? occurredAt : null,
    });
  }
  for (const { personKey, type, at } of latest.values()) {
    await recordNoteLatest(userId, personKey, type, noteId, noteLatestValue(rank, at));
  }
  const createdAt = (note ?? detail).createdAt;
  await recordNoteSummary({
    userId,
    noteId,
    itemWeek: noteItemWeek(noteId, createdAt),
    rank,
    next: note
      ? {
          slot: noteSlotOf(noteId, createdAt),
          personKey: note.personKey,
          meeting: parseMeetingId(noteId)
            ? {
                hasAgenda: hasContent(note.agendaContent),
                hasReflection: hasContent(note.reflectionContent),
              }
            : null,
          types: [...new Set(desired.map((key) => key.type))],
          occurredAt: note.updatedAt,
        }
      : null,
    counted: set,
  });
  if (note) await clearClassificationPending(userId, noteId, note.version);
  return { skipped: false, active: desiredKeys, retired };
}

/**
 * Takes the note out of the outbox (data/schema/note-entity.ts `pendingClassification`) once its version
 * `version` is classified: a later write set the marker again and raised the version, so it stays
 * owed to that write's event; a note deleted meanwhile has nothing to clear.
 */
async function clearClassificationPending(
  userId: string,
  noteId: string,
  version: number,
): Promise<void> {
  await unlessNewer(
    entities()
      .note.patch({ userId, noteId })
      .remove(['outbox', 'classificationPendingAt'])
      .where((attributes, { eq }) => eq(attributes.version, version))
      .go(),
  );
}
