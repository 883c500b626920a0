/**
 * Reads and writes the calendar sync item (data/schema/calendar-sync-entity.ts). The item is usually read
 * along with other items: by the people Query (people/people-query.ts, whose key range holds it)
 * or in a batch read (`calendarSyncRead`); `saveCalendarSync` replaces it (1 PutItem).
 */
import type { EntityItem } from 'electrodb';
import { itemRead, type ItemRead } from '../data/batch-get';
import { entities } from '../data/entities';
import type { CalendarSyncState } from './calendar-matching';
import type { CalendarSyncEntity } from '../data/schema/calendar-sync-entity';

type CalendarSyncItem = EntityItem<CalendarSyncEntity>;

/** The stored item as the readers need it. */
export function toCalendarSyncState(item: CalendarSyncItem): CalendarSyncState {
  return {
    lastSyncedAt: item.lastSyncedAt,
    windowStart: item.windowStart,
    windowEnd: item.windowEnd,
    timeZone: item.timeZone ?? null,
    people: item.people.map((person) => ({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      events: person.events.map((event) => ({
        eventId: event.eventId,
        start: event.start,
        cancelled: event.cancelled,
      })),
      organizedByThem: person.organizedByThem ?? false,
    })),
  };
}

/** The read of the item for a batch read (null when the user never synced). */
export function calendarSyncRead(userId: string): ItemRead<CalendarSyncState> {
  const { calendarSync } = entities();
  return itemRead(calendarSync.get({ userId }), (input) => {
    const { data } = calendarSync.parse(input);
    return { data: data ? toCalendarSyncState(data) : null };
  });
}

/** The item among the raw items of a Query, or null. */
export function calendarSyncOf(items: Record<string, unknown>[]): CalendarSyncState | null {
  const [item] = entities().calendarSync.parse({ Items: items }).data;
  return item ? toCalendarSyncState(item) : null;
}

/** Replaces the user's sync result. One PutItem. */
export async function saveCalendarSync(userId: string, state: CalendarSyncState): Promise<void> {
  const now = new Date().toISOString();
  const { timeZone, ...rest } = state;
  await entities()
    .calendarSync.put({
      userId,
      ...rest,
      ...(timeZone ? { timeZone } : {}),
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
}
