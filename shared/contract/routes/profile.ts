/** The `profile` routes of the API contract (api.ts gathers every resource's routes). */
import { defineRoute } from '../define-route';
import { profileSchema, profileUpdateSchema } from '../schemas/profile';

export const profileRoutes = {
  get: defineRoute('profile.get', {
    method: 'GET',
    path: '/api/profile',
    summary: "The user's profile and preferences (defaults before onboarding).",
    access: 'read',
    response: profileSchema,
  }),
  update: defineRoute('profile.update', {
    method: 'PUT',
    path: '/api/profile',
    summary: 'Saves the profile; omitted fields keep their value, email is read-only.',
    access: 'write',
    body: profileUpdateSchema,
    response: profileSchema,
    resourceBody: true,
  }),
} as const;
