/**
 * The users who connected a provider (docs/product.md#calendar-sync-and-11-detection, the hourly
 * calendar sync): a Query of the integration items' provider index (gsi1 `INTEGRATION#<provider>` /
 * `USER#<userId>`), page by page, never a Scan. The cross-user read of the scheduled jobs; no route
 * uses it.
 */
import type { IntegrationProvider } from '../../../shared/domain/integrations';
import { entities } from '../data/entities';

/** How many integration items one page of the index Query returns. */
export const PROVIDER_PAGE_SIZE = 100;

/** The users of a provider with their integration's status, a page at a time. */
export async function* usersWithIntegration(
  provider: IntegrationProvider,
): AsyncGenerator<{ userId: string; status: string }[]> {
  let cursor: string | null = null;
  do {
    const page: { data: { userId: string; status: string }[]; cursor: string | null } =
      await entities()
        .integration.query.byProvider({ provider })
        .go({ cursor, limit: PROVIDER_PAGE_SIZE, attributes: ['userId', 'status'] });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}
