/**
 * Syncing a user's calendar (docs/product.md#calendar-sync-and-11-detection): reads the connected
 * Google Calendar from SYNC_WEEKS_BACK weeks before now to SYNC_WEEKS_AHEAD weeks after
 * (calendar-events.ts), detects the 1:1s and their people (one-on-one-detection.ts) and stores the
 * result (calendar-sync-store.ts) with the calendar's own time zone, replacing the last one. A sync
 * asked for less than MANUAL_SYNC_INTERVAL_MS after the last one is skipped unless `force`.
 *
 * DynamoDB: 1 BatchGetItem (the Google integration: its account; the last sync), the access
 * token's GetItem (google-access-token.ts; a refresh adds its UpdateItem), 1 PutItem.
 *
 * @throws IntegrationNotConnectedError (409) when Google Calendar is not connected or needs a
 * reconnect — `invalid_grant` during the sync marks it so; AppError('upstream_failed', 502) when
 * Google's Calendar API fails.
 */
import { batchGetItems, itemRead } from '../data/batch-get';
import { entities } from '../data/entities';
import { AppError } from '../errors';
import {
  IntegrationNotConnectedError,
  describeProviderError,
} from '../integrations/integration-errors';
import { getGoogleAccessToken } from '../integrations/google/google-access-token';
import { logger } from '../logger';
import { listCalendarEvents } from './calendar-events';
import { calendarSyncRead, saveCalendarSync } from '../calendar/calendar-sync-store';
import { detectOneOnOnes } from '../calendar/one-on-one-detection';
import { isValidTimeZone } from '../../../shared/domain/time-zone';

export const SYNC_WEEKS_BACK = 3;
export const SYNC_WEEKS_AHEAD = 4;
/** A sync asked for sooner than this after the last one is skipped (unless forced), ms. */
export const MANUAL_SYNC_INTERVAL_MS = 5 * 60_000;

const WEEK_MS = 7 * 86_400_000;

export interface CalendarSyncOutcome {
  /** false: skipped, the last sync is recent. */
  synced: boolean;
  /** ISO 8601 UTC. */
  lastSyncedAt: string;
  /** People detected as 1:1 partners. */
  detectedCount: number;
}

/** The window a sync at `now` reads. */
export function syncWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - SYNC_WEEKS_BACK * WEEK_MS),
    to: new Date(now.getTime() + SYNC_WEEKS_AHEAD * WEEK_MS),
  };
}

export async function syncCalendar(
  userId: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<CalendarSyncOutcome> {
  const now = options.now ?? new Date();
  const { integration } = entities();
  const [google, last] = await batchGetItems([
    itemRead(integration.get({ userId, provider: 'google' }), (input) => integration.parse(input)),
    calendarSyncRead(userId),
  ]);
  if (!google) throw new IntegrationNotConnectedError('google', 'notConnected');
  if (google.status !== 'connected')
    throw new IntegrationNotConnectedError('google', 'needsReconnect');
  if (
    last &&
    !options.force &&
    now.getTime() - Date.parse(last.lastSyncedAt) < MANUAL_SYNC_INTERVAL_MS
  ) {
    return { synced: false, lastSyncedAt: last.lastSyncedAt, detectedCount: last.people.length };
  }

  const accessToken = await getGoogleAccessToken(userId, now.getTime());
  const window = syncWindow(now);
  let events;
  let calendarTimeZone;
  try {
    ({ events, timeZone: calendarTimeZone } = await listCalendarEvents(accessToken, window));
  } catch (error) {
    logger.warn('calendar read failed', describeProviderError(error));
    throw new AppError('upstream_failed', 'Google Calendar could not be read; try again later');
  }
  const people = detectOneOnOnes(events, { selfEmail: google.account ?? '', window });
  const lastSyncedAt = now.toISOString();
  await saveCalendarSync(userId, {
    lastSyncedAt,
    windowStart: window.from.toISOString(),
    windowEnd: window.to.toISOString(),
    timeZone: calendarTimeZone && isValidTimeZone(calendarTimeZone) ? calendarTimeZone : null,
    people,
  });
  logger.info('calendar synced', { events: events.length, detected: people.length });
  return { synced: true, lastSyncedAt, detectedCount: people.length };
}
