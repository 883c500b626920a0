/** The commitments API as the checklist docs use it (ChecklistTransport), over the app's `apiCall`. */
import { api } from '@shared/contract/api';
import type { Commitment, CommitmentsPage } from '@shared/contract/schemas/commitment';
import { LIMITS } from '@shared/domain/constants';
import type { apiCall } from '@/lib/api-client';
import type { ChecklistTransport } from './checklist-doc';

/** A ChecklistTransport that sends with `call`. */
export function createChecklistTransport(call: typeof apiCall): ChecklistTransport {
  return {
    create: (body) => call(api.commitments.create, { body }),
    update: (id, body) => call(api.commitments.update, { params: { id }, body }),
    complete: (id, body) => call(api.commitments.complete, { params: { id }, body }),
    reopen: (id, body) => call(api.commitments.reopen, { params: { id }, body }),
    remove: (id) => call(api.commitments.remove, { params: { id } }),
    list: async (meetingId) => {
      const items: Commitment[] = [];
      let cursor: string | null = null;
      do {
        const page: CommitmentsPage = await call(api.commitments.byMeeting, {
          query: { meetingId, limit: LIMITS.commitmentsPage, ...(cursor ? { cursor } : {}) },
        });
        items.push(...page.commitments);
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    },
  };
}
