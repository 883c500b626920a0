/**
 * `POST /api/usage-signals` (docs/product.md#calls): tells the server that prep suggestions went
 * into an agenda ('add-to-agenda'), so a later ranking can learn from it. Fire and forget: a
 * failure is ignored.
 */
import { api } from '@shared/contract/api';
import type { Meeting } from '@shared/contract/schemas/meeting';
import { apiCall } from '@/lib/api-client';

export function recordAddToAgenda(
  meeting: Pick<Meeting, 'id' | 'directReportId' | 'bossId'>,
  suggestionsCount: number,
): void {
  const person = meeting.bossId
    ? { bossId: meeting.bossId }
    : { directReportId: meeting.directReportId };
  apiCall(api.usageSignals.create, {
    body: { action: 'add-to-agenda', meetingId: meeting.id, suggestionsCount, ...person },
  }).catch(() => undefined);
}
