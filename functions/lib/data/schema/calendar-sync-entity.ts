/**
 * Calendar sync entity (docs/product.md#calendar-sync-and-11-detection): one item per user at
 * `USER#<userId>` / `CALSYNC`, the result of the last calendar sync — when it ran, the window it
 * read, and every person detected as a 1:1 partner with their 1:1 events in that window (event id,
 * start, cancelled or not) and whether they organise most of them.
 * Titles and descriptions are never stored: they are other people's text.
 *
 * `CALSYNC` sorts between `BOSS…` and `DR#…`, so the one Query that reads a user's people
 * (people/people-query.ts) reads this item too: the dashboard and the nudges get the calendar's
 * 1:1s without another call. Replaced as a whole by each sync (a put).
 */
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bookkeepingAttributes, userIndex, userSchema } from '../keys';

/** The sort key of the item (between the bosses' and the direct reports'). */
export const CALENDAR_SYNC_SORT_KEY = 'CALSYNC';

const calendarSyncSchema = userSchema({
  entity: 'calendarSync',
  attributes: {
    /** When the sync read the calendar (ISO 8601 UTC). */
    lastSyncedAt: { type: 'string', required: true },
    /** The window read, [windowStart, windowEnd) (ISO 8601 UTC). */
    windowStart: { type: 'string', required: true },
    windowEnd: { type: 'string', required: true },
    /** The calendar's own IANA time zone, as Google lists it (absent in older items). */
    timeZone: { type: 'string' },
    /** People detected as 1:1 partners, by email. */
    people: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          email: { type: 'string', required: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          /** They organise most of their 1:1s (absent in items of older syncs: false). */
          organizedByThem: { type: 'boolean' },
          /** Their 1:1 events in the window, ascending by start. */
          events: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                eventId: { type: 'string', required: true },
                /** ISO 8601 UTC. */
                start: { type: 'string', required: true },
                cancelled: { type: 'boolean', required: true },
              },
            },
          },
        },
      },
    },
    ...bookkeepingAttributes,
  },
  indexes: { byUser: userIndex(CALENDAR_SYNC_SORT_KEY, []) },
});

export const createCalendarSyncEntity = (client: DynamoDBDocumentClient, table: string) =>
  new Entity(calendarSyncSchema, { client, table });

export type CalendarSyncEntity = ReturnType<typeof createCalendarSyncEntity>;
