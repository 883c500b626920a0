/**
 * The week summary item (docs/product.md#the-weekly-picture): one per user and week,
 * `WEEK#<weekStart>` (Monday 'YYYY-MM-DD'), the aggregate the dashboard, the nudges and the banners
 * read instead of the notes and moments themselves, so their cost does not grow with the notes. An
 * entry counts in the week of the user's zone when read, which is this item's week or one next to
 * it (zoned-weeks.ts).
 *
 * Besides the modelled attributes below it holds counters of notes per slot, person and kind, the
 * week's 1:1 flags, its latest moments and one attribute per moment captured by hand (their names
 * and values: week-summary-entries.ts), written by single-item updates (week-summary-store.ts).
 * ElectroDB builds the key and the identifiers; the entries are read from the raw item.
 *
 * While a change to a direct report's feedback given / recognition captured by hand is not yet
 * copied to that person's latest item (moments/latest-entries.ts: `latestGivenAt` /
 * `latestRecogAt` of past weeks), the item is in the outbox index (gsi3, sparse):
 * `OUTBOX#mirror` / `<mirrorPendingAt>`, with the changed entry names in
 * `mirrorChanged`; the outbox sweep copies them and takes the item out (moments/manual-latest.ts).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { outboxIndex, userIndex, userSchema } from '../keys';

const weekSummarySchema = userSchema({
  entity: 'weekSummary',
  attributes: {
    /** Monday 'YYYY-MM-DD' of the item's week (zoned-weeks.ts: which entries it holds). */
    weekStart: { type: 'string', required: true },
    /** Ids of the banners dismissed this week (`banner-<bannerType>-<weekStart>`). */
    dismissedBanners: { type: 'set', items: 'string' },
    /** Last write (ISO 8601 UTC). */
    updatedAt: { type: 'string' },
    /** When a rollover opened the week (openWeekSummary: the week's first instant). */
    openedAt: { type: 'string' },
    /** When a rollover closed the week (closeWeekSummary); readers never need it. */
    closedAt: { type: 'string' },
    /** The week's totals as closed (WeekTotals, week-summary-entries.ts). */
    totals: { type: 'any' },
    /** The outbox queue while entries by hand await their copy ('mirror'); absent otherwise. */
    outbox: { type: ['mirror'] as const },
    /** The last change by hand not yet copied (ISO 8601 UTC). */
    mirrorPendingAt: { type: 'string' },
    /** Names of the entries by hand changed since the last copy. */
    mirrorChanged: { type: 'set', items: 'string' },
  },
  indexes: {
    byUser: userIndex('WEEK#${weekStart}', ['weekStart']),
    pendingMirror: outboxIndex('mirrorPendingAt'),
  },
});

export const createWeekSummaryEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(weekSummarySchema, { client, table });

export type WeekSummaryEntity = ReturnType<typeof createWeekSummaryEntity>;
