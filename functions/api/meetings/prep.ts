/** GET /api/meetings/{meetingId}/prep[?templateKey=]: up to 5 agenda prompts (spec §7, §9). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { prepPrompts } from '../../lib/meetings/prep-prompts';

export const handler = route(api.meetings.prep, ({ userId, params, query }) =>
  prepPrompts(userId, params.meetingId, query.templateKey),
);
