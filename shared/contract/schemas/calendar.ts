/**
 * Calendar sync schemas (docs/product.md#entities 'Calendar integration', #calls 'Calendar and
 * integrations'; docs/product.md#calendar-sync-and-11-detection):
 *
 * - `POST /api/calendar/sync` takes no body, or `{ force }` (sync even if the last sync is recent)
 *   and answers whether it synced, when the calendar was last read and how many people it found.
 * - `GET /api/calendar/integration` answers `{ connected, account, lastSyncedAt,
 *   unmatchedMeetingsCount }`: detected 1:1 partners the user does not track (archived people
 *   count as tracked), for the dashboard's new-meetings notice.
 */
import * as z from '../../zod';
import { timestamp } from './common';

export const calendarSyncRequestSchema = z.optional(
  z.object({
    /** Sync even when the last sync is less than 5 minutes old. */
    force: z.optional(z.boolean({ error: 'force must be true or false' })),
  }),
);
export type CalendarSyncRequest = z.input<typeof calendarSyncRequestSchema>;

export const calendarSyncResultSchema = z.object({
  /** false: skipped, the last sync is less than 5 minutes old. */
  synced: z.boolean(),
  /** ISO 8601 UTC. */
  lastSyncedAt: timestamp,
  /** People detected as 1:1 partners in the weeks read. */
  detectedCount: z.int().check(z.nonnegative()),
});
export type CalendarSyncResult = z.infer<typeof calendarSyncResultSchema>;

export const calendarIntegrationSchema = z.object({
  /** Google Calendar is connected and usable (not needing a reconnect). */
  connected: z.boolean(),
  /** The connected Google account's email. */
  account: z.nullable(z.string()),
  /** ISO 8601 UTC; null before the first sync. */
  lastSyncedAt: z.nullable(timestamp),
  /** Detected 1:1 partners matching none of the user's people, archived ones included. */
  unmatchedMeetingsCount: z.int().check(z.nonnegative()),
});
export type CalendarIntegration = z.infer<typeof calendarIntegrationSchema>;
