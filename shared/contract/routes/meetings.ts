/** The `meetings` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import { meetingIdParams, prepPromptsSchema, prepQuerySchema } from '../schemas/note';

export const meetingsRoutes = {
  prep: defineRoute('meetings.prep', {
    method: 'GET',
    path: '/api/meetings/{meetingId}/prep',
    summary:
      "Up to 5 agenda prompts for a meeting, chosen from the person's last weeks; a templateKey answers that template.",
    access: 'read',
    nlp: true,
    params: meetingIdParams,
    query: prepQuerySchema,
    response: prepPromptsSchema,
  }),
} as const;
