/** The `manageUpMoments` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  capturedManageUpMomentSchema,
  manageUpMomentCaptureSchema,
  manageUpMomentRemoveQuerySchema,
} from '../schemas/moments';

export const manageUpMomentsRoutes = {
  create: defineRoute('manageUpMoments.create', {
    method: 'POST',
    path: '/api/manage-up/moments',
    summary:
      'Captures a moment with the manager by hand for this week (once per type), with the note it wrote if any.',
    access: 'write',
    successStatus: 201,
    body: manageUpMomentCaptureSchema,
    response: capturedManageUpMomentSchema,
  }),
  remove: defineRoute('manageUpMoments.remove', {
    method: 'DELETE',
    path: '/api/manage-up/moments',
    summary:
      "Removes this week's moment with the manager captured by hand and answers the note it wrote; 404 when there is none.",
    access: 'write',
    query: manageUpMomentRemoveQuerySchema,
    response: capturedManageUpMomentSchema,
  }),
} as const;
