/** The `feedbackMoments` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  capturedMomentSchema,
  momentCaptureSchema,
  momentRemoveQuerySchema,
} from '../schemas/moments';

export const feedbackMomentsRoutes = {
  create: defineRoute('feedbackMoments.create', {
    method: 'POST',
    path: '/api/feedback/moments',
    summary:
      'Captures a feedback moment by hand for this week (once per person and type), with the note it wrote if any.',
    access: 'write',
    successStatus: 201,
    body: momentCaptureSchema,
    response: capturedMomentSchema,
  }),
  remove: defineRoute('feedbackMoments.remove', {
    method: 'DELETE',
    path: '/api/feedback/moments',
    summary:
      "Removes this week's moment captured by hand and answers the note it wrote; 404 when there is none.",
    access: 'write',
    query: momentRemoveQuerySchema,
    response: capturedMomentSchema,
  }),
} as const;
