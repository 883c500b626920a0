/**
 * The users whose profile is in a time zone (docs/product.md#weeks-and-time-zones): a Query
 * of the profile's time-zone index (gsi1 `TZ#<zone>` / `USER#<userId>`), page by page, never a Scan.
 * The cross-user read of the scheduled jobs; no route uses it.
 */
import { entities } from '../data/entities';

/** How many profiles one page of the index Query returns. */
export const ZONE_PAGE_SIZE = 100;

/** The user ids of one time zone, a page (up to ZONE_PAGE_SIZE) at a time. */
export async function* usersInTimeZone(timeZone: string): AsyncGenerator<string[]> {
  let cursor: string | null = null;
  do {
    const page: { data: { userId: string }[]; cursor: string | null } = await entities()
      .profile.query.byTimeZone({ timeZone })
      .go({ cursor, limit: ZONE_PAGE_SIZE, attributes: ['userId'] });
    if (page.data.length > 0) yield page.data.map((item) => item.userId);
    cursor = page.cursor;
  } while (cursor);
}
