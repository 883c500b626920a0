/**
 * Moment items (docs/product.md#moments-inferred-from-notes, #where-the-moments-show), all in the
 * user's partition:
 *
 * - moment: `MOMENT#<weekStart>#<personKey>#<type>#<sourceKey>`, one per week, person, type and
 *   source; `sourceKey` is `note#<noteId>` for a moment inferred from a note (written only by the
 *   note-moments consumer, functions/events/note-moments.ts). A moment captured by hand is no
 *   moment item: it is an entry of its week's summary (`m#<personKey>#<type>`,
 *   functions/lib/week-summary/), so capturing it is one write the dashboard sees at once; the
 *   `manual` source key of older items is ignored by every read.
 *   `weekStart` is the note's item week (its 1:1's week, else its creation's UTC week:
 *   week-summary/zoned-weeks.ts), fixed whatever the zone; a reader places each moment in the
 *   week of the user's zone from its note, so one Query `sk BETWEEN 'MOMENT#<week − 1>' AND
 *   'MOMENT#<week + 2>'` reads all a zone's week can hold.
 *   An active inferred moment keeps the note's sentence that records it (`sentence`, capped).
 *   An inferred moment a later version of its note no longer carries is kept as a tombstone
 *   (`active: false`, `rank` of that version), so a late consumer run for an older version cannot
 *   bring it back; reads count active items only.
 * - momentSet: `MOMENTSET#<noteId>`, the keys of every moment the note's versions ever produced
 *   (a string set, only added to) and the `rank` last applied: what to retire on re-classification;
 *   also the note state its week summary counts (`summaryEntry`, `summaryRank`) and a count under
 *   way (`summaryPending`), so every state is counted exactly once.
 * - momentLatest: `MOMENTLATEST#<personKey>#<type>` (feedback given and recognition of a direct
 *   report): one entry per note that ever carried the moment and one per week with it captured by
 *   hand (latest-entries.ts), from which `latestGivenAt` / `latestRecogAt` are computed on read.
 *
 * `rank` orders a note's states: `<createdAt>#<version, 10 digits>`, and `<createdAt>#~` once
 * deleted (a meeting note recreated later has a later createdAt, so it ranks higher again).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MOMENT_TYPES } from '../../../../shared/domain/moments';
import { userIndex, userSchema } from '../keys';

const MOMENT_SOURCES = ['note', 'manual'] as const;

const momentSchema = userSchema({
  entity: 'moment',
  attributes: {
    /** The note's item week, Monday 'YYYY-MM-DD' (week-summary/zoned-weeks.ts `noteItemWeek`). */
    weekStart: { type: 'string', required: true },
    /** `dr#<id>` or `boss#<id>`. */
    personKey: { type: 'string', required: true },
    type: { type: MOMENT_TYPES, required: true },
    /** `note#<noteId>` or `manual`. */
    sourceKey: { type: 'string', required: true },
    source: { type: MOMENT_SOURCES, required: true },
    noteId: { type: 'string' },
    /** False for a retired inferred moment (a tombstone). */
    active: { type: 'boolean', required: true },
    /**
     * An inferred moment's source: the note's sentence that records it, capped to
     * MOMENT_SENTENCE_MAX_CHARS; removed when the moment is retired.
     */
    sentence: { type: 'string' },
    /** The note state that wrote it (inferred moments). */
    rank: { type: 'string' },
    /** When it happened: the note's save time, or the capture time. */
    occurredAt: { type: 'string', required: true },
    /** The user's time zone when it was written (a record only: reads use the zone at read). */
    timeZone: { type: 'string' },
  },
  indexes: {
    byUser: userIndex('MOMENT#${weekStart}#${personKey}#${type}#${sourceKey}', [
      'weekStart',
      'personKey',
      'type',
      'sourceKey',
    ]),
  },
});

export const createMomentEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(momentSchema, { client, table });

const momentSetSchema = userSchema({
  entity: 'momentSet',
  attributes: {
    noteId: { type: 'string', required: true },
    /** Keys (`sk`) of every moment the note ever produced. */
    keys: { type: 'set', items: 'string' },
    rank: { type: 'string' },
    /**
     * The note state its week summary item counts (week-summary/note-contribution.ts, '' once
     * the note is deleted) and that state's rank: what the next change is counted from.
     */
    summaryEntry: { type: 'string' },
    summaryRank: { type: 'string' },
    /**
     * A count under way (week-summary-store.ts `recordNoteSummary`): its token and, as JSON,
     * `{ rank, from, to }` (encoded contributions or null); absent between counts.
     */
    summaryPendingToken: { type: 'string' },
    summaryPending: { type: 'string' },
  },
  indexes: {
    byUser: userIndex('MOMENTSET#${noteId}', ['noteId']),
  },
});

export const createMomentSetEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(momentSetSchema, { client, table });

const momentLatestSchema = userSchema({
  entity: 'momentLatest',
  attributes: {
    personKey: { type: 'string', required: true },
    type: { type: MOMENT_TYPES, required: true },
    /** Last write (ISO 8601 UTC); the entries themselves are not modelled (latest-entries.ts). */
    updatedAt: { type: 'string' },
  },
  indexes: {
    byUser: userIndex('MOMENTLATEST#${personKey}#${type}', ['personKey', 'type']),
  },
});

export const createMomentLatestEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(momentLatestSchema, { client, table });

export type MomentEntity = ReturnType<typeof createMomentEntity>;
