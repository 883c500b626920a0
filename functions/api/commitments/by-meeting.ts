/**
 * GET /api/commitments/by-meeting?meetingId=: a 1:1's checklist, what was made and what was
 * ticked done in it (docs/api.md#commitments).
 */
import { commitmentsRoutes } from '../../../shared/contract/routes/commitments';
import { route } from '../../lib/http/route';
import { listMeetingCommitments } from '../../lib/commitments/commitment-store';

export const handler = route(commitmentsRoutes.byMeeting, ({ userId, query }) =>
  listMeetingCommitments(userId, query.meetingId, query),
);
