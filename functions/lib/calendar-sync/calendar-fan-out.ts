/**
 * Syncing every connected calendar (docs/product.md#calendar-sync-and-11-detection, the hourly
 * job): the users come from a Query of the integrations' provider index (gsi1 `INTEGRATION#google`
 * / `USER#<userId>`, integrations/google-users.ts), page by page — never a Scan — and each
 * connected one is synced (forced: the hour since the last run is the rate limit), a few at a time.
 */
import { IntegrationNotConnectedError } from '../integrations/integration-errors';
import { usersWithIntegration } from '../integrations/integration-users';
import { logger } from '../logger';
import { syncCalendar } from './calendar-sync';

/** Users synced at the same time. */
export const SYNC_CONCURRENCY = 4;

export interface CalendarFanOut {
  synced: number;
  /** Needing a reconnect (skipped, or `invalid_grant` now). */
  needsReconnect: number;
  failed: number;
}

export async function syncConnectedCalendars(now = new Date()): Promise<CalendarFanOut> {
  const result: CalendarFanOut = { synced: 0, needsReconnect: 0, failed: 0 };
  const syncOne = async (userId: string) => {
    try {
      await syncCalendar(userId, { force: true, now });
      result.synced += 1;
    } catch (error) {
      if (error instanceof IntegrationNotConnectedError) {
        result.needsReconnect += 1;
        return;
      }
      result.failed += 1;
      logger.warn('calendar sync failed for a user', {
        errorName: error instanceof Error ? error.name : typeof error,
      });
    }
  };
  for await (const users of usersWithIntegration('google')) {
    result.needsReconnect += users.filter((user) => user.status !== 'connected').length;
    const connected = users
      .filter((user) => user.status === 'connected')
      .map((user) => user.userId);
    for (let index = 0; index < connected.length; index += SYNC_CONCURRENCY) {
      await Promise.all(connected.slice(index, index + SYNC_CONCURRENCY).map(syncOne));
    }
  }
  return result;
}
