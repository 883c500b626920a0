/**
 * What Tab types into an empty agenda (docs/product.md#states-and-transitions 'Pressing Tab in an
 * empty prep textarea'; docs/architecture.md#how-the-frontend-reads): for the person's next 1:1,
 * the very topics their page shows as 'Suggested topics' — the same read (`GET
 * /api/direct-reports/{id}`' `suggestedAgenda`, `GET /api/bosses/next`' `agenda`), taken from the
 * cache when the page has it, so the two never differ; for any other 1:1, its prompts (`GET
 * /api/meetings/{meetingId}/prep`). Empty when there are none; @throws ApiError when a read fails.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { Meeting } from '@shared/contract/schemas/meeting';
import { apiCall } from '@/lib/api-client';
import { bossNextQuery, directReportDetailQuery } from '@/features/people';

/** The topics the person's page shows for `meeting` when it is their next 1:1; else null. */
async function pageTopics(
  queryClient: QueryClient,
  meeting: Pick<Meeting, 'id' | 'directReportId' | 'bossId'>,
): Promise<readonly string[] | null> {
  if (meeting.directReportId) {
    const page = await queryClient.ensureQueryData(directReportDetailQuery(meeting.directReportId));
    return page.nextOneOnOne?.id === meeting.id ? page.suggestedAgenda : null;
  }
  if (meeting.bossId) {
    const page = await queryClient.ensureQueryData(bossNextQuery());
    return page.next?.id === meeting.id ? page.agenda : null;
  }
  return null;
}

/** The agenda topics Tab types in for the meeting. */
export async function suggestedTopics(
  queryClient: QueryClient,
  meeting: Pick<Meeting, 'id' | 'directReportId' | 'bossId'>,
): Promise<readonly string[]> {
  const shown = await pageTopics(queryClient, meeting);
  if (shown?.length) return shown;
  const { prompts } = await apiCall(api.meetings.prep, { params: { meetingId: meeting.id } });
  return prompts;
}
