/**
 * Usage signals and public configuration (docs/product.md#calls 'POST /api/usage-signals';
 * docs/api.md#conventions, docs/architecture.md#the-ai-layer).
 *
 * - `POST /api/usage-signals`: the note editor records that prep suggestions were added to an
 *   agenda, so a later ranking can learn from it. The client ignores failures.
 * - `GET /api/feature-flags`: what the deployment has configured — the AI provider and the name
 *   of the processor texts are sent to (null with the builtin engine), and the integrations.
 */
import * as z from '../../zod';
import { USAGE_ACTIONS } from '../../domain/constants';
import { idParam } from './common';
import { meetingIdInput } from './note';

export { USAGE_ACTIONS, type UsageAction } from '../../domain/constants';

/** At most this many suggestions counted in one signal (the editor adds at most 5). */
export const MAX_SIGNAL_SUGGESTIONS = 50;

export const usageSignalCreateSchema = z
  .object({
    action: z.enum(USAGE_ACTIONS, { error: `action must be one of ${USAGE_ACTIONS.join(', ')}` }),
    meetingId: meetingIdInput,
    directReportId: z.nullish(idParam),
    bossId: z.nullish(idParam),
    suggestionsCount: z
      .int({ error: 'suggestionsCount must be a whole number' })
      .check(
        z.gte(0, 'suggestionsCount cannot be negative'),
        z.lte(MAX_SIGNAL_SUGGESTIONS, `suggestionsCount must be at most ${MAX_SIGNAL_SUGGESTIONS}`),
      ),
  })
  .check(
    z.refine((body) => Boolean(body.directReportId) !== Boolean(body.bossId), {
      message: 'Send exactly one of directReportId or bossId',
      path: ['directReportId'],
    }),
  );
export type UsageSignalCreate = z.input<typeof usageSignalCreateSchema>;

export const usageSignalSchema = z.object({
  id: z.string(),
  action: z.enum(USAGE_ACTIONS),
  meetingId: z.string(),
  directReportId: z.nullable(z.string()),
  bossId: z.nullable(z.string()),
  suggestionsCount: z.int(),
  createdAt: z.string(),
});
export type UsageSignal = z.infer<typeof usageSignalSchema>;

export const AI_PROVIDERS = ['openai', 'builtin'] as const;

export const featureFlagsSchema = z.object({
  ai: z.object({
    provider: z.enum(AI_PROVIDERS),
    /** Who processes texts sent to the model (for the privacy page); null with builtin. */
    processor: z.nullable(z.string()),
  }),
  /** A Google OAuth client is configured: 'Connect Google Calendar' works. */
  googleCalendar: z.boolean(),
  /** A Slack app is configured: connecting Slack works. */
  slack: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
