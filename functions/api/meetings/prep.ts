/**
 * GET /api/meetings/{meetingId}/prep[?templateKey=]: up to 5 agenda prompts (docs/product.md#calls,
 * #constants-and-limits).
 */
import { meetingsRoutes } from '../../../shared/contract/routes/meetings';
import { route } from '../../lib/http/route';
import { prepPrompts } from '../../lib/one-on-ones/prep-prompts';

export const handler = route(meetingsRoutes.prep, ({ userId, params, query }) =>
  prepPrompts(userId, params.meetingId, query.templateKey),
);
