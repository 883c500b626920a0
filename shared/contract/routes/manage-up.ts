/** The `manageUp` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import {
  manageUpAiInferredSchema,
  manageUpCurrentSchema,
  manageUpQuerySchema,
  manageUpStateSchema,
  manageUpUpdateSchema,
} from '../schemas/moments';

export const manageUpRoutes = {
  current: defineRoute('manageUp.current', {
    method: 'GET',
    path: '/api/manage-up/current',
    summary:
      "A week's manage-up flags with the manager, inferred from notes or set by hand, and how (by hand, from which notes).",
    access: 'read',
    query: manageUpQuerySchema,
    response: manageUpCurrentSchema,
  }),
  setCurrent: defineRoute('manageUp.setCurrent', {
    method: 'PUT',
    path: '/api/manage-up/current',
    summary: "Sets a week's manage-up flags by hand and answers them (the flags set by hand).",
    access: 'write',
    query: manageUpQuerySchema,
    body: manageUpUpdateSchema,
    response: manageUpStateSchema,
  }),
  aiInferred: defineRoute('manageUp.aiInferred', {
    method: 'GET',
    path: '/api/manage-up/ai-inferred',
    summary: "A week's manage-up moments inferred from notes, counted per flag.",
    access: 'read',
    query: manageUpQuerySchema,
    response: manageUpAiInferredSchema,
  }),
} as const;
