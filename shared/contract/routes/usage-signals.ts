/** The `usageSignals` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import { usageSignalCreateSchema, usageSignalSchema } from '../schemas/usage';

export const usageSignalsRoutes = {
  create: defineRoute('usageSignals.create', {
    method: 'POST',
    path: '/api/usage-signals',
    summary: "Records a use of suggestions (e.g. 'add-to-agenda') for later ranking.",
    access: 'write',
    successStatus: 201,
    body: usageSignalCreateSchema,
    response: usageSignalSchema,
  }),
} as const;
