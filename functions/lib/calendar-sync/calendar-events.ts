/**
 * Reading the connected Google Calendar (docs/product.md#calendar-sync-and-11-detection): the
 * primary calendar's events in a window, recurring events expanded into instances (`singleEvents`),
 * cancelled instances included (`showDeleted`: a cancelled occurrence drops that week's 1:1), and
 * the calendar's own time zone (the list's `timeZone`), page by page, with
 * @googleapis/calendar against GOOGLE_API_ROOT_URL (the loopback fake in tests and demos). The
 * root goes with each request, not on the client: a client-wide `rootUrl` keeps only its origin
 * (googleapis-common resolves the method's absolute path against it), which would lose a root
 * with a path such as the demo's `/local-fakes/google/`.
 * Titles and descriptions come back in the events: they are other people's text, only
 * pattern-matched by one-on-one-detection.ts, never stored, logged or sent to a model.
 *
 * @googleapis/calendar is imported on the first read, not with the module: a sync that finds no
 * connected calendar never loads it (about 200 ms of CPU on a cold start;
 * docs/performance.md#cold-starts).
 *
 * @throws the SDK's error (a GaxiosError with `response.status`) when Google refuses or fails.
 */
import { readIntegrationConfig } from '../integrations/integration-config';
import { GOOGLE_TIMEOUT_MS, oauth2ClientModule } from '../integrations/google/google-oauth';
import type { CalendarEventLike } from '../calendar/one-on-one-detection';

/** Events per page (the API's maximum is 2500). */
const PAGE_SIZE = 250;
/** At most this many pages are read (a window of a few weeks fits in one or two). */
const MAX_PAGES = 8;

/** The primary calendar's events starting in [from, to), and its IANA time zone (null: none). */
export async function listCalendarEvents(
  accessToken: string,
  window: { from: Date; to: Date },
): Promise<{ events: CalendarEventLike[]; timeZone: string | null }> {
  const [{ calendar }, { OAuth2Client }] = await Promise.all([
    import('@googleapis/calendar'),
    oauth2ClientModule(),
  ]);
  const auth = new OAuth2Client();
  auth.setCredentials({ access_token: accessToken });
  const client = calendar({ version: 'v3', auth, timeout: GOOGLE_TIMEOUT_MS });
  const rootUrl = readIntegrationConfig().google.apiRootUrl;
  const events: CalendarEventLike[] = [];
  let timeZone: string | null = null;
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await client.events.list(
      {
        calendarId: 'primary',
        timeMin: window.from.toISOString(),
        timeMax: window.to.toISOString(),
        singleEvents: true,
        showDeleted: true,
        maxResults: PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      },
      { rootUrl },
    );
    events.push(...(data.items ?? []));
    timeZone ??= data.timeZone ?? null;
    pageToken = data.nextPageToken ?? undefined;
    if (!pageToken) break;
  }
  return { events, timeZone };
}
